/**
 * The per-provider finance estimate rules of spec 02 §5 as named presets (names as in the site
 * config's `finance.estimate.rule`), so a provider record or a site picks a rule by name and the
 * check itself stays one data-driven function (availability.ts).
 */
import type { EstimateRules } from './settings';

/** Names of the estimate rules. */
export const ESTIMATE_RULE_NAMES = [
  'recent-with-comparison-rate',
  'available',
  'weekly-payment',
  'monthly-payment',
] as const;
/** One estimate rule's name. */
export type EstimateRuleName = (typeof ESTIMATE_RULE_NAMES)[number];

const NO_EXCLUSIONS = { excludedMakes: [], excludedDealershipIds: [] } as const;

/**
 * Provider A: newer than 12 years, price above 500, available, comparison rate. B, C: available.
 * D, E, F: price above 500, available, weekly payment. G: price above 500, available, monthly payment.
 */
export const ESTIMATE_RULE_PRESETS: Readonly<Record<EstimateRuleName, EstimateRules>> = {
  'recent-with-comparison-rate': {
    maxAgeYears: 12,
    minPrice: 500,
    requireAvailable: true,
    requiredFigures: ['comparisonRate'],
    ...NO_EXCLUSIONS,
  },
  available: { requireAvailable: true, requiredFigures: [], ...NO_EXCLUSIONS },
  'weekly-payment': { minPrice: 500, requireAvailable: true, requiredFigures: ['paymentWeek'], ...NO_EXCLUSIONS },
  'monthly-payment': { minPrice: 500, requireAvailable: true, requiredFigures: ['paymentMonth'], ...NO_EXCLUSIONS },
};

/** A site's tuning of a preset: the age and price limits replace the preset's own only where it has them. */
export interface EstimateRuleTuning {
  maxAgeYears?: number;
  minPrice?: number;
  excludedMakes?: readonly string[];
  excludedDealershipIds?: readonly string[];
}

/** The rules of a named preset with a site's tuning applied. */
export function estimateRulesFor(name: EstimateRuleName, tuning: EstimateRuleTuning = {}): EstimateRules {
  const preset = ESTIMATE_RULE_PRESETS[name];
  return {
    ...preset,
    maxAgeYears: preset.maxAgeYears === undefined ? undefined : (tuning.maxAgeYears ?? preset.maxAgeYears),
    minPrice: preset.minPrice === undefined ? undefined : (tuning.minPrice ?? preset.minPrice),
    excludedMakes: tuning.excludedMakes ?? preset.excludedMakes,
    excludedDealershipIds: tuning.excludedDealershipIds ?? preset.excludedDealershipIds,
  };
}
