/**
 * The finance calculator island's props, prepared at build time: the model's setup, the fields it
 * starts with and the slider variant's bounds. Plain data, serialised into each page that shows a
 * calculator, so it holds only what the island renders; its words (`calculatorLabels`) travel in its code.
 */
import type { Car } from '../../domain/car';
import {
  carFinanceFigure,
  defaultCalculatorInputs,
  formatMoney,
  FREQUENCY_ORDER,
  renderDisclaimer,
  shortenDisclaimer,
  shouldRequestQuote,
  type Frequency,
} from '../../domain/finance';
import { financeLink, financePaths, vehiclePath } from '../../paths';
import type { Site } from '../../site/site.server';
import {
  calculatorSetup,
  fieldsFromInputs,
  setupForFigure,
  type CalculatorFields,
  type CalculatorSetup,
  type RangeField,
} from './calculator-model';
import {
  amountSliderFor,
  calculatorStartFor,
  figureContextFor,
  financeSettingsForConfig,
} from '../../site/finance-settings';
import { calculatorText } from './text';
import type { Moment } from '../../domain/now';

/** Where the calculator's button goes: the car's page, the per-car finance page (or its modal), or /finance. */
export interface CalculatorLink {
  href: string;
  label: string;
  /** The link asks the page's finance enquiry modal to open (it still goes to `href` without JavaScript). */
  enquiry: boolean;
}

/** The slider variant's amount slider: its steps and the words at its ends. */
export interface CalculatorSlider {
  min: number;
  max: number;
  step: number;
  /** "Min $1,000". */
  minText: string;
  /** "Max $100,000". */
  maxText: string;
}

/** Every word the calculator shows besides the model's figures. */
export interface CalculatorLabels {
  heading: string;
  intro: string;
  amount: string;
  fields: Record<RangeField, string>;
  /** The term's unit at 1 ("year") and otherwise ("years"). */
  year: string;
  years: string;
  percent: string;
  frequency: string;
  frequencies: Record<Frequency, string>;
  result: string;
  /** The note under "Enquire for Finance". */
  totalHidden: string;
  /** The note under a lender's quoted repayment. */
  lenderFigure: string;
  /** The note once the shopper has changed an input: the result is their own estimate. */
  ownEstimate: string;
  /** The site's comparison rate warning, under the comparison rate. */
  warning: string;
  total: string;
  comparisonRate: string;
  disclaimerHeading: string;
  showMore: string;
  showLess: string;
}

/** The calculator island's props (its words, the same on every page of a site, travel in its code: `calculatorLabels`). */
export interface FinanceCalculatorProps {
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  setup: CalculatorSetup;
  /** The fields and frequency it starts with. */
  start: { fields: CalculatorFields; frequency: Frequency };
  /** Present on sites with the slider variant. */
  slider?: CalculatorSlider;
  link?: CalculatorLink;
  /** The disclaimer, shortened; `full` only when the short one was cut. */
  disclaimer?: { short: string; full?: string };
}

/** Where the calculator sits and what its button does. */
export interface CalculatorPlacement {
  /** The car it is for; none on /finance. */
  car?: Car;
  /** Link to the car's own page (when the calculator is shown away from it). */
  linkToCar?: boolean;
  /** Without a car, link to /finance (off on /finance itself). */
  showFinanceLink?: boolean;
  idPrefix?: string;
  /** Apply for Finance opens the page's finance enquiry modal instead of leaving. */
  enquiryModal?: boolean;
}

/** The calculator's props for a site and placement; undefined when the site has no finance provider. */
export function financeCalculatorProps(
  site: Pick<Site, 't' | 'config'> & { clock: Moment },
  placement: CalculatorPlacement = {},
): FinanceCalculatorProps | undefined {
  const { car, linkToCar = false, showFinanceLink = true, idPrefix = 'fc-calc', enquiryModal = false } = placement;
  const { t, config } = site;
  const siteSettings = financeSettingsForConfig(config.finance);
  if (!siteSettings) return undefined;
  const start = calculatorStartFor(config.finance);
  const lender = car ? car.finance_lenders[siteSettings.lenderKey] : undefined;
  const carPrice = car?.price !== undefined && car.price > 0 ? car.price : undefined;
  // The car's one finance figure (issue 21): the calculator opens on exactly its inputs.
  const context = figureContextFor(config.finance, site.clock);
  const figure = car && context && carFinanceFigure(car, context);
  // The slider variant places the amount on its steps and computes with its own fee. The steps pass
  // through the price of a car with a figure, and of one whose figure a quote will bring in the
  // browser (its figure is for the car's price), so the slider can stand on that figure either way.
  const figureComing = car !== undefined && shouldRequestQuote(config.finance.quote, car);
  const slider = amountSliderFor(
    config.finance,
    siteSettings,
    carPrice ?? start.defaultAmount,
    carPrice,
    figure !== undefined || figureComing,
  );
  const settings = slider?.settings ?? siteSettings;
  const inputs =
    figure?.inputs ?? defaultCalculatorInputs(settings, slider?.amount ?? carPrice ?? start.defaultAmount, lender);
  const baseSetup = calculatorSetup(settings, calculatorText(t), { price: carPrice, lender });
  const disclaimer = renderDisclaimer(settings);
  const short = shortenDisclaimer(disclaimer);
  const link: CalculatorLink | undefined = car
    ? linkToCar
      ? { href: vehiclePath(car.slug), label: t('finance.viewCar'), enquiry: false }
      : { href: financeLink(car), label: t('finance.applyNow'), enquiry: enquiryModal }
    : showFinanceLink
      ? { href: financePaths.finance, label: t('financeUi.financeLink'), enquiry: false }
      : undefined;
  // Absent parts are left out rather than set to undefined: the props are serialised into the page.
  return {
    idPrefix,
    setup: figure ? setupForFigure(baseSetup, figure) : baseSetup,
    start: { fields: fieldsFromInputs(inputs, slider !== undefined), frequency: start.defaultFrequency },
    ...(slider && {
      slider: {
        ...slider.bounds,
        minText: t('financeUi.sliderMin', { amount: formatMoney(slider.bounds.min) }),
        maxText: t('financeUi.sliderMax', { amount: formatMoney(slider.bounds.max) }),
      },
    }),
    ...(link && { link }),
    ...(disclaimer ? { disclaimer: { short: short.text, ...(short.truncated ? { full: disclaimer } : {}) } } : {}),
  };
}

/**
 * Every word the calculator shows, the same wherever a site shows it: the build writes them once beside
 * the prepared data (`virtual:forecourt/calculator-labels`, calculator-labels-data.ts), so a car page's
 * HTML does not carry them.
 */
export function calculatorLabels(site: Pick<Site, 't' | 'config'>): CalculatorLabels {
  const { t, config } = site;
  return {
    heading: t('finance.calculator.heading'),
    intro: t('financeUi.calculatorIntro'),
    amount: t('finance.amount'),
    fields: {
      termYears: t('finance.term'),
      interest: t('finance.interest'),
      deposit: t('finance.deposit'),
      residual: t('finance.residual'),
    },
    year: t('financeUi.unitYear'),
    years: t('financeUi.unitYears'),
    percent: t('financeUi.unitPercent'),
    frequency: t('finance.frequency'),
    frequencies: Object.fromEntries(FREQUENCY_ORDER.map((f) => [f, t(`finance.frequency.${f}`)])) as Record<
      Frequency,
      string
    >,
    result: t('financeUi.resultHeading'),
    totalHidden: t('financeUi.totalHidden'),
    lenderFigure: t('financeUi.lenderFigure'),
    ownEstimate: t('financeUi.ownEstimate'),
    warning: config.finance.comparisonWarning,
    total: t('finance.total'),
    comparisonRate: t('finance.comparisonRate'),
    disclaimerHeading: t('financeUi.disclaimerHeading'),
    showMore: t('finance.showMore'),
    showLess: t('finance.showLess'),
  };
}
