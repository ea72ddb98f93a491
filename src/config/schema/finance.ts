/** Finance: provider, calculator bounds, quotes, estimates and budget search (spec 02 §5, §9). */
import * as v from 'valibot';
import { COMPARISON_WARNING } from '../../domain/finance/providers';
import { between, feature, integer, maybe, text, toggle, withDefault } from './helpers';

/** Finance provider records a site can name (the domain's neutral ids). */
export const FINANCE_PROVIDER_NAMES = ['provider-a', 'provider-b', 'provider-c', 'provider-d', 'provider-e', 'provider-f', 'provider-g'] as const;
/** How a computed repayment is rounded. */
export const ROUNDING_RULES = ['nearest', 'up', 'price-compare'] as const;
/** Which per-provider rule decides whether a lender estimate is shown (spec 02 §5). */
export const ESTIMATE_RULES = ['recent-with-comparison-rate', 'available', 'weekly-payment', 'monthly-payment'] as const;
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
  /** How the purchase price is entered: a typed field, or an amount slider (the slider variant: finance.slider's step, bounds and fee). */
  variant: withDefault(v.picklist(CALCULATOR_VARIANTS), 'field', "How the purchase price is entered: a typed field, or an amount slider (the slider variant: finance.slider's step, bounds and fee)."),
  /** Purchase price bounds (provider: min 1000, or 5000 for some; max 250000). */
  price: maybe(range('purchase price'), 'Purchase price bounds (provider: min 1000, or 5000 for some; max 250000).'),
  /** Loan term bounds in years (provider: 1–7, step 0.5; max 5 on some sites). */
  term: maybe(range('loan term in years'), 'Loan term bounds in years (provider: 1–7, step 0.5; max 5 on some sites).'),
  /** Interest bounds in % (provider: 0.5–15, or 7.5–14.5; 4–20, 5.99–15.99 or 9.95–19.95 on some sites). */
  interest: maybe(range('interest rate (%)'), 'Interest bounds in % (provider: 0.5–15, or 7.5–14.5; 4–20, 5.99–15.99 or 9.95–19.95 on some sites).'),
  /** Deposit / trade-in bounds (provider: 0–250000, step 0.5). */
  deposit: maybe(range('deposit / trade-in'), 'Deposit / trade-in bounds (provider: 0–250000, step 0.5).'),
  /** Residual (balloon) bounds (provider: 0–250000, step 0.5). */
  residual: maybe(range('residual'), 'Residual (balloon) bounds (provider: 0–250000, step 0.5).'),
  /** Amount used when the car has no price (and on /finance). */
  defaultAmount: withDefault(integer(0), 30000, 'Amount used when the car has no price (and on /finance).'),
  /** Interest rate (%) the calculator starts at; absent = the provider's (8.5, or 10). */
  defaultInterest: maybe(between(0, 100), "Interest rate (%) the calculator starts at; absent = the provider's (8.5, or 10)."),
  /** Term in years the calculator starts at (provider: 5; 6 on some sites); a lender term wins. */
  defaultTerm: maybe(between(0.5, 30), 'Term in years the calculator starts at (provider: 5; 6 on some sites); a lender term wins.'),
  /** Repayment frequency the calculator starts at. */
  defaultFrequency: withDefault(v.picklist(FREQUENCIES), 'weekly', 'Repayment frequency the calculator starts at.'),
  /** Establishment fee added to the loan; absent = the provider's (1360.5 for one lender type, else 0). */
  establishmentFee: maybe(between(0, 100000), "Establishment fee added to the loan; absent = the provider's (1360.5 for one lender type, else 0)."),
  /** Repayment rounding: nearest, up, or price-compare; absent = the provider's. */
  rounding: maybe(v.picklist(ROUNDING_RULES), "Repayment rounding: nearest, up, or price-compare; absent = the provider's."),
});

const sliderSchema = v.strictObject({
  /** Amount step of the slider variant; absent = the provider's (500). */
  step: maybe(v.pipe(v.number(), v.gtValue(0)), "Amount step of the slider variant; absent = the provider's (500)."),
  /** Lowest amount; absent = the provider's (1000, or 5000 for some providers). */
  min: maybe(integer(0), "Lowest amount; absent = the provider's (1000, or 5000 for some providers)."),
  /** Highest amount; absent = the provider's (100000). */
  max: maybe(integer(1), "Highest amount; absent = the provider's (100000)."),
  /** For high-priced cars, the maximum becomes this share of the price (1.05 = 105%); null turns the rule off. */
  priceShareCap: maybe(v.nullable(between(1, 2)), 'For high-priced cars, the maximum becomes this share of the price (1.05 = 105%); null turns the rule off.'),
  /** Establishment fee in the slider variant; absent = the provider's (1300 for one provider). */
  establishmentFee: maybe(between(0, 100000), "Establishment fee in the slider variant; absent = the provider's (1300 for one provider)."),
});

const budgetSchema = v.strictObject({
  /** Suggested amounts on money inputs (e.g. 300000–800000 on one site). */
  quickPicks: withDefault(
    v.array(integer(0)),
    [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000],
    'Suggested amounts on money inputs (e.g. 300000–800000 on one site).',
  ),
  /** Repayment frequency of the budget box. */
  frequency: withDefault(v.picklist(['weekly', 'monthly']), 'monthly', 'Repayment frequency of the budget box.'),
  /** Starting repayment; default 600 when monthly, 200 otherwise. */
  defaultRepayment: maybe(integer(0, 1000000), 'Starting repayment; default 600 when monthly, 200 otherwise.'),
  /** Starting deposit. */
  defaultDeposit: withDefault(integer(0, 1000000), 2000, 'Starting deposit.'),
  /** Loan term the budget assumes. */
  termYears: withDefault(integer(1, 10), 5, 'Loan term the budget assumes.'),
  /** Budget searches only cars priced above this. */
  minPrice: withDefault(integer(0), 1000, 'Budget searches only cars priced above this.'),
});

/** The `finance` block. */
export const financeSchema = v.strictObject({
  /** Finance provider record (provider-a … provider-g), or null for none; the calculator and estimates need one. */
  provider: withDefault(
    v.nullable(v.picklist(FINANCE_PROVIDER_NAMES)),
    null,
    'Finance provider record (provider-a … provider-g), or null for none; the calculator and estimates need one.',
  ),
  /** Key of this provider's record in a car's finance_lenders; absent = the provider id. */
  lenderKey: maybe(text, "Key of this provider's record in a car's finance_lenders; absent = the provider id."),
  /** Finance calculator bounds and defaults. */
  calculator: withDefault(calculatorSchema, {}, 'Finance calculator bounds and defaults.'),
  /** Slider-variant calculator settings. */
  slider: withDefault(sliderSchema, {}, 'Slider-variant calculator settings.'),
  /** Ask POST /api/youx/quote for a quote when a car has none and a price above 0. */
  quote: toggle(false, 'Ask POST /api/youx/quote for a quote when a car has none and a price above 0.'),
  /** Finance estimate box (monthly repayment, advertised and comparison rate). */
  estimate: feature(
    {
      /** When a lender estimate shows (spec 02 §5 provider rules); absent = the provider's rule. */
      rule: maybe(v.picklist(ESTIMATE_RULES), "When a lender estimate shows (spec 02 §5 provider rules); absent = the provider's rule."),
      /** Rules with an age limit: car year must be newer than this many years ago (12). */
      maxAgeYears: maybe(integer(1, 50), 'Rules with an age limit: car year must be newer than this many years ago (12).'),
      /** Rules with a price limit: price must be above this (500). */
      minPrice: maybe(integer(0), 'Rules with a price limit: price must be above this (500).'),
      /** Also show the estimate (monthly, both rates) on vehicle cards: home, search results, similar cars. */
      onCards: toggle(false, 'Also show the estimate (monthly, both rates) on vehicle cards: home, search results, similar cars.'),
      /** Makes never shown with an estimate. */
      excludedMakes: withDefault(v.array(text), [], 'Makes never shown with an estimate.'),
      /** Dealerships never shown with an estimate. */
      excludedDealershipIds: withDefault(v.array(text), [], 'Dealerships never shown with an estimate.'),
    },
    false,
    'Finance estimate box (monthly repayment, advertised and comparison rate).',
  ),
  /** Finance disclaimer template ({termYears}, {loanAmount}, {comparisonRateRange}, {includedFees}, {phone}); absent = the provider's. */
  disclaimer: maybe(text, "Finance disclaimer template ({termYears}, {loanAmount}, {comparisonRateRange}, {includedFees}, {phone}); absent = the provider's."),
  /** The warning shown beside every advertised rate and its comparison rate (cards, estimate box, strip, calculator, print). */
  comparisonWarning: withDefault(text, COMPARISON_WARNING, 'The warning shown beside every advertised rate and its comparison rate (cards, estimate box, strip, calculator, print).'),
  /** National 1300 finance number quoted in the disclaimer. */
  phone: maybe(text, 'National 1300 finance number quoted in the disclaimer.'),
  /** Gate the finance page behind sign-in (/sign-in?type=finance). */
  requireSignIn: toggle(false, 'Gate the finance page behind sign-in (/sign-in?type=finance).'),
  /** Budget search box settings. */
  budget: withDefault(budgetSchema, {}, 'Budget search box settings.'),
});
