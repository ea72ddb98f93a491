/**
 * What the finance estimate box and the finance summary strip show for a car, decided at build
 * time from the domain rules: the lender estimate only when the provider's availability rules hold
 * (spec 02 §5), and the quote estimate from the car's quote, or a quote to ask for (spec 02 §7).
 */
import type { Car } from '../../domain/car';
import {
  estimateFromQuote,
  formatMoney,
  quoteRequest,
  renderDisclaimer,
  roundTo2,
  shouldRequestQuote,
  shownLenderEstimate,
  type FinanceSettings,
  type QuoteRequest,
} from '../../domain/finance';

/** The estimate box's figures, as text. */
export interface EstimateBoxView {
  monthlyText: string;
  advertisedRateText?: string;
  comparisonRateText?: string;
  termYears?: number;
  disclaimer: string;
}

/** The summary strip: a quote's figures as text, or a quote to ask the lead API for. */
export type SummaryStripView =
  | { kind: 'quote'; weeklyText: string; advertisedRate?: string; comparisonRate?: string }
  | { kind: 'request'; request: QuoteRequest }
  | { kind: 'none' };

/** A rate as the finance copy shows it: 2 decimals ("9.24"). */
export function rateText(rate: number | undefined): string | undefined {
  return rate === undefined || !Number.isFinite(rate) ? undefined : roundTo2(rate).toFixed(2);
}

/** The estimate box for a car, or undefined when the rules say it does not show. */
export function estimateBoxView(car: Car, settings: FinanceSettings | undefined, enabled: boolean, currentYear: number): EstimateBoxView | undefined {
  if (!enabled || settings === undefined) return undefined;
  const estimate = shownLenderEstimate(car, { settings, currentYear });
  const lender = car.finance_lenders[settings.lenderKey];
  if (!lender || !estimate) return undefined;
  return {
    monthlyText: formatMoney(estimate.monthly),
    advertisedRateText: rateText(estimate.advertisedRate),
    comparisonRateText: rateText(estimate.comparisonRate),
    termYears: estimate.termYears,
    // The lender's own wording describes its own figures; the provider's template is the fallback.
    disclaimer: lender.disclaimer ?? renderDisclaimer(settings),
  };
}

/** The summary strip for a car on a site that does (or does not) ask for quotes. */
export function summaryStripView(car: Car, siteRequestsQuotes: boolean): SummaryStripView {
  const estimate = estimateFromQuote(car.youxQuote, car.price);
  if (estimate) {
    return { kind: 'quote', weeklyText: formatMoney(estimate.weekly), advertisedRate: rateText(estimate.advertisedRate), comparisonRate: rateText(estimate.comparisonRate) };
  }
  if (shouldRequestQuote(siteRequestsQuotes, car)) return { kind: 'request', request: quoteRequest(car) };
  return { kind: 'none' };
}
