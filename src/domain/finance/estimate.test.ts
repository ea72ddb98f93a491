import { describe, expect, it } from 'vitest';
import { QUOTE_BASIS, monthlyFromWeekly, quoteRequest, shouldRequestQuote } from './estimate';

describe('the quote basis (spec 02 §9)', () => {
  it('uses a 5-year, 10% deposit, 30% final payment basis', () => {
    expect(QUOTE_BASIS).toEqual({ termYears: 5, depositPercent: 10, finalPaymentPercent: 30 });
  });

  it.each([
    [100, 433],
    [123.45, 534.54],
    [139.99, 606.16],
    [1, 4.33],
  ])('weekly %d → monthly %d (× 4.33, to the cent)', (weekly, monthly) => {
    expect(monthlyFromWeekly(weekly)).toBe(monthly);
  });
});

describe('quote call (spec 02 §7)', () => {
  it.each([
    [true, undefined, 30000, true],
    [false, undefined, 30000, false],
    [true, { weeklyRepaymentAmount: 100 }, 30000, false],
    [true, undefined, 0, false],
    [true, undefined, undefined, false],
  ])('site asks %s, quote %j, price %s → %s', (site, youxQuote, price, expected) => {
    expect(shouldRequestQuote(site, { youxQuote, price })).toBe(expected);
  });

  it('sends the fixed score, term and empty helper with the car details', () => {
    expect(quoteRequest({ price: 30000, year: 2022, vin: 'VIN1', nvic: 'N1' })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
      year: 2022,
      vin: 'VIN1',
      nvic: 'N1',
      whoIsHelping: '',
    });
  });
});
