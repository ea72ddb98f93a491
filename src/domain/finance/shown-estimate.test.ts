import { describe, expect, it } from 'vitest';
import type { Car, FinanceLenderRecord } from '../car';
import { makeCar } from '../car.fixture';
import { FINANCE_PROVIDERS } from './providers';
import { cardEstimate, shownLenderEstimate, type EstimateRuleContext } from './shown-estimate';

const LENDER: FinanceLenderRecord = { interestRate: 8.99, comparisonRate: 9.56, paymentWeek: 306.57, paymentMonth: 1327.45, termYears: 5 };
const context = (provider: string): EstimateRuleContext => ({ settings: FINANCE_PROVIDERS[provider]!, currentYear: 2026 });
const carWith = (provider: string, lender: FinanceLenderRecord, changes: Partial<Car> = {}) =>
  makeCar({ year: 2024, price: 89990, status: 'in_stock', make: 'Toyota', finance_lenders: { [provider]: lender }, ...changes });

describe('the lender estimate a car shows (spec 02 §5)', () => {
  it('carries the lender figures when the rules hold', () => {
    expect(shownLenderEstimate(carWith('provider-d', LENDER), context('provider-d'))).toEqual({
      monthly: 1327.45,
      weekly: 306.57,
      advertisedRate: 8.99,
      comparisonRate: 9.56,
      termYears: 5,
    });
  });

  it.each([
    ['provider D: price 500 or less', 'provider-d', LENDER, { price: 500 }],
    ['provider D: no weekly payment', 'provider-d', { ...LENDER, paymentWeek: undefined }, {}],
    ['provider D: sold', 'provider-d', LENDER, { status: 'sold' as const }],
    ['provider A: 12 years old (2014 in 2026)', 'provider-a', LENDER, { year: 2014 }],
    ['no comparison rate', 'provider-a', { ...LENDER, comparisonRate: undefined }, {}],
    ['no interest rate', 'provider-b', { ...LENDER, interestRate: undefined }, {}],
  ])('none: %s', (_label, provider, lender, changes) => {
    expect(shownLenderEstimate(carWith(provider, lender, changes), context(provider))).toBeUndefined();
  });

  it('shows for provider A at 11 years old and a price of 501', () => {
    expect(shownLenderEstimate(carWith('provider-a', LENDER, { year: 2015, price: 501 }), context('provider-a'))).toBeDefined();
  });
});

describe('the card estimate', () => {
  it('keeps the monthly repayment and both rates', () => {
    expect(cardEstimate(carWith('provider-d', LENDER), context('provider-d'))).toEqual({ monthly: 1327.45, advertisedRate: 8.99, comparisonRate: 9.56 });
  });

  it('is weekly × 4.33 when the lender quotes only a weekly payment', () => {
    expect(cardEstimate(carWith('provider-d', { ...LENDER, paymentMonth: undefined }), context('provider-d'))?.monthly).toBe(1327.45);
  });

  it('is absent where the vehicle page shows no box', () => {
    expect(cardEstimate(carWith('provider-d', LENDER, { status: 'sold' }), context('provider-d'))).toBeUndefined();
  });
});
