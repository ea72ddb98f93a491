/**
 * One record per finance provider (spec 02 §5, §9). The spec names providers A–G only by
 * letter; their ids here are neutral (`provider-a` … `provider-g`). Which lettered provider carries
 * which variant figure (the 1360.5 fee, the 7.5–14.5 rates, the 5000 minimum) the spec leaves
 * open: the assignment below is data a site re-points with `lenderKey` and overrides.
 */
import { ESTIMATE_RULE_PRESETS } from './estimate-rules';
import type { FinanceProvider, FinanceSettings, FinanceSiteOverrides } from './settings';
import { mergeFinanceSettings } from './settings';

/** The comparison rate warning the National Credit Code asks beside every comparison rate (a site may reword it). */
export const COMPARISON_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.';

const GUIDE_ONLY =
  'Repayments shown are an estimate only and do not constitute a quote or an offer of finance. ' +
  "Finance is subject to the lender's credit approval criteria; fees, charges, terms and conditions apply.";

/** The disclaimer most providers use. */
export const DEFAULT_DISCLAIMER_TEMPLATE = `${GUIDE_ONLY} Comparison rate based on a {termYears} year secured loan of {loanAmount}. ${COMPARISON_WARNING}`;

/** Values every provider starts from (spec 02 §5, §9 defaults). */
const BASE = {
  price: { min: 1000, max: 250000 },
  term: { min: 1, max: 7, step: 0.5 },
  interest: { min: 0.5, max: 15, step: 0.5 },
  deposit: { min: 0, max: 250000, step: 0.5 },
  residual: { min: 0, max: 250000, step: 0.5 },
  defaultInterest: 8.5,
  defaultTerm: 5,
  establishmentFee: 0,
  rounding: 'nearest',
  slider: { step: 500, min: 1000, max: 100000 },
  disclaimerTemplate: DEFAULT_DISCLAIMER_TEMPLATE,
  includedFees: [],
  estimate: ESTIMATE_RULE_PRESETS.available,
} satisfies Omit<FinanceProvider, 'id' | 'label' | 'lenderKey'>;

function provider(id: string, label: string, differences: Partial<FinanceProvider> = {}): FinanceProvider {
  return { ...BASE, id, label, lenderKey: id, ...differences };
}

/** Every provider record, by id. */
export const FINANCE_PROVIDERS: Readonly<Record<string, FinanceProvider>> = Object.fromEntries(
  [
    provider('provider-a', 'Provider A', {
      establishmentFee: 1360.5,
      rounding: 'price-compare',
      comparisonRateRange: { from: 8.38, to: 19.42 },
      disclaimerTemplate: `${GUIDE_ONLY} Comparison rates range from {comparisonRateRange}, based on a {termYears} year secured loan of {loanAmount}. ${COMPARISON_WARNING}`,
      estimate: ESTIMATE_RULE_PRESETS['recent-with-comparison-rate'],
    }),
    provider('provider-b', 'Provider B', {
      interest: { min: 7.5, max: 14.5, step: 0.5 },
      defaultInterest: 10,
    }),
    provider('provider-c', 'Provider C', {
      price: { min: 5000, max: 250000 },
      slider: { step: 500, min: 5000, max: 100000, establishmentFee: 1300 },
    }),
    provider('provider-d', 'Provider D', { estimate: ESTIMATE_RULE_PRESETS['weekly-payment'] }),
    provider('provider-e', 'Provider E', {
      estimate: ESTIMATE_RULE_PRESETS['weekly-payment'],
      includedFees: [
        { label: 'establishment fee', amount: 395 },
        { label: 'vehicle security registration fee', amount: 6 },
        { label: 'account administration fee', amount: 8, per: 'month' },
        { label: 'dealer agency fee', amount: 912.25 },
      ],
      disclaimerTemplate: `${DEFAULT_DISCLAIMER_TEMPLATE} Repayments include {includedFees}.`,
    }),
    provider('provider-f', 'Provider F', { estimate: ESTIMATE_RULE_PRESETS['weekly-payment'] }),
    provider('provider-g', 'Provider G', {
      slider: { step: 500, min: 5000, max: 100000 },
      estimate: ESTIMATE_RULE_PRESETS['monthly-payment'],
    }),
  ].map((p) => [p.id, p]),
);

/** Ids of every provider, for the site config schema's picklist. */
export const FINANCE_PROVIDER_IDS: readonly string[] = Object.keys(FINANCE_PROVIDERS);

/** The provider record for an id, or undefined when no provider has it. */
export function financeProvider(id: string): FinanceProvider | undefined {
  return Object.hasOwn(FINANCE_PROVIDERS, id) ? FINANCE_PROVIDERS[id] : undefined;
}

/** A site's finance settings: its provider's record with the site's overrides; undefined without a provider. */
export function financeSettingsFor(
  providerId: string | undefined,
  overrides?: FinanceSiteOverrides,
): FinanceSettings | undefined {
  const record = providerId === undefined ? undefined : financeProvider(providerId);
  return record === undefined ? undefined : mergeFinanceSettings(record, overrides);
}
