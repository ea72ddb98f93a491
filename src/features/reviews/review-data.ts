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
  review_date: v.optional(v.pipe(v.union([v.string(), v.date()]), v.transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)))),
  reply_text: v.optional(v.string()),
  reply_date: v.optional(v.pipe(v.union([v.string(), v.date()]), v.transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)))),
  /** The location reviewed; absent means the whole dealer. */
  location_id: v.optional(id),
});

/** A review with the location it is about. */
export type SiteReview = Review & { location_id?: string };

/** The file's shape: a list, or { reviews: [...] } as the reviews call answers (with count and average_rating). */
const fileSchema = v.union([v.array(reviewSchema), v.object({ reviews: v.array(reviewSchema) })]);

const cache = new Map<string, SiteReview[]>();

/** Reviews of the site whose folder is `siteDir` (empty when it has no content/reviews.yaml); read once per build. */
export function readSiteReviews(siteDir: string): SiteReview[] {
  const hit = cache.get(siteDir);
  if (hit) return hit;
  const reviews = readReviewsFile(siteDir);
  cache.set(siteDir, reviews);
  return reviews;
}

function readReviewsFile(siteDir: string): SiteReview[] {
  const file = join(siteDir, 'content', 'reviews.yaml');
  if (!existsSync(file)) return [];
  const parsed = v.safeParse(fileSchema, parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new Error(`${file}: ${path ? `${path}: ` : ''}${issue.message}`);
  }
  const list = Array.isArray(parsed.output) ? parsed.output : parsed.output.reviews;
  return list.map((r) => ({ ...r }) as SiteReview);
}

/** The reviews about one location: its own plus the dealer-wide ones; all of them without a location. */
export function reviewsFor(reviews: readonly SiteReview[], locationId?: string): SiteReview[] {
  if (locationId === undefined) return [...reviews];
  return reviews.filter((r) => r.location_id === undefined || r.location_id === locationId);
}
