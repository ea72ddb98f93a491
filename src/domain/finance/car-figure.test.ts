import { describe, expect, it } from 'vitest';
import type { Car, FinanceLenderRecord } from '../car';
import { makeCar } from '../car.fixture';
import { carFinanceFigure, quoteAsLender, type FigureContext } from './car-figure';
import { FINANCE_PROVIDERS } from './providers';
import { calculateRepayment } from './repayment';

// The demo feed's shape: 10% deposit, 30% balloon, 5 years, $395 fee, weekly and monthly quoted.
const LENDER: FinanceLenderRecord = {
  interestRate: 7.99,
  comparisonRate: 8.49,
  paymentWeek: 148.05,
  paymentMonth: 641.06,
  deposit: 4000,
  balloon: 12000,
  termYears: 5,
  establishmentFees: 395,
  disclaimer: 'Lender wording.',
};
const QUOTE = { weeklyRepaymentAmount: 169, advertisedRate: 8.99, comparisonRate: 9.49 };

const ctx = (changes: Partial<FigureContext> = {}, provider = 'provider-a'): FigureContext => ({
  settings: FINANCE_PROVIDERS[provider]!,
  currentYear: 2026,
  frequency: 'weekly',
  lenderEstimates: true,
  ...changes,
});
const car = (changes: Partial<Car> = {}) =>
  makeCar({ year: 2025, price: 40000, status: 'in_stock', finance_lenders: { 'provider-a': LENDER }, ...changes });

describe("a car's one finance figure (issue 21)", () => {
  it("is the lender record's: its rate, comparison rate, deposit, balloon, term and fee, at the quoted payment", () => {
    expect(carFinanceFigure(car({ youxQuote: QUOTE }), ctx())).toEqual({
      source: 'lender',
      lender: LENDER,
      inputs: { amount: 40000, termYears: 5, interest: 7.99, deposit: 4000, residual: 12000, frequency: 'weekly' },
      establishmentFee: 395,
      rate: 7.99,
      comparisonRate: 8.49,
      repayment: 148.05,
      disclaimer: 'Lender wording.',
    });
  });

  it('is in the one frequency the site shows: monthly gives the monthly quote, fortnightly is computed on the same inputs', () => {
    expect(carFinanceFigure(car(), ctx({ frequency: 'monthly' }))?.repayment).toBe(641.06);
    const fortnightly = carFinanceFigure(car(), ctx({ frequency: 'fortnightly' }))!;
    const computed = calculateRepayment(
      fortnightly.inputs,
      { establishmentFee: 395, rounding: 'price-compare' },
      { carPrice: 40000 },
    );
    expect(computed.kind === 'repayment' && computed.repayment).toBe(fortnightly.repayment);
  });

  it("falls back to the car's quote when the lender record may not show (provider A's age rule), on the quote's basis", () => {
    const figure = carFinanceFigure(car({ year: 2010, youxQuote: QUOTE }), ctx());
    expect(figure).toMatchObject({
      source: 'quote',
      rate: 8.99,
      comparisonRate: 9.49,
      repayment: 169,
      inputs: { amount: 40000, termYears: 5, interest: 8.99, deposit: 4000, residual: 12000, frequency: 'weekly' },
    });
  });

  it('uses only the quote when the site shows no lender estimates', () => {
    expect(carFinanceFigure(car({ youxQuote: QUOTE }), ctx({ lenderEstimates: false }))?.source).toBe('quote');
    expect(carFinanceFigure(car(), ctx({ lenderEstimates: false }))).toBeUndefined();
  });

  it.each([
    ['no price', { price: undefined, youxQuote: QUOTE }],
    [
      'a quote without its comparison rate',
      { finance_lenders: {}, youxQuote: { weeklyRepaymentAmount: 169, advertisedRate: 8.99 } },
    ],
    [
      'a lender record without a comparison rate and no quote',
      { finance_lenders: { 'provider-a': { ...LENDER, comparisonRate: undefined } } },
    ],
    ['a lender record of another provider', { finance_lenders: { 'provider-b': LENDER } }],
  ])('is none with %s', (_label, changes) => {
    expect(carFinanceFigure(car(changes as Partial<Car>), ctx())).toBeUndefined();
  });

  it('reads a quote as a record on the 5-year, 10% deposit, 30% final payment basis', () => {
    expect(quoteAsLender(QUOTE, 45990)).toEqual({
      interestRate: 8.99,
      comparisonRate: 9.49,
      paymentWeek: 169,
      paymentMonth: 731.77,
      deposit: 4599,
      balloon: 13797,
      termYears: 5,
    });
    expect(quoteAsLender(QUOTE, 0)).toBeUndefined();
  });
});
