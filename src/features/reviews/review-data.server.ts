/**
 * A site's customer reviews from `content/reviews.yaml` (spec 02 §3 Review), validated once per
 * build. A missing file means no reviews; a malformed one fails the build naming the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { parse } from 'yaml';
import type { Review } from '../../domain/reviews';

const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const reviewSchema = v.object({
  id,
  customer_name: v.optional(v.string()),
  text: v.optional(v.string()),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  review_date: v.optional(
    v.pipe(
      v.union([v.string(), v.date()]),
      v.transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
    ),
  ),
  reply_text: v.optional(v.string()),
  reply_date: v.optional(
    v.pipe(
      v.union([v.string(), v.date()]),
      v.transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
    ),
  ),
  /** The location reviewed; absent means the whole dealer. */
  location_id: v.optional(id),
});

/** A review with the location it is about. */
export type SiteReview = Review & { location_id?: string };

/** The file's shape: a list, or { reviews: [...] } as the reviews call answers (with count and average_rating). */
const fileSchema = v.union([
  v.array(reviewSchema),
  v.object({
    reviews: v.array(reviewSchema),
    /** The dealer's published total (the review site counts every review, shown or not). */
    count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    /** The dealer's published average, 0–5. */
    average_rating: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(5))),
  }),
]);

/** The published figures of the whole dealer, when the file gives them. */
export interface ReviewSummary {
  average_rating?: number;
  count?: number;
}

interface ReviewsFile {
  reviews: SiteReview[];
  summary: ReviewSummary;
}

const cache = new Map<string, ReviewsFile>();

function readOnce(siteDir: string): ReviewsFile {
  const hit = cache.get(siteDir);
  if (hit) return hit;
  const read = readReviewsFile(siteDir);
  cache.set(siteDir, read);
  return read;
}

/** Reviews of the site whose folder is `siteDir` (empty when it has no content/reviews.yaml); read once per build. */
export function readSiteReviews(siteDir: string): SiteReview[] {
  return readOnce(siteDir).reviews;
}

/** The dealer's published average and count from the file's {reviews, count, average_rating} shape; empty otherwise. */
export function readSiteReviewSummary(siteDir: string): ReviewSummary {
  return readOnce(siteDir).summary;
}

function readReviewsFile(siteDir: string): ReviewsFile {
  const file = join(siteDir, 'content', 'reviews.yaml');
  if (!existsSync(file)) return { reviews: [], summary: {} };
  const parsed = v.safeParse(fileSchema, parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new Error(`${file}: ${path ? `${path}: ` : ''}${issue.message}`);
  }
  const output = parsed.output;
  const list = Array.isArray(output) ? output : output.reviews;
  const summary: ReviewSummary = Array.isArray(output)
    ? {}
    : {
        ...(output.average_rating !== undefined ? { average_rating: output.average_rating } : {}),
        ...(output.count !== undefined ? { count: output.count } : {}),
      };
  return { reviews: list.map((r) => ({ ...r }) as SiteReview), summary };
}

/** The reviews about one location: its own plus the dealer-wide ones; all of them without a location. */
export function reviewsFor(reviews: readonly SiteReview[], locationId?: string): SiteReview[] {
  if (locationId === undefined) return [...reviews];
  return reviews.filter((r) => r.location_id === undefined || r.location_id === locationId);
}
