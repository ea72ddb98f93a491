import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRangeLabels, priceRangeLabel, sortRangeFacet, weeklyPriceRangeLabel } from './price-ranges';

describe('priceRangeLabel', () => {
  it.each([
    [undefined, undefined],
    [0, undefined],
    [10, undefined],
    [11, 'Under $10,000'],
    [9999, 'Under $10,000'],
    [10000, '$10,000 - $15,000'],
    [15000, '$15,000 - $20,000'],
    [45990, '$40,000 - $50,000'],
    [50000, '$50,000 - $75,000'],
    [99999, '$75,000 - $100,000'],
    [100000, '$100,000+'],
    [2500000, '$100,000+'],
  ])('%s → %s', (price, expected) => {
    expect(priceRangeLabel(price)).toBe(expected);
  });
});

describe('weeklyPriceRangeLabel', () => {
  it.each([
    [undefined, undefined],
    [0, undefined],
    [99, 'Under $100'],
    [100, '$100 - $150'],
    [249.5, '$200 - $250'],
    [450, '$400 - $500'],
    [500, '$500+'],
  ])('%s → %s', (weekly, expected) => {
    expect(weeklyPriceRangeLabel(weekly)).toBe(expected);
  });
});

describe('range label order', () => {
  it('puts Under first, then sorts by lower bound (not alphabetically)', () => {
    const entries = [
      '$100,000+',
      '$75,000 - $100,000',
      '$10,000 - $15,000',
      'Under $10,000',
      '$15,000 - $20,000',
      'Other',
    ].map((label) => ({ label, value: label, count: 1 }));
    expect(sortRangeFacet(entries).map((e) => e.label)).toEqual([
      'Under $10,000',
      '$10,000 - $15,000',
      '$15,000 - $20,000',
      '$75,000 - $100,000',
      '$100,000+',
      'Other',
    ]);
  });

  it('sorting the labels of any prices gives ascending prices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 11, max: 400000 }), { minLength: 2, maxLength: 30 }), (prices) => {
        const sortedByPrice = [...prices].sort((a, b) => a - b).map(priceRangeLabel);
        const sortedByLabel = prices.map(priceRangeLabel).sort((a, b) => compareRangeLabels(a ?? '', b ?? ''));
        return JSON.stringify(sortedByPrice) === JSON.stringify(sortedByLabel);
      }),
    );
  });
});
