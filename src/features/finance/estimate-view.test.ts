import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { FINANCE_PROVIDERS, mergeFinanceSettings } from '../../domain/finance';
import { estimateBoxView, summaryStripView } from './estimate-view';

const lender = { interestRate: 9.24, comparisonRate: 9.76, paymentWeek: 326.46, paymentMonth: 1413.57, termYears: 5, disclaimer: 'Lender words.' };
const withLender = (patch: Record<string, unknown> = {}) =>
  makeCar({ price: 94990, year: 2025, status: 'in_stock', make: 'Toyota', finance_lenders: { 'provider-a': lender }, ...patch });
const A = FINANCE_PROVIDERS['provider-a']!;
const G = FINANCE_PROVIDERS['provider-g']!;
const D = FINANCE_PROVIDERS['provider-d']!;

describe('finance estimate box (spec 02 §5 rules per provider)', () => {
  it('shows monthly repayment, advertised and comparison rates and the lender disclaimer', () => {
    expect(estimateBoxView(withLender(), A, true, 2026)).toEqual({
      monthlyText: '$1,413.57',
      advertisedRateText: '9.24',
      comparisonRateText: '9.76',
      termYears: 5,
      disclaimer: 'Lender words.',
    });
  });

  it.each([
    ['estimate switched off', withLender(), A, false],
    ['no provider', withLender(), undefined, true],
    ['provider A: 12 years old or more', withLender({ year: 2014 }), A, true],
    ['provider A: price 500 or less', withLender({ price: 500 }), A, true],
    ['sold car', withLender({ status: 'sold' }), A, true],
    ['no lender record under the key', withLender({ finance_lenders: { other: lender } }), A, true],
    ['empty lender record', withLender({ finance_lenders: { 'provider-a': {} } }), A, true],
    ['provider G needs a monthly payment', withLender({ finance_lenders: { 'provider-g': { ...lender, paymentMonth: undefined } } }), G, true],
  ])('hidden: %s', (_name, car, settings, enabled) => {
    expect(estimateBoxView(car, settings, enabled, 2026)).toBeUndefined();
  });

  it('monthly is weekly × 4.33 when the lender quotes only a weekly payment (provider D)', () => {
    const car = withLender({ finance_lenders: { 'provider-d': { ...lender, paymentMonth: undefined } } });
    expect(estimateBoxView(car, D, true, 2026)?.monthlyText).toBe('$1,413.57');
  });

  it("falls back to the provider's disclaimer", () => {
    const settings = mergeFinanceSettings(D, { disclaimerTemplate: 'Call {phone}.', phone: '1300 000 000' });
    const car = withLender({ finance_lenders: { 'provider-d': { ...lender, disclaimer: undefined } } });
    expect(estimateBoxView(car, settings, true, 2026)?.disclaimer).toBe('Call 1300 000 000.');
  });
});

describe('finance summary strip (quote, spec 02 §7)', () => {
  it.each([
    ['a quote in the feed', { youxQuote: { weeklyRepaymentAmount: 120.5, advertisedRate: 8.5, comparisonRate: 9.5 } }, true, { kind: 'quote', weeklyText: '$120.50', advertisedRate: '8.50', comparisonRate: '9.50' }],
    ['no quote on a quoting site: ask for one', { vin: 'VIN1', nvic: 'N1' }, true, { kind: 'request', request: { selfAssessedCreditScore: 'GREAT', purchasePrice: 94990, loanTerm: 5, year: 2025, vin: 'VIN1', nvic: 'N1', whoIsHelping: '' } }],
    ['no quote, site does not ask', {}, false, { kind: 'none' }],
    ['no price: never ask', { price: 0 }, true, { kind: 'none' }],
  ])('%s', (_name, patch, quotes, expected) => {
    expect(summaryStripView(withLender(patch), quotes)).toEqual(expected);
  });
});
