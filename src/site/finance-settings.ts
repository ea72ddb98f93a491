/**
 * The site config's `finance` block mapped onto the domain's provider settings: the provider
 * record named by `finance.provider`, with only the figures the site actually wrote laid over it
 * (a field left out keeps the provider's figure).
 */
import type { SiteConfig } from '../config';
import {
  anchorSliderAt,
  ESTIMATE_RULE_PRESETS,
  financeProvider,
  fitToSlider,
  mergeFinanceSettings,
  sliderAmountBounds,
  sliderEstablishmentFee,
  type SliderBounds,
  type FigureContext,
  type EstimateRules,
  type FinanceSettings,
  type FinanceSiteOverrides,
  type Frequency,
} from '../domain/finance';
import { calendarOf, type Moment } from '../domain/now';

/** The config's finance block (after parsing and defaults). */
export type FinanceConfig = SiteConfig['finance'];

/** What the calculator starts from beyond the provider settings. */
export interface CalculatorStart {
  /** Amount used when there is no car, or the car has no price. */
  defaultAmount: number;
  defaultFrequency: Frequency;
}

/** A site's finance settings: its provider record with the site's overrides; undefined without a provider. */
export function financeSettingsForConfig(finance: FinanceConfig): FinanceSettings | undefined {
  const record = finance.provider === null ? undefined : financeProvider(finance.provider);
  if (record === undefined) return undefined;
  const { estimate, ...overrides } = financeOverridesFromConfig(finance, record.estimate);
  // The estimate rules are whole (a named rule replaces the provider's, limits included), never merged field by field.
  return {
    ...mergeFinanceSettings(record, overrides),
    estimate: estimate === undefined ? record.estimate : { ...record.estimate, ...estimate },
  };
}

/** The site's overrides as the domain merges them; absent config fields stay undefined (ignored by the merge). */
export function financeOverridesFromConfig(
  finance: FinanceConfig,
  providerEstimate: EstimateRules,
): FinanceSiteOverrides {
  const { calculator: calc, slider } = finance;
  return {
    lenderKey: finance.lenderKey,
    price: calc.price === undefined ? undefined : { min: calc.price.min, max: calc.price.max },
    term: calc.term,
    interest: calc.interest,
    deposit: calc.deposit,
    residual: calc.residual,
    defaultInterest: calc.defaultInterest,
    defaultTerm: calc.defaultTerm,
    establishmentFee: calc.establishmentFee,
    rounding: calc.rounding,
    slider,
    disclaimerTemplate: finance.disclaimer,
    phone: finance.phone,
    estimate: finance.estimate === false ? undefined : tunedEstimate(finance.estimate, providerEstimate),
  };
}

type EstimateConfig = Exclude<FinanceConfig['estimate'], false>;

/**
 * The estimate rules: the named preset, else the provider's own rules; a site's age and price
 * limits replace the rule's only where the rule has such a limit (a rule without one stays without).
 */
function tunedEstimate(config: EstimateConfig, providerEstimate: EstimateRules): EstimateRules {
  const base = config.rule === undefined ? providerEstimate : ESTIMATE_RULE_PRESETS[config.rule];
  return {
    ...base,
    maxAgeYears: base.maxAgeYears === undefined ? undefined : (config.maxAgeYears ?? base.maxAgeYears),
    minPrice: base.minPrice === undefined ? undefined : (config.minPrice ?? base.minPrice),
    excludedMakes: config.excludedMakes,
    excludedDealershipIds: config.excludedDealershipIds,
  };
}

/** The calculator's starting amount and frequency from the config. */
export function calculatorStartFor(finance: FinanceConfig): CalculatorStart {
  return { defaultAmount: finance.calculator.defaultAmount, defaultFrequency: finance.calculator.defaultFrequency };
}

/** The slider variant's amount slider for a car: its bounds, the amount placed on it, and the settings it computes with. */
export interface AmountSlider {
  bounds: SliderBounds;
  amount: number;
  /** The site's settings with the slider variant's establishment fee, and the purchase-price bounds of the slider. */
  settings: FinanceSettings;
}

/**
 * The amount slider when the site uses the slider variant (`finance.calculator.variant: slider`),
 * else undefined: step 500 from the provider's minimum to 100000, or 105% of a high-priced car's
 * price where `finance.slider.priceShareCap` says so, and the variant's own fee (1300 for one provider).
 * `onPrice` anchors the steps at the car's price (a car with a finance figure opens on it).
 */
export function amountSliderFor(
  finance: FinanceConfig,
  settings: FinanceSettings,
  amount: number,
  carPrice?: number,
  onPrice = false,
): AmountSlider | undefined {
  if (finance.calculator.variant !== 'slider') return undefined;
  const usual = sliderAmountBounds(settings.slider, carPrice);
  // A car with a finance figure starts on its own price, so its steps pass through it.
  const bounds = onPrice && carPrice !== undefined ? anchorSliderAt(usual, carPrice) : usual;
  return {
    bounds,
    amount: fitToSlider(amount, bounds),
    settings: {
      ...settings,
      establishmentFee: sliderEstablishmentFee(settings),
      price: { min: bounds.min, max: bounds.max },
    },
  };
}

/** True when the site shows the estimate box (it is switched on and there is a provider). */
export function estimateEnabled(finance: FinanceConfig): boolean {
  return finance.estimate !== false && finance.provider !== null;
}

/**
 * The year a car's age is counted from: a Date's own (the browser's) year; at build, the year where
 * the finance rules apply (Australia/Brisbane; the Australian zones differ by hours, so at most on New Year's Eve).
 */
function yearOf(now: Moment): number {
  return now instanceof Date ? now.getFullYear() : calendarOf(now, 'year', FINANCE_YEAR_TIME_ZONE).year;
}

const FINANCE_YEAR_TIME_ZONE = 'Australia/Brisbane';

/** What a car's one finance figure is made with on this site (its settings, frequency and switches); undefined without a provider. */
export function figureContextFor(finance: FinanceConfig, now: Moment): FigureContext | undefined {
  const settings = financeSettingsForConfig(finance);
  return (
    settings && {
      settings,
      currentYear: yearOf(now),
      frequency: finance.calculator.defaultFrequency,
      lenderEstimates: estimateEnabled(finance),
    }
  );
}

/** The figure context for cards, when the site shows the estimate on cards too (`finance.estimate.onCards`). */
export function cardEstimateContext(finance: FinanceConfig, now: Moment): FigureContext | undefined {
  if (!estimateEnabled(finance) || finance.estimate === false || !finance.estimate.onCards) return undefined;
  return figureContextFor(finance, now);
}
