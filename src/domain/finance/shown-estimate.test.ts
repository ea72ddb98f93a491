import { describe, expect, it } from 'vitest';
import type { Car, FinanceLenderRecord } from '../car';
import { makeCar } from '../car.fixture';
import { carFinanceFigure, type FigureContext } from './car-figure';
import { FINANCE_PROVIDERS } from './providers';
import { cardEstimate } from './shown-estimate';

const LENDER: FinanceLenderRecord = {
  interestRate: 8.99,
  comparisonRate: 9.56,
  paymentWeek: 306.57,
  paymentMonth: 1327.45,
  termYears: 5,
};
const context = (provider: string, frequency: FigureContext['frequency'] = 'monthly'): FigureContext => ({
  settings: FINANCE_PROVIDERS[provider]!,
  currentYear: 2026,
  frequency,
  lenderEstimates: true,
});
const carWith = (provider: string, lender: FinanceLenderRecord, changes: Partial<Car> = {}) =>
  makeCar({
    year: 2024,
    price: 89990,
    status: 'in_stock',
    make: 'Toyota',
    finance_lenders: { [provider]: lender },
    ...changes,
  });

describe('the card estimate', () => {
  it("is the car's finance figure: repayment in the site's frequency and both rates", () => {
    expect(cardEstimate(carWith('provider-d', LENDER), context('provider-d'))).toEqual({
      repayment: 1327.45,
      frequency: 'monthly',
      advertisedRate: 8.99,
      comparisonRate: 9.56,
    });
    expect(cardEstimate(carWith('provider-d', LENDER), context('provider-d', 'weekly'))?.repayment).toBe(306.57);
  });

  it('agrees with the figure every other place shows', () => {
    const car = carWith('provider-a', LENDER);
    expect(cardEstimate(car, context('provider-a'))?.repayment).toBe(
      carFinanceFigure(car, context('provider-a'))?.repayment,
    );
  });

  it.each([
    ['provider D: price 500 or less', 'provider-d', LENDER, { price: 500 }],
    ['provider D: no weekly payment', 'provider-d', { ...LENDER, paymentWeek: undefined }, {}],
    ['provider D: sold', 'provider-d', LENDER, { status: 'sold' as const }],
    ['provider A: 12 years old (2014 in 2026)', 'provider-a', LENDER, { year: 2014 }],
    ['no comparison rate', 'provider-a', { ...LENDER, comparisonRate: undefined }, {}],
    ['no interest rate', 'provider-b', { ...LENDER, interestRate: undefined }, {}],
  ])('is absent where the vehicle page shows no figure: %s', (_label, provider, lender, changes) => {
    expect(cardEstimate(carWith(provider, lender, changes), context(provider))).toBeUndefined();
  });
});
