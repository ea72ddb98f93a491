import { describe, expect, it } from 'vitest';
import { roundRepayment, roundTo2 } from './rounding';

describe('roundRepayment (spec 02 §9)', () => {
  it.each([
    // value, rule, amount, carPrice, expected
    [141.7283, 'nearest', 30000, 30000, 142],
    [141.4999, 'nearest', 30000, 30000, 141],
    [141.5, 'nearest', 30000, 30000, 142],
    [141.0001, 'up', 30000, 30000, 142],
    [141, 'up', 30000, 30000, 141],
    // Binary noise on an exact dollar must not round up a whole dollar.
    [141.00000000001, 'up', 30000, 30000, 141],
    // price-compare: at or above the car price rounds up, below rounds down.
    [141.2, 'price-compare', 30000, 30000, 142],
    [141.2, 'price-compare', 35000, 30000, 142],
    [141.8, 'price-compare', 29999, 30000, 141],
    [141.8, 'price-compare', 1000, 30000, 141],
    [141.99999999999, 'price-compare', 20000, 30000, 142],
  ] as const)('%d by %s (amount %d, car %d) = %d', (value, rule, amount, carPrice, expected) => {
    expect(roundRepayment(value, rule, { amount, carPrice })).toBe(expected);
  });

  it.each([
    [141.2, undefined],
    [141.2, 0],
  ])('price-compare without a car price (%d, %s) rounds normally', (value, carPrice) => {
    expect(roundRepayment(value, 'price-compare', { amount: 30000, carPrice })).toBe(141);
    expect(roundRepayment(141.6, 'price-compare', { amount: 30000, carPrice })).toBe(142);
    expect(roundRepayment(141.6, 'price-compare')).toBe(142);
  });
});

describe('roundTo2', () => {
  it.each([
    [8.375, 8.38],
    [1.005, 1.01],
    [19.424, 19.42],
    [19.425, 19.43],
    [10, 10],
    [-2.345, -2.35],
  ])('%d → %d', (value, expected) => {
    expect(roundTo2(value)).toBe(expected);
  });
});
