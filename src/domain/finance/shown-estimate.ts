/**
 * The lender estimate a car shows, in the vehicle page's box and on its cards (spec 02 §2, §5): the
 * lender's figures, and only when the provider's availability rules hold. One function for both,
 * so a card never shows a figure its vehicle page would not.
 */
import { isFinanceEstimateAvailable, type FinanceCar } from './availability';
import { estimateFromLender, type LenderEstimate } from './estimate';
import type { FinanceSettings } from './settings';

/** What the rules need from the site: its provider settings and the build's year. */
export interface EstimateRuleContext {
  settings: Pick<FinanceSettings, 'lenderKey' | 'estimate'>;
  currentYear: number;
}

/** The figures a card's estimate line carries (also stored in the search document). */
export type CardEstimate = Pick<LenderEstimate, 'monthly' | 'advertisedRate' | 'comparisonRate'>;

/** The car's lender estimate, or undefined when the rules say none shows. */
export function shownLenderEstimate(car: FinanceCar, { settings, currentYear }: EstimateRuleContext): LenderEstimate | undefined {
  if (!isFinanceEstimateAvailable(car, settings, currentYear)) return undefined;
  const lender = car.finance_lenders[settings.lenderKey];
  return lender && estimateFromLender(lender);
}

/** The card's figures of the car's estimate, or undefined when none shows. */
export function cardEstimate(car: FinanceCar, context: EstimateRuleContext): CardEstimate | undefined {
  const estimate = shownLenderEstimate(car, context);
  return estimate && { monthly: estimate.monthly, advertisedRate: estimate.advertisedRate, comparisonRate: estimate.comparisonRate };
}
