import { describe, expect, it } from 'vitest';
import { balanceAfter } from './testing/reference-loan';
import { comparisonRateFor } from './comparison-rate';

// Independent check: the $30,000 example repaid at the comparison rate with the payment that
// $30,000 + fee needs at the interest rate leaves nothing owing after 60 months.
function paymentFor(principal: number, annualPercent: number): number {
  let low = 0;
  let high = principal;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (balanceAfter(principal, annualPercent / 1200, 60, mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

describe('comparison rate of the $30,000 5-year example', () => {
  it.each([
    // interest %, establishment fee, expected comparison rate (worked out separately by closed-form bisection)
    [8.5, 0, 8.5],
    [10, 0, 10],
    [8.5, 1360.5, 10.41],
    [7.5, 1300, 9.3],
    [14.5, 395, 15.09],
  ])('interest %s with a fee of %s → %s', (interest, fee, expected) => {
    const rate = comparisonRateFor(interest, fee);
    expect(rate).toBeCloseTo(expected, 2);
    const payment = paymentFor(30000 + fee, interest);
    expect(Math.abs(balanceAfter(30000, rate / 1200, 60, payment))).toBeLessThan(0.01);
  });

  it('a larger fee always gives a higher comparison rate', () => {
    const rates = [0, 500, 1000, 1360.5, 2000].map((fee) => comparisonRateFor(8.5, fee));
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    expect(new Set(rates).size).toBe(rates.length);
  });
});
