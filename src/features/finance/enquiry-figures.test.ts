import { describe, expect, it } from 'vitest';
import { enquiryFigures } from './enquiry-figures';

describe('enquiryFigures (the finance enquiry modal starts from the calculator)', () => {
  it.each([
    [
      'the calculator as left',
      { amount: '45,990', deposit: '5000', termYears: '4' },
      45990,
      { purchase_price: '45990', deposit: '5000', term_years: '4' },
    ],
    [
      'a changed amount wins over the car price',
      { amount: '$38,500', deposit: '0', termYears: '5' },
      45990,
      { purchase_price: '38500', term_years: '5' },
    ],
    [
      'half years round to whole years (the form asks in years)',
      { amount: '20000', deposit: '2500.5', termYears: '4.5' },
      undefined,
      { purchase_price: '20000', deposit: '2501', term_years: '5' },
    ],
    [
      'a term under a year is one year',
      { amount: '20000', deposit: '', termYears: '0.4' },
      undefined,
      { purchase_price: '20000', term_years: '1' },
    ],
    [
      'an emptied amount falls back to the car price',
      { amount: '', deposit: '', termYears: '' },
      31990,
      { purchase_price: '31990' },
    ],
    [
      'a negative amount falls back to the car price',
      { amount: '-5000', deposit: '-1', termYears: 'x' },
      31990,
      { purchase_price: '31990' },
    ],
    ['no calculator: the car price only', undefined, 31990, { purchase_price: '31990' }],
    ['nothing known', undefined, undefined, {}],
  ])('%s', (_name, calculator, price, expected) => {
    expect(enquiryFigures(calculator, price)).toEqual(expected);
  });
});
