import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import {
  COMPARISON_WARNING,
  FINANCE_PROVIDERS,
  mergeFinanceSettings,
  type FinanceSettings,
} from '../../domain/finance';
import { createTranslator } from '../../config/messages';
import { financeSummaryFor, type FinanceSummarySite } from './estimate-view';

const lender = {
  interestRate: 9.24,
  comparisonRate: 9.76,
  paymentWeek: 326.46,
  paymentMonth: 1413.57,
  deposit: 9499,
  balloon: 28497,
  termYears: 5,
  disclaimer: 'Lender words.',
};
const QUOTE = { weeklyRepaymentAmount: 120.5, advertisedRate: 8.5, comparisonRate: 9.499 };
const withLender = (patch: Record<string, unknown> = {}) =>
  makeCar({
    price: 94990,
    year: 2025,
    status: 'in_stock',
    make: 'Toyota',
    finance_lenders: { 'provider-a': lender },
    ...patch,
  });
const A = FINANCE_PROVIDERS['provider-a']!;
const t = createTranslator();

const site = (
  changes: Partial<FinanceSummarySite> & { settings?: FinanceSettings } = {},
  frequency: 'weekly' | 'monthly' = 'monthly',
): FinanceSummarySite => {
  const settings = changes.settings ?? A;
  return {
    t,
    settings,
    context: { settings, currentYear: 2026, frequency, lenderEstimates: changes.box ?? true },
    box: true,
    requestsQuotes: false,
    warning: 'Site warning.',
    calculatorHref: '#calc',
    ...changes,
  };
};

describe("the vehicle page's finance summary: the car's one figure, in the box or the strip, never both", () => {
  it("shows the lender's figure in the box: repayment in the site's frequency, both rates, the basis, the warning and the lender's disclaimer", () => {
    const { box, strip } = financeSummaryFor(withLender({ youxQuote: QUOTE }), site());
    expect(strip).toBeUndefined();
    expect(box).toMatchObject({
      id: `fc-estimate-1`,
      figure: {
        repayment: '$1,413.57',
        per: 'per month',
        advertisedRate: '9.24% p.a.',
        comparisonRate: '9.76% p.a.',
        rates: '9.24% p.a. advertised · 9.76% p.a. comparison',
        basis: 'Based on a price of $94,990, a 5 year term, a $9,499 deposit and a $28,497 final payment.',
        warning: 'Site warning.',
      },
      disclaimer: 'Lender words.',
    });
  });

  it('shows the weekly figure on a weekly site', () => {
    expect(financeSummaryFor(withLender(), site({}, 'weekly')).box?.figure.repayment).toBe('$326.46');
  });

  it("falls back to the provider's disclaimer", () => {
    const settings = mergeFinanceSettings(A, { disclaimerTemplate: 'Call {phone}.', phone: '1300 000 000' });
    const car = withLender({ finance_lenders: { 'provider-a': { ...lender, disclaimer: undefined } } });
    expect(financeSummaryFor(car, site({ settings })).box?.disclaimer).toBe('Call 1300 000 000.');
  });

  it("shows the car's quote in the strip when the site shows no estimate box (the lender record is not advertised then)", () => {
    const { box, strip } = financeSummaryFor(withLender({ youxQuote: QUOTE }), site({ box: false }, 'weekly'));
    expect(box).toBeUndefined();
    expect(strip).toMatchObject({
      link: { href: '#calc', label: 'Calculate repayments' },
      from: 'From {amount} {per}',
      figure: {
        repayment: '$120.50',
        per: 'per week',
        rates: '8.50% p.a. advertised · 9.50% p.a. comparison',
        warning: 'Site warning.',
      },
    });
  });

  it('asks for a quote on a quoting site when the car has no figure, with the rules to make one from it', () => {
    const { strip } = financeSummaryFor(
      withLender({ finance_lenders: {}, vin: 'VIN1' }),
      site({ requestsQuotes: true }, 'weekly'),
    );
    expect(strip).toMatchObject({
      request: { purchasePrice: 94990, vin: 'VIN1', loanTerm: 5 },
      rules: { frequency: 'weekly', establishmentFee: A.establishmentFee, rounding: A.rounding },
      fallback: 'See what it could cost you each week',
      words: { warning: 'Site warning.' },
    });
  });

  it.each([
    ['no provider', withLender(), { settings: undefined, context: undefined }],
    ['provider A: 12 years old, no quote', withLender({ year: 2014 }), {}],
    ['sold car', withLender({ status: 'sold' }), {}],
    ['no price: never ask', withLender({ price: 0, finance_lenders: {} }), { requestsQuotes: true }],
  ])('nothing: %s', (_name, car, changes) => {
    expect(financeSummaryFor(car, site(changes as Partial<FinanceSummarySite>))).toEqual({});
  });

  it('uses the standard warning the config defaults to', () => {
    expect(COMPARISON_WARNING).toMatch(/^WARNING: This comparison rate is true only for the examples given/);
  });
});
