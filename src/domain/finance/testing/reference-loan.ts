/**
 * An independent repayment computation for tests: no closed form, only the loan balance
 * simulated period by period (interest added, payment taken) and the payment found by bisection
 * so the balance after the last period equals the residual.
 */

/** Balance owing after `periods` level payments of `payment` at `ratePerPeriod`. */
export function balanceAfter(principal: number, ratePerPeriod: number, periods: number, payment: number): number {
  let balance = principal;
  for (let i = 0; i < periods; i += 1) balance = balance * (1 + ratePerPeriod) - payment;
  return balance;
}

/** The level payment that leaves exactly `residual` owing, found by bisection on balanceAfter. */
export function referencePayment(
  principal: number,
  residual: number,
  annualPercent: number,
  periodsPerYear: number,
  termYears: number,
): number {
  const periods = Math.round(termYears * periodsPerYear);
  const rate = annualPercent / 100 / periodsPerYear;
  let low = -10 * Math.max(1, Math.abs(principal) + Math.abs(residual));
  let high = -low;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (balanceAfter(principal, rate, periods, mid) > residual) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
