import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { FINANCE_PROVIDERS, mergeFinanceSettings } from '../../domain/finance';
import { createTranslator } from '../../config/messages';
import { estimateBoxProps, estimateBoxView, stripLines, stripLinesForQuote, summaryStripProps, summaryStripView } from './estimate-view';

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

describe('finance summary strip lines and props', () => {
  const t = createTranslator();
  const text = { weekly: t('finance.estimatePerWeek'), rates: t('financeUi.summaryRates') };

  it('words a quote as the strip shows it, with no rates line when a rate is missing', () => {
    expect(stripLines(text, '$120.50', '8.50', '9.50')).toEqual({ weekly: 'From $120.50 per week', rates: '8.50% p.a. advertised · 9.50% p.a. comparison' });
    expect(stripLines(text, '$120.50', '8.50').rates).toBe('');
  });

  it('reads a quote the browser was given; none without a price or a weekly figure', () => {
    expect(stripLinesForQuote(text, { weeklyRepaymentAmount: 120.5, advertisedRate: 8.5, comparisonRate: 9.499 }, 30000)).toEqual({
      weekly: 'From $120.50 per week',
      rates: '8.50% p.a. advertised · 9.50% p.a. comparison',
    });
    expect(stripLinesForQuote(text, { weeklyRepaymentAmount: 0 }, 30000)).toBeUndefined();
    expect(stripLinesForQuote(text, undefined, 30000)).toBeUndefined();
  });

  it('a quote in the feed is built in; a car without one carries its request, the offer and the room a quote takes', () => {
    expect(summaryStripProps(withLender({ youxQuote: { weeklyRepaymentAmount: 120.5, advertisedRate: 8.5, comparisonRate: 9.5 } }), true, t, '#calc')).toEqual({
      link: { href: '#calc', label: 'Calculate repayments' },
      lines: { weekly: 'From $120.50 per week', rates: '8.50% p.a. advertised · 9.50% p.a. comparison' },
    });
    expect(summaryStripProps(withLender({ vin: 'VIN1' }), true, t, '#calc')).toMatchObject({
      request: { purchasePrice: 94990, vin: 'VIN1' },
      text,
      fallback: 'See what it could cost you each week',
      placeholder: { weekly: 'From $9,999.99 per week', rates: '99.99% p.a. advertised · 99.99% p.a. comparison' },
    });
    expect(summaryStripProps(withLender(), false, t, '#calc')).toBeUndefined();
  });
});

describe('finance estimate box props', () => {
  const t = createTranslator();
  it('words the figures, with "—" for a missing rate and the basis only when the lender gives a term', () => {
    const view = estimateBoxView(withLender(), A, true, 2026)!;
    expect(estimateBoxProps('7', view, t)).toMatchObject({ id: 'fc-estimate-7', monthlyText: '$1,413.57', advertisedRate: '9.24% p.a.', comparisonRate: '9.76% p.a.', disclaimer: 'Lender words.' });
    expect(estimateBoxProps('7', { ...view, advertisedRateText: undefined, termYears: undefined }, t)).toMatchObject({ advertisedRate: '—' });
    expect(estimateBoxProps('7', { ...view, termYears: undefined }, t)).not.toHaveProperty('basis');
  });
});
