import { describe, expect, it } from 'vitest';
import type { FinanceLenderRecord } from '../car';
import { hasLenderData, lenderPayment, lenderTermYears, matchesLenderFigures } from './lender';

describe('lender record helpers', () => {
  it.each([
    [{ termYears: 5, termMonths: 48 }, 5],
    [{ termMonths: 48, termWeeks: 52 }, 4],
    [{ termWeeks: 156 }, 3],
    [{}, undefined],
  ])('term of %j = %s years', (lender, years) => {
    expect(lenderTermYears(lender)).toBe(years);
  });

  it.each([
    [undefined, false],
    [{}, false],
    [{ disclaimer: '' }, false],
    [{ interestRate: 0 }, true],
    [{ disclaimer: 'x' }, true],
  ])('hasLenderData(%j) = %s', (lender, expected) => {
    expect(hasLenderData(lender as FinanceLenderRecord | undefined)).toBe(expected);
  });

  it.each([
    ['weekly', 140],
    ['monthly', 606],
    ['fortnightly', undefined],
  ] as const)('%s payment = %s', (frequency, payment) => {
    expect(lenderPayment({ paymentWeek: 140, paymentMonth: 606 }, frequency)).toBe(payment);
  });

  it('a zero payment is no lender payment', () => {
    expect(lenderPayment({ paymentWeek: 0 }, 'weekly')).toBeUndefined();
  });

  it('needs the lender interest rate and a term to match', () => {
    const inputs = { amount: 30000, termYears: 5, interest: 8.5, deposit: 0, residual: 0 };
    expect(matchesLenderFigures(inputs, { interestRate: 8.5, termYears: 5 }, 30000)).toBe(true);
    expect(matchesLenderFigures(inputs, { termYears: 5 }, 30000)).toBe(false);
    expect(matchesLenderFigures(inputs, { interestRate: 8.5 }, 30000)).toBe(false);
    expect(matchesLenderFigures(inputs, { interestRate: 8.5, termYears: 5 }, undefined)).toBe(false);
  });
});
