/**
 * The budget search (spec 02 §4, §5, §9): a repayment and deposit become a price budget over
 * the site's term (finance.budget.termYears, 5 years by default); the search button is disabled with "0 {type}s Found" when no stock fits.
 */
import { parseTypedAmount } from '../money';

/** The budget search's repayment choices. */
export type BudgetFrequency = 'weekly' | 'monthly';

/** Largest repayment or deposit the inputs accept. */
export const BUDGET_INPUT_MAX = 1_000_000;

/** Repayments per year in the budget: 12 for monthly, else 52. */
export function budgetPeriodsPerYear(frequency: BudgetFrequency): number {
  return frequency === 'monthly' ? 12 : 52;
}

/** Reads a repayment or deposit input as people type it ("$5k", "5,000"): a non-number becomes 0, then bounded to 0..1,000,000. */
export function parseBudgetInput(value: string | number): number {
  const n = typeof value === 'number' ? value : (parseTypedAmount(value) ?? Number.NaN);
  if (Number.isNaN(n)) return 0;
  return Math.min(BUDGET_INPUT_MAX, Math.max(0, n));
}

/** Budget = repayment × (12 monthly, else 52) × term years + deposit. */
export function budgetFromRepayment(
  repayment: number,
  deposit: number,
  frequency: BudgetFrequency,
  termYears: number,
): number {
  return repayment * budgetPeriodsPerYear(frequency) * termYears + deposit;
}

/** The repayment that a budget and deposit imply (inverse of budgetFromRepayment). */
export function repaymentFromBudget(
  budget: number,
  deposit: number,
  frequency: BudgetFrequency,
  termYears: number,
): number {
  return (budget - deposit) / (budgetPeriodsPerYear(frequency) * termYears);
}

/** The search button's state: ready, or disabled with the "0 {type}s Found" label and its message. */
export type BudgetSearchState =
  | { kind: 'ready' }
  | { kind: 'none'; disabled: true; buttonLabel: string; message: string };

/**
 * "0 {type}s Found" / "No {type}s found for this budget" when the budget is below the lowest
 * price in the results, or there are no results (lowestPrice undefined). `typeLabel` is inserted
 * as given ("Car" → "0 Cars Found", "No Cars found for this budget").
 */
export function budgetSearchState(
  budget: number,
  lowestPrice: number | undefined,
  typeLabel: string,
): BudgetSearchState {
  if (lowestPrice !== undefined && budget >= lowestPrice) return { kind: 'ready' };
  return {
    kind: 'none',
    disabled: true,
    buttonLabel: `0 ${typeLabel}s Found`,
    message: `No ${typeLabel}s found for this budget`,
  };
}
