import { describe, expect, it } from 'vitest';
import { FINANCE_PROVIDERS, type CalculatorInputs } from '../../domain/finance';
import {
  calculatorSetup,
  calculatorView,
  commitField,
  fieldsFromInputs,
  inputsFromFields,
  sliderFill,
  type CalculatorText,
} from './calculator-model';

const TEXT: CalculatorText = {
  repaymentPer: '{amount} /{per}',
  per: { week: 'wk', fortnight: 'fn', month: 'mo' },
  enquire: 'Enquire for Finance',
  bounds: 'Cannot be less than {min} or more than {max}',
  comparisonRateValue: '{rate}% p.a.',
};
const D = FINANCE_PROVIDERS['provider-d']!;
const A = FINANCE_PROVIDERS['provider-a']!;
const C = FINANCE_PROVIDERS['provider-c']!;
const base: CalculatorInputs = {
  amount: 30000,
  termYears: 5,
  interest: 8.5,
  deposit: 0,
  residual: 0,
  frequency: 'weekly',
};

// Expected repayments are worked out separately with the closed-form annuity (P − R·v^n)·r/(1 − v^n).
describe('calculator view: the figures shown for the inputs', () => {
  it.each([
    ['weekly, no fee', D, {}, '$142 /wk', '$36,920', '8.50% p.a.'],
    ['fortnightly, no fee', D, { frequency: 'fortnightly' }, '$284 /fn', '$36,920', '8.50% p.a.'],
    ['monthly, no fee', D, { frequency: 'monthly' }, '$615 /mo', '$36,900', '8.50% p.a.'],
    // provider A: 1360.5 added to the loan, no car price so normal rounding; total adds the fee once
    ['provider A fee', A, {}, '$148 /wk', '$39,840.50', '10.41% p.a.'],
    // term 9 is clamped to 7 years
    ['term above the maximum', D, { termYears: 9 }, '$109 /wk', '$39,676', '8.50% p.a.'],
  ])('%s', (_name, provider, patch, repayment, total, comparison) => {
    const view = calculatorView(calculatorSetup(provider, TEXT), { ...base, ...patch } as CalculatorInputs);
    expect(view).toMatchObject({
      repaymentText: repayment,
      totalText: total,
      comparisonRateText: comparison,
      enquire: false,
    });
  });

  it.each([
    // $1,000 at 15% over 7 years is $4.44 a week: 25 or less is no result and the total is hidden
    ['tiny loan', { amount: 1000, interest: 15, termYears: 7 }],
    ['deposit covers the price', { deposit: 30000 }],
    ['zero price', { amount: 0 }],
  ])('%s → Enquire for Finance, total hidden', (_name, patch) => {
    const view = calculatorView(calculatorSetup(D, TEXT), { ...base, ...patch });
    expect(view.repaymentText).toBe('Enquire for Finance');
    expect(view.enquire).toBe(true);
    expect(view.totalText).toBeUndefined();
  });

  it.each([
    [D, 1000, 'Cannot be less than $1,000 or more than $250,000'],
    [D, 999, 'Cannot be less than $1,000 or more than $250,000'],
    [D, 1001, undefined],
    [D, 249999, undefined],
    [D, 250000, 'Cannot be less than $1,000 or more than $250,000'],
    [D, 300000, 'Cannot be less than $1,000 or more than $250,000'],
    [C, 5000, 'Cannot be less than $5,000 or more than $250,000'],
    [C, 5001, undefined],
  ])('price bounds %#: %s → %s', (provider, amount, help) => {
    expect(calculatorView(calculatorSetup(provider, TEXT), { ...base, amount }).amountHelp).toBe(help);
  });

  it("shows the lender's quoted payment and comparison rate when the inputs match its figures within 0.1", () => {
    const lender = {
      interestRate: 9.24,
      comparisonRate: 9.76,
      paymentWeek: 326.46,
      paymentMonth: 1413.57,
      deposit: 9499,
      balloon: 28497,
      termYears: 5,
    };
    const setup = calculatorSetup(D, TEXT, { price: 94990, lender });
    const matching = { ...base, amount: 94990, interest: 9.3, deposit: 9499, residual: 28497 };
    expect(calculatorView(setup, matching)).toMatchObject({
      repaymentText: '$326.46 /wk',
      comparisonRateText: '9.76% p.a.',
      fromLender: true,
    });
    expect(calculatorView(setup, { ...matching, frequency: 'monthly' }).repaymentText).toBe('$1,413.57 /mo');
    // 0.2 away on interest is no match: computed figure and computed comparison rate
    expect(calculatorView(setup, { ...matching, interest: 9.44 })).toMatchObject({
      fromLender: false,
      comparisonRateText: '9.44% p.a.',
    });
  });
});

describe('slider variant helpers', () => {
  it('shows the amount as money for the slider label', () => {
    expect(calculatorView(calculatorSetup(D, TEXT), { ...base, amount: 24000 }).amountText).toBe('$24,000');
  });

  it.each([
    [5000, { min: 5000, max: 100000 }, 0],
    [100000, { min: 5000, max: 100000 }, 100],
    [52500, { min: 5000, max: 100000 }, 50],
    [24000, { min: 1000, max: 100000 }, 23.2],
    [200000, { min: 1000, max: 100000 }, 100],
    [30000, { min: 30000, max: 30000 }, 0],
  ])('%d on %j fills %d%% of the track', (amount, bounds, fill) => {
    expect(sliderFill(amount, bounds)).toBe(fill);
  });
});

describe('fields as typed: what they start with, what they mean, what a committed field shows', () => {
  const setup = calculatorSetup(D, TEXT);
  const fields = fieldsFromInputs(base, false);

  it("starts from the inputs: the price grouped in thousands, a slider's price as a plain number", () => {
    expect(fields).toEqual({ amount: '30,000', termYears: '5', interest: '8.5', deposit: '0', residual: '0' });
    expect(fieldsFromInputs({ ...base, amount: 24500 }, true).amount).toBe('24500');
  });

  it.each([
    ['$45,000', 45000],
    ['45 000 dollars', 45000],
    ['-5000', 0],
    ['', 0],
  ])('reads the price %j as %d', (amount, expected) => {
    expect(inputsFromFields({ ...fields, amount }, 'monthly')).toMatchObject({
      amount: expected,
      frequency: 'monthly',
    });
  });

  it.each([
    ['5,000', 5000],
    ['$5k', 5000],
    ['5000.00', 5000],
  ])('reads a deposit typed as %j as %d dollars, never as 5 (issue 21)', (deposit, expected) => {
    expect(inputsFromFields({ ...fields, deposit, residual: deposit }, 'weekly')).toMatchObject({
      deposit: expected,
      residual: expected,
    });
  });

  it('reads a range field that is not a number as NaN, which the view bounds to its minimum', () => {
    const inputs = inputsFromFields({ ...fields, interest: '' }, 'weekly');
    expect(inputs.interest).toBeNaN();
    expect(calculatorView(setup, inputs).comparisonRateText).toBe(`${D.interest.min.toFixed(2)}% p.a.`);
  });

  it.each([
    // spec 02 §5: above the maximum → the maximum; at or below the minimum → the minimum; inside → as typed
    ['termYears', '9', '7'],
    ['termYears', '0', '1'],
    ['interest', '99', '15'],
    ['interest', '-1', '0.5'],
    ['interest', '7.25', '7.25'],
    ['deposit', '300000', '250000'],
    ['residual', '-1', '0'],
    // the price is regrouped, never clamped; a negative price becomes 0
    ['amount', '45000', '45,000'],
    ['amount', '999999', '999,999'],
    ['amount', '-5000', '0'],
  ] as const)('committing %s %j shows %j', (name, typed, shown) => {
    const committed = commitField(setup, { ...fields, [name]: typed }, name, false);
    expect(committed[name]).toBe(shown);
    expect({ ...committed, [name]: typed }).toEqual({ ...fields, [name]: typed });
  });

  it("leaves a slider's price as it is", () => {
    expect(commitField(setup, { ...fields, amount: '24500' }, 'amount', true).amount).toBe('24500');
  });
});

describe('calculator setup', () => {
  it("keeps only the lender's figures the calculator compares with and quotes, and leaves absent keys out", () => {
    const lender = {
      interestRate: 9.24,
      comparisonRate: 9.76,
      paymentWeek: 326.46,
      deposit: 9499,
      balloon: 28497,
      termMonths: 60,
      totalPayable: 1,
      disclaimer: 'Long words.',
      financeProvider: 'X',
    };
    const setup = calculatorSetup(D, TEXT, { price: 94990, lender });
    expect(setup.lender).toEqual({
      interestRate: 9.24,
      comparisonRate: 9.76,
      paymentWeek: 326.46,
      deposit: 9499,
      balloon: 28497,
      termMonths: 60,
    });
    expect(setup.carPrice).toBe(94990);
    expect(Object.keys(calculatorSetup(D, TEXT))).not.toContain('lender');
    expect(Object.keys(calculatorSetup(D, TEXT, {}))).not.toContain('carPrice');
  });
});
