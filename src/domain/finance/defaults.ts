/** The calculator's starting values (spec 02 §9): car price or the site's default amount, lender or site term, site interest, weekly. */
import type { FinanceLenderRecord } from '../car';
import { DEFAULT_FREQUENCY } from './frequency';
import { clampToRange } from './inputs';
import { lenderTermYears } from './lender';
import type { CalculatorInputs } from './repayment';
import type { FinanceSettings } from './settings';

/**
 * Starting inputs: amount as given (the car's price, or finance.calculator.defaultAmount without one); term = the lender's term when
 * the car has a lender record with one, else the site's default; interest from the settings;
 * deposit and residual at their minimum; weekly. Term and interest are clamped to their ranges.
 */
export function defaultCalculatorInputs(
  settings: Pick<FinanceSettings, 'term' | 'interest' | 'deposit' | 'residual' | 'defaultTerm' | 'defaultInterest'>,
  amount: number,
  lender?: FinanceLenderRecord,
): CalculatorInputs {
  const lenderTerm = lender === undefined ? undefined : lenderTermYears(lender);
  return {
    amount,
    termYears: clampToRange(lenderTerm ?? settings.defaultTerm, settings.term),
    interest: clampToRange(settings.defaultInterest, settings.interest),
    deposit: settings.deposit.min,
    residual: settings.residual.min,
    frequency: DEFAULT_FREQUENCY,
  };
}
