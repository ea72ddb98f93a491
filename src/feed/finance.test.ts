import { describe, expect, it } from 'vitest';
import { carFrom, warningsFrom } from './fixtures/rows';

describe('finance data', () => {
  it('reads lender records keyed by provider, numbers from text, and drops empty records', () => {
    const car = carFrom({
      finance_lenders: {
        providerA: {
          interestRate: '7.99%',
          comparisonRate: '8.45',
          paymentWeek: '$112.50',
          deposit: '0',
          termYears: 5,
          disclaimer: '<p>Terms apply.</p><p>Approved applicants only.</p>',
          financeProvider: 'Provider A',
        },
        providerB: { interestRate: 'null', comparisonRate: '' },
        providerC: null,
      },
    });
    expect(car.finance_lenders).toEqual({
      providerA: {
        interestRate: 7.99,
        comparisonRate: 8.45,
        paymentWeek: 112.5,
        deposit: 0,
        termYears: 5,
        disclaimer: 'Terms apply.|Approved applicants only.',
        financeProvider: 'Provider A',
      },
    });
  });

  it('warns about unreadable lender figures and keeps the rest of the record', () => {
    const extra = { finance_lenders: { providerA: { interestRate: 'low', paymentMonth: 480 } } };
    expect(carFrom(extra).finance_lenders).toEqual({ providerA: { paymentMonth: 480 } });
    expect(warningsFrom(extra)).toEqual([
      'finance_lenders.providerA.interestRate: expected a number, found "low" (ignored)',
    ]);
  });

  it.each([
    [
      { weeklyRepaymentAmount: '$89', advertisedRate: '6.99', comparisonRate: 'null' },
      { weeklyRepaymentAmount: 89, advertisedRate: 6.99 },
    ],
    [{ weeklyRepaymentAmount: 'null', advertisedRate: 6.99 }, undefined],
    ['null', undefined],
  ])('youxQuote %j', (youxQuote, expected) => {
    expect(carFrom({ youxQuote }).youxQuote).toEqual(expected);
  });

  it.each([
    [
      { average_market_price: '32,500', state_average_market_price: 31000 },
      { average_market_price: 32500, state_average_market_price: 31000 },
    ],
    [{ average_market_price: 'null' }, undefined],
  ])('autograb_data %j', (autograb_data, expected) => {
    expect(carFrom({ autograb_data }).autograb_data).toEqual(expected);
  });

  it.each([
    [
      [
        { name: 'Stripe', deposit: '$500' },
        { name: 'null', deposit: 'null' },
      ],
      [{ name: 'Stripe', deposit: 500 }],
    ],
    [{ name: 'Stripe', deposit: 250 }, [{ name: 'Stripe', deposit: 250 }]],
    ['null', []],
  ])('payment_processors %j', (payment_processors, expected) => {
    expect(carFrom({ payment_processors }).payment_processors).toEqual(expected);
  });
});
