import { describe, expect, it } from 'vitest';
import { compareRangeLabels, DEFAULT_PRICE_RANGE_EDGES, DEFAULT_WEEKLY_PRICE_RANGE_EDGES, rangeLabel } from './ranges';

describe('rangeLabel', () => {
  it.each([
    [0, 'Under $10,000'],
    [9999, 'Under $10,000'],
    [10000, '$10,000 - $15,000'],
    [24990, '$20,000 - $30,000'],
    [99999, '$75,000 - $100,000'],
    [100000, '$100,000+'],
    [129990, '$100,000+'],
  ])('price %d is in %s', (price, label) => {
    expect(rangeLabel(price, DEFAULT_PRICE_RANGE_EDGES)).toBe(label);
  });

  it.each([
    [99, 'Under $100'],
    [150, '$150 - $200'],
    [500, '$500+'],
  ])('weekly %d is in %s', (weekly, label) => {
    expect(rangeLabel(weekly, DEFAULT_WEEKLY_PRICE_RANGE_EDGES)).toBe(label);
  });
});

describe('compareRangeLabels (spec 01 §4.1: Under first, then by lower bound)', () => {
  it('orders labels that sort wrongly as text', () => {
    const labels = [
      '$100,000+',
      '$20,000 - $30,000',
      'Under $10,000',
      '$10,000 - $15,000',
      '$75,000 - $100,000',
      '$15,000 - $20,000',
    ];
    expect([...labels].sort(compareRangeLabels)).toEqual([
      'Under $10,000',
      '$10,000 - $15,000',
      '$15,000 - $20,000',
      '$20,000 - $30,000',
      '$75,000 - $100,000',
      '$100,000+',
    ]);
  });

  it('puts labels without a bound last', () => {
    expect(['POA', '$10,000 - $15,000', 'Under $10,000'].sort(compareRangeLabels)).toEqual([
      'Under $10,000',
      '$10,000 - $15,000',
      'POA',
    ]);
  });
});
