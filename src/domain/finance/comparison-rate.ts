/**
 * The calculator's comparison rate when the lender gives none: the annual rate at which the
 * comparison example (a 5-year secured loan of $30,000, monthly repayments, the example the
 * disclaimer quotes) would cost the same repayment once the establishment fee is folded into the loan.
 * With no fee it equals the interest rate.
 */
import { annuityPayment, COMPARISON_EXAMPLE, ratePerPeriod } from '.';

const MONTHS = 12;
// 60 halvings of a 0–200% bracket locate the rate far below the 0.005% that 2-decimal display needs.
const ITERATIONS = 60;
const HIGHEST_RATE = 200;

function examplePayment(principal: number, annualPercent: number): number {
  const periods = COMPARISON_EXAMPLE.termYears * MONTHS;
  return annuityPayment({ principal, residual: 0, ratePerPeriod: ratePerPeriod(annualPercent, MONTHS), periods });
}

/** Comparison rate in percent per year for an interest rate and an establishment fee. */
export function comparisonRateFor(interestPercent: number, establishmentFee: number): number {
  const loan = COMPARISON_EXAMPLE.loanAmount;
  const target = examplePayment(loan + establishmentFee, interestPercent);
  let low = 0;
  let high = HIGHEST_RATE;
  for (let i = 0; i < ITERATIONS; i += 1) {
    const mid = (low + high) / 2;
    if (examplePayment(loan, mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
