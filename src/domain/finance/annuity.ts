/**
 * The annuity formula with a residual (balloon): the level payment, made at the end of each
 * period, that repays `principal` down to `residual` over `periods` periods at `ratePerPeriod`.
 */

const NEGLIGIBLE_RATE = 1e-12;

/** Inputs of the annuity formula; rate as a fraction per period (0.01 = 1% per period). */
export interface AnnuityInput {
  principal: number;
  residual: number;
  ratePerPeriod: number;
  periods: number;
}

/**
 * Level payment in arrears: (P − R·v^n)·r / (1 − v^n) with v = 1/(1+r); at zero interest the
 * straight line (P − R)/n. Negative when the residual exceeds what the principal grows to.
 */
export function annuityPayment({ principal, residual, ratePerPeriod, periods }: AnnuityInput): number {
  if (!(periods > 0)) return Number.NaN;
  // Below this rate the interest over any term is far under a cent, and 1 − v^n would lose precision.
  if (Math.abs(ratePerPeriod) < NEGLIGIBLE_RATE) return (principal - residual) / periods;
  const logDiscount = -periods * Math.log1p(ratePerPeriod);
  const discount = Math.exp(logDiscount);
  return ((principal - residual * discount) * ratePerPeriod) / -Math.expm1(logDiscount);
}

/** The rate per period from an annual percentage (7.5 → 0.075 / periodsPerYear); nominal, not effective. */
export function ratePerPeriod(annualPercent: number, periodsPerYear: number): number {
  return annualPercent / 100 / periodsPerYear;
}
