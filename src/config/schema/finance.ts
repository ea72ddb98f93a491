/** Finance: provider, calculator bounds, quotes, estimates and budget search (spec 02 §5, §9). */
import * as v from 'valibot';
import { COMPARISON_WARNING } from '../../domain/finance/providers';
import { between, feature, integer, maybe, text, toggle, withDefault } from './helpers';

/** Finance provider records a site can name (the domain's neutral ids). */
export const FINANCE_PROVIDER_NAMES = [
  'provider-a',
  'provider-b',
  'provider-c',
  'provider-d',
  'provider-e',
  'provider-f',
  'provider-g',
] as const;
/** How a computed repayment is rounded. */
export const ROUNDING_RULES = ['nearest', 'up', 'price-compare'] as const;
/** Which per-provider rule decides whether a lender estimate is shown (spec 02 §5). */
export const ESTIMATE_RULES = [
  'recent-with-comparison-rate',
  'available',
  'weekly-payment',
  'monthly-payment',
] as const;
/** Repayment frequencies. */
export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
/** How the calculator takes the purchase price: a typed field, or the slider variant (spec 02 §5). */
export const CALCULATOR_VARIANTS = ['field', 'slider'] as const;

/**
 * A range the site may narrow or widen: each bound left out keeps the provider record's figure,
 * so a provider's own bounds apply unless the site says otherwise.
 */
const range = (what: string) =>
  v.strictObject({
    min: maybe(v.number(), `Lowest ${what}; absent = the provider's.`),
    max: maybe(v.number(), `Highest ${what}; absent = the provider's.`),
    step: maybe(v.pipe(v.number(), v.gtValue(0)), `Step of the ${what} input; absent = the provider's.`),
  });

const calculatorSchema = v.strictObject({
  variant: withDefault(
    v.picklist(CALCULATOR_VARIANTS),
    'field',
    "How the purchase price is entered: a typed field, or an amount slider (the slider variant: finance.slider's step, bounds and fee).",
  ),
  price: maybe(range('purchase price'), 'Purchase price bounds (provider: min 1000, or 5000 for some; max 250000).'),
  term: maybe(range('loan term in years'), 'Loan term bounds in years (provider: 1–7, step 0.5; max 5 on some sites).'),
  interest: maybe(
    range('interest rate (%)'),
    'Interest bounds in % (provider: 0.5–15, or 7.5–14.5; 4–20, 5.99–15.99 or 9.95–19.95 on some sites).',
  ),
  deposit: maybe(range('deposit / trade-in'), 'Deposit / trade-in bounds (provider: 0–250000, step 0.5).'),
  residual: maybe(range('residual'), 'Residual (balloon) bounds (provider: 0–250000, step 0.5).'),
  defaultAmount: withDefault(integer(0), 30000, 'Amount used when the car has no price (and on /finance).'),
  defaultInterest: maybe(
    between(0, 100),
    "Interest rate (%) the calculator starts at; absent = the provider's (8.5, or 10).",
  ),
  defaultTerm: maybe(
    between(0.5, 30),
    'Term in years the calculator starts at (provider: 5; 6 on some sites); a lender term wins.',
  ),
  defaultFrequency: withDefault(v.picklist(FREQUENCIES), 'weekly', 'Repayment frequency the calculator starts at.'),
  establishmentFee: maybe(
    between(0, 100000),
    "Establishment fee added to the loan; absent = the provider's (1360.5 for one lender type, else 0).",
  ),
  rounding: maybe(
    v.picklist(ROUNDING_RULES),
    "Repayment rounding: nearest, up, or price-compare; absent = the provider's.",
  ),
});

const sliderSchema = v.strictObject({
  step: maybe(v.pipe(v.number(), v.gtValue(0)), "Amount step of the slider variant; absent = the provider's (500)."),
  min: maybe(integer(0), "Lowest amount; absent = the provider's (1000, or 5000 for some providers)."),
  max: maybe(integer(1), "Highest amount; absent = the provider's (100000)."),
  priceShareCap: maybe(
    v.nullable(between(1, 2)),
    'For high-priced cars, the maximum becomes this share of the price (1.05 = 105%); null turns the rule off.',
  ),
  establishmentFee: maybe(
    between(0, 100000),
    "Establishment fee in the slider variant; absent = the provider's (1300 for one provider).",
  ),
});

const budgetSchema = v.strictObject({
  quickPicks: withDefault(
    v.array(integer(0)),
    [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000],
    'Suggested amounts on money inputs (e.g. 300000–800000 on one site).',
  ),
  frequency: withDefault(v.picklist(['weekly', 'monthly']), 'monthly', 'Repayment frequency of the budget box.'),
  defaultRepayment: maybe(integer(0, 1000000), 'Starting repayment; default 600 when monthly, 200 otherwise.'),
  defaultDeposit: withDefault(integer(0, 1000000), 2000, 'Starting deposit.'),
  termYears: withDefault(integer(1, 10), 5, 'Loan term the budget assumes.'),
  minPrice: withDefault(integer(0), 1000, 'Budget searches only cars priced above this.'),
});

/** The `finance` block. */
export const financeSchema = v.strictObject({
  provider: withDefault(
    v.nullable(v.picklist(FINANCE_PROVIDER_NAMES)),
    null,
    'Finance provider record (provider-a … provider-g), or null for none; the calculator and estimates need one.',
  ),
  lenderKey: maybe(text, "Key of this provider's record in a car's finance_lenders; absent = the provider id."),
  calculator: withDefault(calculatorSchema, {}, 'Finance calculator bounds and defaults.'),
  slider: withDefault(sliderSchema, {}, 'Slider-variant calculator settings.'),
  quote: toggle(false, 'Ask POST /api/youx/quote for a quote when a car has none and a price above 0.'),
  estimate: feature(
    {
      rule: maybe(
        v.picklist(ESTIMATE_RULES),
        "When a lender estimate shows (spec 02 §5 provider rules); absent = the provider's rule.",
      ),
      maxAgeYears: maybe(
        integer(1, 50),
        'Rules with an age limit: car year must be newer than this many years ago (12).',
      ),
      minPrice: maybe(integer(0), 'Rules with a price limit: price must be above this (500).'),
      onCards: toggle(
        false,
        'Also show the estimate (monthly, both rates) on vehicle cards: home, search results, similar cars.',
      ),
      excludedMakes: withDefault(v.array(text), [], 'Makes never shown with an estimate.'),
      excludedDealershipIds: withDefault(v.array(text), [], 'Dealerships never shown with an estimate.'),
    },
    false,
    'Finance estimate box (monthly repayment, advertised and comparison rate).',
  ),
  disclaimer: maybe(
    text,
    "Finance disclaimer template ({termYears}, {loanAmount}, {comparisonRateRange}, {includedFees}, {phone}); absent = the provider's.",
  ),
  comparisonWarning: withDefault(
    text,
    COMPARISON_WARNING,
    'The warning shown beside every advertised rate and its comparison rate (cards, estimate box, strip, calculator, print).',
  ),
  phone: maybe(text, 'National 1300 finance number quoted in the disclaimer.'),
  requireSignIn: toggle(false, 'Gate the finance page behind sign-in (/sign-in?type=finance).'),
  budget: withDefault(budgetSchema, {}, 'Budget search box settings.'),
});
