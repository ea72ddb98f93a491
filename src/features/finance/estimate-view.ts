/**
 * What the finance estimate box and the finance summary strip show for a car, decided at build
 * time from the domain rules: the lender estimate only when the provider's availability rules hold
 * (spec 02 §5), and the quote estimate from the car's quote, or a quote to ask for (spec 02 §7).
 */
import type { Translate } from '../../config/messages';
import type { Car, FinanceQuote } from '../../domain/car';
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

/** The estimate box island's props: its figures and words, as text prepared at build time. */
export interface FinanceEstimateBoxProps {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  heading: string;
  monthlyText: string;
  perMonth: string;
  /** Screen-reader name of the figure ("Monthly Repayment"). */
  figureName: string;
  advertisedRateLabel: string;
  /** The advertised rate ("8.49% p.a.", or "—" when unknown). */
  advertisedRate: string;
  comparisonRateLabel: string;
  comparisonRate: string;
  /** "Based on a 5 year term", when the lender gives the term. */
  basis?: string;
  disclaimerButton: string;
  disclaimerHeading: string;
  disclaimer: string;
  close: string;
}

/** The summary strip: a quote's figures as text, or a quote to ask the lead API for. */
export type SummaryStripView =
  | { kind: 'quote'; weeklyText: string; advertisedRate?: string; comparisonRate?: string }
  | { kind: 'request'; request: QuoteRequest }
  | { kind: 'none' };

/** The strip's wording: templates with {amount}, and {advertised} and {comparison}. */
export interface StripText {
  weekly: string;
  rates: string;
}

/** The strip's two lines: "From $X per week" and the rates (empty when a rate is missing). */
export interface StripLines {
  weekly: string;
  rates: string;
}

/** The summary strip island's props: a quote's lines, or a quote to ask for with the offer to calculate meanwhile. */
export type FinanceSummaryStripProps = {
  /** The link to the calculator on the same page. */
  link: { href: string; label: string };
} & (
  | { lines: StripLines }
  | {
      request: QuoteRequest;
      text: StripText;
      /** The offer to calculate, shown until a quote arrives (or when none does). */
      fallback: string;
      /** Lines with the widest likely figures, invisible, holding the room a quote will take. */
      placeholder: StripLines;
    }
);

/** Stand-in figures that take the room of a real quote's until one arrives. */
const PLACEHOLDER = { weekly: '$9,999.99', rate: '99.99' };

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

/** The estimate box's props for a car's view (estimateBoxView), worded by the site. */
export function estimateBoxProps(carId: string, view: EstimateBoxView, t: Translate): FinanceEstimateBoxProps {
  const rate = (value: string | undefined) => (value === undefined ? '—' : t('finance.comparisonRateValue', { rate: value }));
  return {
    id: `fc-estimate-${carId}`,
    heading: t('financeUi.estimateHeading'),
    monthlyText: view.monthlyText,
    perMonth: t('financeUi.estimatePerMonth'),
    figureName: t('finance.monthlyRepayment'),
    advertisedRateLabel: t('finance.advertisedRate'),
    advertisedRate: rate(view.advertisedRateText),
    comparisonRateLabel: t('finance.comparisonRate'),
    comparisonRate: rate(view.comparisonRateText),
    ...(view.termYears !== undefined ? { basis: t('financeUi.estimateBasis', { termYears: view.termYears }) } : {}),
    disclaimerButton: t('financeUi.estimateDisclaimerButton'),
    disclaimerHeading: t('financeUi.disclaimerHeading'),
    disclaimer: view.disclaimer,
    close: t('financeUi.close'),
  };
}

/** The strip's lines for figures already formatted. */
export function stripLines(text: StripText, weeklyText: string, advertised?: string, comparison?: string): StripLines {
  return {
    weekly: text.weekly.replace('{amount}', weeklyText),
    rates: advertised && comparison ? text.rates.replace('{advertised}', advertised).replace('{comparison}', comparison) : '',
  };
}

/** The strip's lines for a quote the browser was given, or undefined when it makes no estimate. */
export function stripLinesForQuote(text: StripText, quote: FinanceQuote | undefined, price: number): StripLines | undefined {
  const estimate = estimateFromQuote(quote, price);
  return estimate && stripLines(text, formatMoney(estimate.weekly), rateText(estimate.advertisedRate), rateText(estimate.comparisonRate));
}

/** The summary strip's props for a car, worded by the site; undefined when it shows nothing. */
export function summaryStripProps(car: Car, siteRequestsQuotes: boolean, t: Translate, calculatorHref: string): FinanceSummaryStripProps | undefined {
  const view = summaryStripView(car, siteRequestsQuotes);
  const text = { weekly: t('finance.estimatePerWeek'), rates: t('financeUi.summaryRates') };
  const link = { href: calculatorHref, label: t('financeUi.summaryLink') };
  if (view.kind === 'quote') return { link, lines: stripLines(text, view.weeklyText, view.advertisedRate, view.comparisonRate) };
  if (view.kind === 'none') return undefined;
  return {
    link,
    request: view.request,
    text,
    fallback: t('financeUi.summaryFallback'),
    placeholder: stripLines(text, PLACEHOLDER.weekly, PLACEHOLDER.rate, PLACEHOLDER.rate),
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
