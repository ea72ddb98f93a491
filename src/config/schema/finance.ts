/** Finance: provider, calculator bounds, quotes, estimates and budget search (spec 02 §5, §9). */
import * as v from 'valibot';
import { between, feature, integer, maybe, text, toggle, withDefault } from './helpers';

/** How a computed repayment is rounded. */
export const ROUNDING_RULES = ['nearest', 'up', 'price-compare'] as const;
/** Which per-provider rule decides whether a lender estimate is shown (spec 02 §5). */
export const ESTIMATE_RULES = ['recent-with-comparison-rate', 'available', 'weekly-payment', 'monthly-payment'] as const;
/** Repayment frequencies. */
export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;

const range = (min: number, max: number, step: number, what: string) =>
  v.strictObject({
    min: withDefault(v.number(), min, `Lowest ${what}.`),
    max: withDefault(v.number(), max, `Highest ${what}.`),
    step: withDefault(v.pipe(v.number(), v.gtValue(0)), step, `Step of the ${what} input.`),
  });

const calculatorSchema = v.strictObject({
  /** Purchase price bounds (min 1000, or 5000 for some providers; max 250000). */
  price: withDefault(range(1000, 250000, 1, 'purchase price'), {}, 'Purchase price bounds (min 1000, or 5000 for some providers; max 250000).'),
  /** Loan term bounds in years (max 5 on some sites). */
  term: withDefault(range(1, 7, 0.5, 'loan term in years'), {}, 'Loan term bounds in years (max 5 on some sites).'),
  /** Interest bounds in % (7.5–14.5, 4–20, 5.99–15.99 or 9.95–19.95 on some sites). */
  interest: withDefault(range(0.5, 15, 0.5, 'interest rate (%)'), {}, 'Interest bounds in % (7.5–14.5, 4–20, 5.99–15.99 or 9.95–19.95 on some sites).'),
  /** Deposit / trade-in bounds. */
  deposit: withDefault(range(0, 250000, 0.5, 'deposit / trade-in'), {}, 'Deposit / trade-in bounds.'),
  /** Residual (balloon) bounds. */
  residual: withDefault(range(0, 250000, 0.5, 'residual'), {}, 'Residual (balloon) bounds.'),
  /** Amount used when the car has no price. */
  defaultAmount: withDefault(integer(0), 30000, 'Amount used when the car has no price.'),
  /** Interest rate (%) the calculator starts at. */
  defaultInterest: withDefault(between(0, 100), 8.5, 'Interest rate (%) the calculator starts at.'),
  /** Term in years the calculator starts at (5, or 6 on some sites); a lender term wins. */
  defaultTerm: withDefault(between(0.5, 30), 5, 'Term in years the calculator starts at (5, or 6 on some sites); a lender term wins.'),
  /** Repayment frequency the calculator starts at. */
  defaultFrequency: withDefault(v.picklist(FREQUENCIES), 'weekly', 'Repayment frequency the calculator starts at.'),
  /** Establishment fee added to the loan (1360.5 for one lender type). */
  establishmentFee: withDefault(between(0, 100000), 0, 'Establishment fee added to the loan (1360.5 for one lender type).'),
  /** Repayment rounding: nearest, up, or price-compare (up or down by comparison with the price). */
  rounding: withDefault(v.picklist(ROUNDING_RULES), 'nearest', 'Repayment rounding: nearest, up, or price-compare (up or down by comparison with the price).'),
});

const sliderSchema = v.strictObject({
  /** Amount step of the slider variant. */
  step: withDefault(v.pipe(v.number(), v.gtValue(0)), 500, 'Amount step of the slider variant.'),
  /** Lowest amount (5000 for some providers). */
  min: withDefault(integer(0), 1000, 'Lowest amount (5000 for some providers).'),
  /** Highest amount. */
  max: withDefault(integer(1), 100000, 'Highest amount.'),
  /** For high-priced cars, the maximum becomes this share of the price (1.05 = 105%); null turns the rule off. */
  priceShareCap: withDefault(v.nullable(between(1, 2)), null, 'For high-priced cars, the maximum becomes this share of the price (1.05 = 105%); null turns the rule off.'),
  /** Establishment fee in the slider variant (1300 for one provider). */
  establishmentFee: withDefault(between(0, 100000), 0, 'Establishment fee in the slider variant (1300 for one provider).'),
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
  /** Finance provider (the key of the car's finance_lenders), or null for none; the calculator needs one. */
  provider: withDefault(v.nullable(text), null, 'Finance provider (the key of the car\'s finance_lenders), or null for none; the calculator needs one.'),
  /** Finance calculator bounds and defaults. */
  calculator: withDefault(calculatorSchema, {}, 'Finance calculator bounds and defaults.'),
  /** Slider-variant calculator settings. */
  slider: withDefault(sliderSchema, {}, 'Slider-variant calculator settings.'),
  /** Ask POST /api/youx/quote for a quote when a car has none and a price above 0. */
  quote: toggle(false, 'Ask POST /api/youx/quote for a quote when a car has none and a price above 0.'),
  /** Finance estimate box (monthly repayment, advertised and comparison rate). */
  estimate: feature(
    {
      /** When a lender estimate shows (spec 02 §5 provider rules). */
      rule: withDefault(v.picklist(ESTIMATE_RULES), 'available', 'When a lender estimate shows (spec 02 §5 provider rules).'),
      /** recent-with-comparison-rate: car year must be newer than this many years ago. */
      maxAgeYears: withDefault(integer(1, 50), 12, 'recent-with-comparison-rate: car year must be newer than this many years ago.'),
      /** Price must be above this (weekly, monthly and recent rules). */
      minPrice: withDefault(integer(0), 500, 'Price must be above this (weekly, monthly and recent rules).'),
      /** Also show the estimate on search cards. */
      onCards: toggle(false, 'Also show the estimate on search cards.'),
      /** Makes never shown with an estimate. */
      excludedMakes: withDefault(v.array(text), [], 'Makes never shown with an estimate.'),
      /** Dealerships never shown with an estimate. */
      excludedDealershipIds: withDefault(v.array(text), [], 'Dealerships never shown with an estimate.'),
    },
    false,
    'Finance estimate box (monthly repayment, advertised and comparison rate).',
  ),
  /** Finance disclaimer text; defaults to the message finance.disclaimer. */
  disclaimer: maybe(text, 'Finance disclaimer text; defaults to the message finance.disclaimer.'),
  /** National 1300 finance number quoted in the disclaimer. */
  phone: maybe(text, 'National 1300 finance number quoted in the disclaimer.'),
  /** Gate the finance page behind sign-in (/sign-in?type=finance). */
  requireSignIn: toggle(false, 'Gate the finance page behind sign-in (/sign-in?type=finance).'),
  /** Budget search box settings. */
  budget: withDefault(budgetSchema, {}, 'Budget search box settings.'),
});
