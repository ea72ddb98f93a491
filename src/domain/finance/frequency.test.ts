import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FREQUENCY,
  FREQUENCIES,
  FREQUENCY_ORDER,
  YEAR_ABBREVIATION,
  isFrequency,
  periodCount,
  periodsPerYear,
} from './frequency';

describe('frequencies (spec 02 §9)', () => {
  it.each([
    ['weekly', 52, 'wk', 'week'],
    ['fortnightly', 26, 'fn', 'fortnight'],
    ['monthly', 12, 'mo', 'month'],
  ] as const)('%s: %d a year, "%s"', (frequency, perYear, abbreviation, name) => {
    expect(periodsPerYear(frequency)).toBe(perYear);
    expect(FREQUENCIES[frequency]).toEqual({ periodsPerYear: perYear, abbreviation, name });
  });

  it('defaults to weekly, lists weekly first, and abbreviates a year as yr', () => {
    expect(DEFAULT_FREQUENCY).toBe('weekly');
    expect(FREQUENCY_ORDER).toEqual(['weekly', 'fortnightly', 'monthly']);
    expect(YEAR_ABBREVIATION).toBe('yr');
  });

  it.each([
    [5, 'weekly', 260],
    [5, 'fortnightly', 130],
    [5, 'monthly', 60],
    [5.5, 'weekly', 286],
    [0.5, 'fortnightly', 13],
    [7, 'monthly', 84],
    // A lender's term of 50 months: 4.1666… years → 217 weeks, not 216.66.
    [50 / 12, 'weekly', 217],
  ] as const)('%d years %s = %d periods', (years, frequency, periods) => {
    expect(periodCount(years, frequency)).toBe(periods);
  });

  it.each([
    ['weekly', true],
    ['monthly', true],
    ['yearly', false],
    ['wk', false],
    [undefined, false],
  ])('isFrequency(%s) = %s', (value, expected) => {
    expect(isFrequency(value)).toBe(expected);
  });
});
