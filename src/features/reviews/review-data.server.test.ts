import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visibleReviews } from '../../domain/reviews';
import { readSiteReviews, readSiteReviewSummary, reviewsFor } from './review-data.server';

function siteWith(yaml?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reviews-'));
  mkdirSync(join(dir, 'content'));
  if (yaml !== undefined) writeFileSync(join(dir, 'content', 'reviews.yaml'), yaml);
  return dir;
}

describe('readSiteReviews', () => {
  it('is empty without a reviews file', () => expect(readSiteReviews(siteWith())).toEqual([]));
  it('reads a list or the {reviews} shape, ids and dates as strings', () => {
    const list = readSiteReviews(
      siteWith('- { id: 1, customer_name: Ann, text: Great, rating: 5, review_date: 2026-10-01, location_id: 7 }\n'),
    );
    expect(list).toEqual([
      { id: '1', customer_name: 'Ann', text: 'Great', rating: 5, review_date: '2026-10-01', location_id: '7' },
    ]);
    const wrappedSite = siteWith('count: 212\naverage_rating: 4.6\nreviews:\n  - { id: a, text: Good, rating: 4 }\n');
    expect(readSiteReviews(wrappedSite).map((r) => r.id)).toEqual(['a']);
    expect(readSiteReviewSummary(wrappedSite)).toEqual({ average_rating: 4.6, count: 212 });
    expect(readSiteReviewSummary(siteWith('- { id: 1, text: Great, rating: 5 }\n'))).toEqual({});
  });
  it('fails naming the file and the field', () => {
    expect(() => readSiteReviews(siteWith('- { id: 1, rating: 9 }\n'))).toThrow(/reviews\.yaml: 0\.rating/);
  });
});

describe('reviewsFor and the hiding rules', () => {
  const reviews = [
    { id: '1', text: 'Great service', rating: 5, location_id: '7' },
    { id: '2', text: 'Good', rating: 4 },
    { id: '3', text: 'Fine', rating: 5, location_id: '8' },
    { id: '4', text: '(Translated by Google) Very good', rating: 5 },
    { id: '5', text: 'Okay', rating: 3 },
  ];
  it("keeps a location's own reviews and the dealer-wide ones", () => {
    expect(reviewsFor(reviews, '7').map((r) => r.id)).toEqual(['1', '2', '4', '5']);
    expect(reviewsFor(reviews).length).toBe(5);
  });
  it('then hides Translated and below-minimum reviews (spec 02 §5)', () => {
    expect(visibleReviews(reviewsFor(reviews, '7')).map((r) => r.id)).toEqual(['1', '2']);
  });
});
