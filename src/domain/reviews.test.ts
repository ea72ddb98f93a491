import { describe, expect, it } from 'vitest';
import { averageRating, starRating, visibleReviews, type Review } from './reviews';

const review = (id: string, rating: number, text = 'Great service', customer_name = `Customer ${id}`): Review => ({
  id,
  rating,
  text,
  customer_name,
});

describe('visibleReviews', () => {
  const reviews = [
    review('1', 5),
    review('2', 5, ''),
    review('3', 5, '   '),
    review('4', 5, 'Excellent (Translated by Google) Très bien'),
    review('5', 5, 'Good', 'Blocked Person'),
    review('6', 5, 'Good'),
    review('7', 3.9),
    review('8', 4),
    review('9', 4.5, 'Untranslated feelings'),
  ];
  it('drops no text, Translated, blocked names and ids, and ratings under 4', () => {
    const shown = visibleReviews(reviews, { blockedNames: ['blocked person'], blockedIds: [6] });
    expect(shown.map((r) => r.id)).toEqual(['1', '8', '9']);
  });

  it('keeps up to 12 Google reviews, 10 by default', () => {
    const many = Array.from({ length: 20 }, (_, i) => review(String(i), 5));
    expect(visibleReviews(many)).toHaveLength(10);
    expect(visibleReviews(many, { limit: 12 })).toHaveLength(12);
  });
});

describe('starRating', () => {
  it.each([
    [4.7, { text: '4.7', full: 4, partial: 0.7 }],
    [4.66, { text: '4.7', full: 4, partial: 0.7 }],
    [4.3, { text: '4.3', full: 4, partial: 0 }],
    [4.31, { text: '4.3', full: 4, partial: 0 }],
    [4.4, { text: '4.4', full: 4, partial: 0.4 }],
    [5, { text: '5.0', full: 4, partial: 1 }],
    [4, { text: '4.0', full: 4, partial: 0 }],
    [3.2, { text: '3.2', full: 3, partial: 0 }],
    [3.5, { text: '3.5', full: 3, partial: 0.5 }],
    [0, { text: '0.0', full: 0, partial: 0 }],
  ])('%s → %o', (rating, expected) => {
    expect(starRating(rating)).toEqual(expected);
  });
});

describe('averageRating', () => {
  it.each([
    [[], undefined],
    [[{ rating: 5 }, { rating: 4 }], 4.5],
  ])('%o → %s', (reviews, expected) => {
    expect(averageRating(reviews)).toBe(expected);
  });
});
