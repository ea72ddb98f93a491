/** The calculator's starting values (spec 02 §9): car price or 30000, lender or site term, site interest, weekly. */
import type { FinanceLenderRecord } from '../car';
import { DEFAULT_FREQUENCY } from './frequency';
import { clampToRange } from './inputs';
import { lenderTermYears } from './lender';
import type { CalculatorInputs } from './repayment';
import type { FinanceSettings } from './settings';

/** Purchase price used when the car has no price (or there is no car, as on /finance). */
export const DEFAULT_AMOUNT = 30000;

/**
 * Starting inputs: amount = the car's price (30000 without one); term = the lender's term when
 * the car has a lender record with one, else the site's default; interest from the settings;
 * deposit and residual at their minimum; weekly. Term and interest are clamped to their ranges.
 */
export function defaultCalculatorInputs(
  settings: Pick<FinanceSettings, 'term' | 'interest' | 'deposit' | 'residual' | 'defaultTerm' | 'defaultInterest'>,
  carPrice?: number,
  lender?: FinanceLenderRecord,
): CalculatorInputs {
  const lenderTerm = lender === undefined ? undefined : lenderTermYears(lender);
  return {
    amount: carPrice !== undefined && carPrice > 0 ? carPrice : DEFAULT_AMOUNT,
    termYears: clampToRange(lenderTerm ?? settings.defaultTerm, settings.term),
    interest: clampToRange(settings.defaultInterest, settings.interest),
    deposit: settings.deposit.min,
    residual: settings.residual.min,
    frequency: DEFAULT_FREQUENCY,
  };
}
