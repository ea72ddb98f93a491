import { describe, expect, it } from 'vitest';
import { formatAud, formatAudCents, groupThousands } from './money';

describe('formatAud', () => {
  it.each([
    [45990, '$45,990'],
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1234567, '$1,234,567'],
    [45989.6, '$45,990'],
    [-200, '-$200'],
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
  ])('%s → %s', (amount, text) => {
    expect(formatAudCents(amount)).toBe(text);
  });
});

describe('groupThousands', () => {
  it.each([
    [100000, '100,000'],
    [12, '12'],
  ])('%s → %s', (n, text) => {
    expect(groupThousands(n)).toBe(text);
  });
});
