/**
 * A lender's own figures for a car (finance_lenders in the feed, spec 02 §3) and the rule that
 * the calculator shows the lender's quoted payment when the inputs match them (spec 02 §9).
 */
import type { FinanceLenderRecord } from '../car';
import type { Frequency } from './frequency';

/** How close each input must be to the lender's figure to count as a match. */
export const LENDER_MATCH_TOLERANCE = 0.1;

// Lets 7.6 vs 7.5 (0.0999999999999996 apart in binary) count as within 0.1.
const FLOAT_SLACK = 1e-9;

/** The calculator inputs compared with the lender's figures. */
export interface LenderMatchInputs {
  amount: number;
  termYears: number;
  interest: number;
  deposit: number;
  residual: number;
}

/** The lender's term in years: termYears, else termMonths / 12, else termWeeks / 52. */
export function lenderTermYears(lender: FinanceLenderRecord): number | undefined {
  if (isNumber(lender.termYears)) return lender.termYears;
  if (isNumber(lender.termMonths)) return lender.termMonths / 12;
  if (isNumber(lender.termWeeks)) return lender.termWeeks / 52;
  return undefined;
}

/**
 * True when every input is within 0.1 of the lender's figure: amount vs the car price, term,
 * interest vs interestRate, deposit and residual vs deposit and balloon (absent counts as 0).
 */
export function matchesLenderFigures(
  inputs: LenderMatchInputs,
  lender: FinanceLenderRecord,
  carPrice: number | undefined,
): boolean {
  const term = lenderTermYears(lender);
  if (!isNumber(carPrice) || !isNumber(lender.interestRate) || term === undefined) return false;
  const pairs: Array<[number, number]> = [
    [inputs.amount, carPrice],
    [inputs.termYears, term],
    [inputs.interest, lender.interestRate],
    [inputs.deposit, lender.deposit ?? 0],
    [inputs.residual, lender.balloon ?? 0],
  ];
  return pairs.every(([a, b]) => Math.abs(a - b) <= LENDER_MATCH_TOLERANCE + FLOAT_SLACK);
}

/**
 * The lender's quoted payment for a frequency: paymentWeek for weekly, paymentMonth for monthly.
 * Lenders quote no fortnightly figure, so fortnightly is always calculated.
 */
export function lenderPayment(lender: FinanceLenderRecord, frequency: Frequency): number | undefined {
  const value = frequency === 'weekly' ? lender.paymentWeek : frequency === 'monthly' ? lender.paymentMonth : undefined;
  return isNumber(value) && value > 0 ? value : undefined;
}

/** True when a lender record holds at least one figure (the feed sends `{}` for no data). */
export function hasLenderData(lender: FinanceLenderRecord | undefined): lender is FinanceLenderRecord {
  return lender !== undefined && Object.values(lender).some((v) => v !== undefined && v !== null && v !== '');
}

function isNumber(value: number | undefined | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
