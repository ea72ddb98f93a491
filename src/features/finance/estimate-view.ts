/**
 * What the finance estimate box and the finance summary strip show for a car, from the car's one
 * finance figure (domain/finance/car-figure.ts): the box where the site shows estimates, else the
 * strip; a strip that asks for a quote in the browser makes its figure with the same function.
 * Every advertised rate carries its comparison rate and the site's warning.
 */
import { interpolate } from '../../config/interpolate';
import type { Translate } from '../../config/messages';
import type { Car } from '../../domain/car';
import {
  carFinanceFigure,
  formatMoney,
  quoteRequest,
  renderDisclaimer,
  roundTo2,
  shouldRequestQuote,
  type CarFinanceFigure,
  type FigureContext,
  type FigureRules,
  type FinanceSettings,
  type Frequency,
  type QuoteRequest,
} from '../../domain/finance';

/** A figure's words, as the box, strip, print sheet and PDF show them. */
export interface FigureText {
  /** "$148.05". */
  repayment: string;
  /** "per week". */
  per: string;
  /** "7.99% p.a. advertised · 8.49% p.a. comparison". */
  rates: string;
  advertisedRate: string;
  comparisonRate: string;
  /** "Based on a price of $40,000, a 5 year term, a $4,000 deposit and a $12,000 final payment." */
  basis: string;
  /** The site's comparison rate warning. */
  warning: string;
}

/** The wording a figure needs, resolved from the site's messages (serialisable for the strip island). */
export interface FigureWords {
  per: Record<Frequency, string>;
  /** "{rate}% p.a.". */
  rateValue: string;
  /** "{advertised}% p.a. advertised · {comparison}% p.a. comparison". */
  rates: string;
  basis: string;
  basisNoBalloon: string;
  warning: string;
}

/** The estimate box island's props: the figure's words and the box's own. */
export interface FinanceEstimateBoxProps {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  heading: string;
  figure: FigureText;
  /** Screen-reader name of the figure ("Repayment"). */
  figureName: string;
  advertisedRateLabel: string;
  comparisonRateLabel: string;
  disclaimerButton: string;
  disclaimerHeading: string;
  disclaimer: string;
  close: string;
}

/** The summary strip island's props: a figure's lines, or a quote to ask for with the offer to calculate meanwhile. */
export type FinanceSummaryStripProps = {
  /** The link to the calculator on the same page. */
  link: { href: string; label: string };
  /** "From {amount} {per}". */
  from: string;
} & (
  | { figure: FigureText }
  | {
      request: QuoteRequest;
      words: FigureWords;
      rules: FigureRules;
      /** The offer to calculate, shown until a quote arrives (or when none does). */
      fallback: string;
      /** Lines with the widest likely figures, invisible, holding the room a quote will take. */
      placeholder: FigureText;
    }
);

/** A rate as the finance copy shows it: 2 decimals ("9.24"). */
export function rateText(rate: number | undefined): string | undefined {
  return rate === undefined || !Number.isFinite(rate) ? undefined : roundTo2(rate).toFixed(2);
}

/** The site's wording for figures. */
export function figureWords(t: Translate, warning: string): FigureWords {
  return {
    per: {
      weekly: t('financeUi.per.weekly'),
      fortnightly: t('financeUi.per.fortnightly'),
      monthly: t('financeUi.per.monthly'),
    },
    rateValue: t('finance.comparisonRateValue'),
    rates: t('financeUi.summaryRates'),
    basis: t('financeUi.estimateBasis'),
    basisNoBalloon: t('financeUi.estimateBasisNoBalloon'),
    warning,
  };
}

/** A figure in words: the repayment, its frequency, both rates, its basis and the warning. */
export function figureText(figure: CarFinanceFigure, words: FigureWords): FigureText {
  const advertised = rateText(figure.rate) ?? '';
  const comparison = rateText(figure.comparisonRate) ?? '';
  const { inputs } = figure;
  const basis = interpolate(inputs.residual > 0 ? words.basis : words.basisNoBalloon, {
    price: formatMoney(inputs.amount),
    termYears: String(inputs.termYears),
    deposit: formatMoney(inputs.deposit),
    balloon: formatMoney(inputs.residual),
  });
  return {
    repayment: formatMoney(figure.repayment),
    per: words.per[inputs.frequency],
    rates: interpolate(words.rates, { advertised, comparison }),
    advertisedRate: interpolate(words.rateValue, { rate: advertised }),
    comparisonRate: interpolate(words.rateValue, { rate: comparison }),
    basis,
    warning: words.warning,
  };
}

/** Where a car's figure is shown in the sidebar: the estimate box (site shows estimates), else the strip. */
export interface FinanceSummaryPlacement {
  box?: FinanceEstimateBoxProps;
  strip?: FinanceSummaryStripProps;
}

/** The site's finance facts the sidebar summary needs. */
export interface FinanceSummarySite {
  t: Translate;
  context: FigureContext | undefined;
  settings: FinanceSettings | undefined;
  /** The estimate box is on (`finance.estimate`). */
  box: boolean;
  /** Cars without a quote ask for one in the browser (`finance.quote`). */
  requestsQuotes: boolean;
  warning: string;
  calculatorHref: string;
}

/** The box or the strip for a car (never both: they would show one figure twice), or neither. */
export function financeSummaryFor(car: Car, site: FinanceSummarySite): FinanceSummaryPlacement {
  const { t, context, settings } = site;
  if (!context || !settings) return {};
  const figure = carFinanceFigure(car, context);
  const words = figureWords(t, site.warning);
  const link = { href: site.calculatorHref, label: t('financeUi.summaryLink') };
  const from = t('finance.estimateFrom');
  if (figure && site.box) return { box: estimateBoxProps(car.id, figure, words, settings, t) };
  if (figure) return { strip: { link, from, figure: figureText(figure, words) } };
  if (!shouldRequestQuote(site.requestsQuotes, car)) return {};
  const { frequency } = context;
  const { establishmentFee, rounding } = settings;
  return {
    strip: {
      link,
      from,
      request: quoteRequest(car),
      words,
      rules: { frequency, establishmentFee, rounding },
      fallback: t('financeUi.summaryFallback'),
      placeholder: { ...PLACEHOLDER, per: words.per[frequency], warning: words.warning },
    },
  };
}

/** Stand-in lines that take the room of a real quote's until one arrives. */
const PLACEHOLDER = {
  repayment: '$9,999.99',
  rates: '99.99% p.a. advertised · 99.99% p.a. comparison',
  advertisedRate: '99.99% p.a.',
  comparisonRate: '99.99% p.a.',
  basis: 'Based on a price of $999,999, a 5 year term, a $99,999 deposit and a $99,999 final payment.',
};

/** The estimate box's props for a car's figure, worded by the site. */
export function estimateBoxProps(
  carId: string,
  figure: CarFinanceFigure,
  words: FigureWords,
  settings: FinanceSettings,
  t: Translate,
): FinanceEstimateBoxProps {
  return {
    id: `fc-estimate-${carId}`,
    heading: t('financeUi.estimateHeading'),
    figure: figureText(figure, words),
    figureName: t('finance.repayment'),
    advertisedRateLabel: t('finance.advertisedRate'),
    comparisonRateLabel: t('finance.comparisonRate'),
    disclaimerButton: t('financeUi.estimateDisclaimerButton'),
    disclaimerHeading: t('financeUi.disclaimerHeading'),
    // The lender's own wording describes its own figures; the provider's template is the fallback.
    disclaimer: figure.disclaimer ?? renderDisclaimer(settings),
    close: t('financeUi.close'),
  };
}
