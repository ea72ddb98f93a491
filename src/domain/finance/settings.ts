/**
 * The shape of one finance provider's calculator and estimate settings, and the merge of a site's
 * overrides over it. Provider and site differences are data (spec 02 §5, §9), never branches.
 */
import type { RoundingRule } from './rounding';

/** An input's bounds and step. */
export interface NumberRange {
  min: number;
  max: number;
  step: number;
}

/** Purchase-price bounds: not clamped, explained by help text instead (spec 02 §5). */
export interface PriceBounds {
  min: number;
  max: number;
}

/** The slider variant of the calculator (amount on a range slider). */
export interface SliderSettings {
  step: number;
  min: number;
  max: number;
  /**
   * When set (e.g. 1.05), a car priced above `max` gets a slider up to this share of its
   * price, so the car's own price fits on the slider; null or absent turns this off.
   */
  priceShareCap?: number | null;
  /** Establishment fee in the slider variant; absent means the provider's fee. */
  establishmentFee?: number;
}

/** One fee listed as included in the repayments (shown in the disclaimer). */
export interface IncludedFee {
  label: string;
  amount: number;
  /** Recurring fees name their period ("monthly account administration fee" is per month). */
  per?: 'month';
}

/** Lender-record figures an estimate can require to be present. */
export type LenderFigure = 'comparisonRate' | 'paymentWeek' | 'paymentMonth';

/** When the finance estimate box may show for a car (spec 02 §5). */
export interface EstimateRules {
  /** The car's year must be newer than the current year minus this. */
  maxAgeYears?: number;
  /** The car's price must be above this. */
  minPrice?: number;
  requireAvailable: boolean;
  /** Lender figures that must be present (payments above 0). */
  requiredFigures: readonly LenderFigure[];
  /** Makes never shown with an estimate (compared case-insensitively). */
  excludedMakes: readonly string[];
  /** Dealership ids never shown with an estimate. */
  excludedDealershipIds: readonly string[];
}

/** Lowest and highest comparison rate quoted by a provider, in percent. */
export interface ComparisonRateRange {
  from: number;
  to: number;
}

/** One finance provider's record. */
export interface FinanceProvider {
  id: string;
  /** Neutral display label. */
  label: string;
  /** Key of this provider's record in a car's finance_lenders. */
  lenderKey: string;
  price: PriceBounds;
  term: NumberRange;
  interest: NumberRange;
  deposit: NumberRange;
  residual: NumberRange;
  defaultInterest: number;
  defaultTerm: number;
  establishmentFee: number;
  rounding: RoundingRule;
  slider: SliderSettings;
  /** Placeholders: {termYears}, {loanAmount}, {comparisonRateRange}, {includedFees}, {phone}. */
  disclaimerTemplate: string;
  /** The national finance number a disclaimer may quote as {phone}. */
  phone?: string;
  comparisonRateRange?: ComparisonRateRange;
  includedFees: readonly IncludedFee[];
  estimate: EstimateRules;
}

/** A provider record with a site's overrides applied: what every finance function takes. */
export type FinanceSettings = FinanceProvider;

/** What a site may override; nested records merge field by field. */
export interface FinanceSiteOverrides {
  lenderKey?: string;
  price?: Partial<PriceBounds>;
  term?: Partial<NumberRange>;
  interest?: Partial<NumberRange>;
  deposit?: Partial<NumberRange>;
  residual?: Partial<NumberRange>;
  defaultInterest?: number;
  defaultTerm?: number;
  establishmentFee?: number;
  rounding?: RoundingRule;
  slider?: Partial<SliderSettings>;
  disclaimerTemplate?: string;
  phone?: string;
  comparisonRateRange?: ComparisonRateRange;
  includedFees?: readonly IncludedFee[];
  estimate?: Partial<EstimateRules>;
}

/** Applies a site's overrides over a provider record; returns a new object, inputs untouched. */
export function mergeFinanceSettings(provider: FinanceProvider, overrides: FinanceSiteOverrides = {}): FinanceSettings {
  const { price, term, interest, deposit, residual, slider, estimate, ...scalars } = overrides;
  return {
    ...provider,
    ...definedOnly(scalars),
    price: { ...provider.price, ...definedOnly(price) },
    term: { ...provider.term, ...definedOnly(term) },
    interest: { ...provider.interest, ...definedOnly(interest) },
    deposit: { ...provider.deposit, ...definedOnly(deposit) },
    residual: { ...provider.residual, ...definedOnly(residual) },
    slider: { ...provider.slider, ...definedOnly(slider) },
    estimate: { ...provider.estimate, ...definedOnly(estimate) },
  };
}

// An override written as `undefined` (an optional config field left out) must not erase the base value.
function definedOnly<T extends object>(record: T | undefined): Partial<T> {
  if (record === undefined) return {};
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Partial<T>;
}
