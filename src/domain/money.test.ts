import { describe, expect, it } from 'vitest';
import { formatAud, formatAudCents, groupThousands, parseTypedAmount } from './money';

describe('formatAud', () => {
  it.each([
    [45990, '$45,990'],
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1234567, '$1,234,567'],
    [45989.6, '$45,990'],
    [-200, '-$200'],
    [-0.4, '$0'],
    [-2.5, '-$3'],
  ])('%s → %s', (amount, text) => {
    expect(formatAud(amount)).toBe(text);
  });
});

describe('formatAudCents', () => {
  it.each([
    [42.5, '$42.50'],
    [1.7, '$1.70'],
    [1234.005, '$1,234.01'],
    [0, '$0.00'],
    [-0.004, '$0.00'],
    [-12.345, '-$12.35'],
  ])('%s → %s', (amount, text) => {
    expect(formatAudCents(amount)).toBe(text);
  });
});

describe('groupThousands', () => {
  it.each([
    [100000, '100,000'],
    [12, '12'],
    [1234.5678, '1,234.5678'],
  ])('%s → %s', (n, text) => {
    expect(groupThousands(n)).toBe(text);
  });
});

describe('amounts as people type them (issue 21)', () => {
  it.each([
    ['$5k', 5000],
    ['5k', 5000],
    ['5K', 5000],
    ['$5.5k', 5500],
    ['1.2m', 1200000],
    ['5,000', 5000],
    ['$5,000', 5000],
    ['5 000', 5000],
    ['5000.00', 5000],
    ['$45,990.50', 45990.5],
    [' 30000 ', 30000],
    ['AUD 20,000', 20000],
    ['.5k', 500],
    ['-500', -500],
    ['0', 0],
    ['1,234,567', 1234567],
  ])('%j → %d', (text, value) => {
    expect(parseTypedAmount(text)).toBe(value);
  });

  it.each(['', 'five thousand', '5,00', '5..0', '$', 'k', '5kk', '12-5', '5e3'])('%j is not an amount', (text) => {
    expect(parseTypedAmount(text)).toBeUndefined();
  });
});
