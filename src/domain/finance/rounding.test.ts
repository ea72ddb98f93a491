import { describe, expect, it } from 'vitest';
import { roundRepayment, roundTo2 } from './rounding';

describe('roundRepayment (spec 02 §9)', () => {
  it.each([
    // value, rule, amount, carPrice, expected
    [141.7283, 'normal', 30000, 30000, 142],
    [141.4999, 'normal', 30000, 30000, 141],
    [141.5, 'normal', 30000, 30000, 142],
    [141.0001, 'up', 30000, 30000, 142],
    [141, 'up', 30000, 30000, 141],
    // Binary noise on an exact dollar must not round up a whole dollar.
    [141.00000000001, 'up', 30000, 30000, 141],
    // by-car-price: at or above the car price rounds up, below rounds down.
    [141.2, 'by-car-price', 30000, 30000, 142],
    [141.2, 'by-car-price', 35000, 30000, 142],
    [141.8, 'by-car-price', 29999, 30000, 141],
    [141.8, 'by-car-price', 1000, 30000, 141],
    [141.99999999999, 'by-car-price', 20000, 30000, 142],
  ] as const)('%d by %s (amount %d, car %d) = %d', (value, rule, amount, carPrice, expected) => {
    expect(roundRepayment(value, rule, { amount, carPrice })).toBe(expected);
  });

  it.each([
    [141.2, undefined],
    [141.2, 0],
  ])('by-car-price without a car price (%d, %s) rounds normally', (value, carPrice) => {
    expect(roundRepayment(value, 'by-car-price', { amount: 30000, carPrice })).toBe(141);
    expect(roundRepayment(141.6, 'by-car-price', { amount: 30000, carPrice })).toBe(142);
    expect(roundRepayment(141.6, 'by-car-price')).toBe(142);
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
