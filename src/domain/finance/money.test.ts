import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent2 } from './money';

describe('finance money and rate formats', () => {
  it.each([
    [1000, '$1,000'],
    [250000, '$250,000'],
    [912.25, '$912.25'],
    [1360.5, '$1,360.50'],
    [8, '$8'],
  ])('formatMoney(%d) = %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it.each([
    [8.38, '8.38%'],
    [8.375, '8.38%'],
    [9.1, '9.10%'],
    [19.424999, '19.42%'],
    [12, '12.00%'],
  ])('formatPercent2(%d) = %s', (value, text) => {
    expect(formatPercent2(value)).toBe(text);
  });
});
