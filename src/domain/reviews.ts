/** Customer reviews: which are shown and how a rating is drawn as stars (spec 02 §5 Reviews, §9). */

/** A customer review (spec 02 §3). */
export interface Review {
  id: string;
  customer_name?: string;
  text?: string;
  rating: number;
  review_date?: string;
  reply_text?: string;
  reply_date?: string;
}

/** Only reviews rated at least this are used. */
export const MIN_REVIEW_RATING = 4;
/** Default review list length. */
export const REVIEW_LIST_LENGTH = 10;
/** Full stars are capped at this; the rest of the rating is one partial star. */
export const FULL_STARS_CAP = 4;
/** A fractional part above this shows the partial star. */
export const PARTIAL_STAR_THRESHOLD = 0.3;

/** The site's review settings. */
export interface ReviewFilterOptions {
  blockedNames?: readonly string[];
  blockedIds?: readonly (string | number)[];
  minRating?: number;
  /** How many to keep (12 for Google reviews, 10 for the default list). */
  limit?: number;
}

/**
 * The reviews to show, in their order: with text, without the word Translated (machine
 * translations), not from a blocked name or id, rated at least 4; then the first `limit`.
 */
export function visibleReviews<T extends Review>(reviews: readonly T[], options: ReviewFilterOptions = {}): T[] {
  const names = new Set((options.blockedNames ?? []).map((n) => n.trim().toLowerCase()));
  const ids = new Set((options.blockedIds ?? []).map(String));
  const min = options.minRating ?? MIN_REVIEW_RATING;
  return reviews
    .filter(
      (r) =>
        (r.text?.trim() ?? '') !== '' &&
        !/\btranslated\b/i.test(r.text ?? '') &&
        !names.has((r.customer_name ?? '').trim().toLowerCase()) &&
        !ids.has(r.id) &&
        r.rating >= min,
    )
    .slice(0, options.limit ?? REVIEW_LIST_LENGTH);
}

/** How a rating is drawn. */
export interface StarRating {
  /** The rating to one decimal, e.g. "4.7". */
  text: string;
  /** Full stars, at most 4. */
  full: number;
  /** Width of the partial star as a fraction 0..1; 0 when none is shown. */
  partial: number;
}

/**
 * Stars for a rating: rounded to one decimal; up to 4 full stars; the rest (up to a whole star) as
 * one partial star, shown only when it is above 30% (so 5.0 is 4 full stars plus a full fifth).
 */
export function starRating(rating: number): StarRating {
  const rounded = Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
  const full = Math.min(FULL_STARS_CAP, Math.floor(rounded));
  const rest = Math.min(1, Math.round((rounded - full) * 10) / 10);
  return { text: rounded.toFixed(1), full, partial: rest > PARTIAL_STAR_THRESHOLD ? rest : 0 };
}

/** The average rating of reviews, or undefined when there are none. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number | undefined {
  if (reviews.length === 0) return undefined;
  return reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
}
