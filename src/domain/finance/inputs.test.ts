import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountHelpText, clampToRange, isAmountAtBound, parseAmount, parseRangeInput, sanitizeAmount } from './inputs';

describe('purchase price parsing (spec 02 §5)', () => {
  it.each([
    ['30000', 30000],
    ['$30,000', 30000],
    ['30 000 AUD', 30000],
    ['29,990.50', 29990.5],
    ['-5000', 0],
    ['0', 0],
    ['', 0],
    ['abc', 0],
    ['  45000 ', 45000],
    ['$5k', 5000],
    ['5000.00', 5000],
    ['$45.5k', 45500],
  ])('%j → %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1500, 1500],
  ])('sanitizeAmount(%d) = %d', (value, expected) => {
    expect(sanitizeAmount(value)).toBe(expected);
  });
});

describe('purchase price help text', () => {
  const bounds = { min: 1000, max: 250000 };
  const text = 'Cannot be less than $1,000 or more than $250,000';
  it.each([
    [0, text],
    [999, text],
    [1000, text],
    [1001, undefined],
    [249999, undefined],
    [250000, text],
    [300000, text],
  ])('price %d → %s', (amount, expected) => {
    expect(amountHelpText(amount, bounds)).toBe(expected);
    expect(isAmountAtBound(amount, bounds)).toBe(expected !== undefined);
  });

  it('names the provider minimum of 5000', () => {
    expect(amountHelpText(4000, { min: 5000, max: 250000 })).toBe('Cannot be less than $5,000 or more than $250,000');
  });
});

describe('clampToRange: above max → max, at or below min → min (spec 02 §5)', () => {
  it.each([
    // label, value, min, max, expected
    ['term above 7', 8, 1, 7, 7],
    ['term at 7', 7, 1, 7, 7],
    ['term 5.5', 5.5, 1, 7, 5.5],
    ['term 0', 0, 1, 7, 1],
    ['term on a 5-year site', 6, 1, 5, 5],
    ['interest 16', 16, 0.5, 15, 15],
    ['interest 0', 0, 0.5, 15, 0.5],
    ['interest 7 for the 7.5–14.5 provider', 7, 7.5, 14.5, 7.5],
    ['interest 21 on the 4–20 site', 21, 4, 20, 20],
    ['interest 5.5 on a 5.99–15.99 site', 5.5, 5.99, 15.99, 5.99],
    ['interest 20 on a 9.95–19.95 site', 20, 9.95, 19.95, 19.95],
    ['deposit negative', -100, 0, 250000, 0],
    ['deposit 250000.5', 250000.5, 0, 250000, 250000],
    ['residual 1234.5', 1234.5, 0, 250000, 1234.5],
    ['not a number', Number.NaN, 1, 7, 1],
  ])('%s', (_label, value, min, max, expected) => {
    expect(clampToRange(value, { min, max })).toBe(expected);
  });

  it.each([
    ['6 years', 6],
    ['12', 7],
    ['', 1],
    ['x', 1],
    ['-3', 1],
    ['5.0', 5],
  ])('parseRangeInput(%j) on a 1–7 term = %d', (text, expected) => {
    expect(parseRangeInput(text, { min: 1, max: 7 })).toBe(expected);
  });

  it('is idempotent and always inside the range (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (value, min, width) => {
          const range = { min, max: min + width };
          const once = clampToRange(value, range);
          expect(clampToRange(once, range)).toBe(once);
          expect(once).toBeGreaterThanOrEqual(range.min);
          expect(once).toBeLessThanOrEqual(range.max);
        },
      ),
    );
  });
});
