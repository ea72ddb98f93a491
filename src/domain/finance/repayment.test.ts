import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinanceLenderRecord } from '../car';
import { periodsPerYear } from './frequency';
import { FINANCE_PROVIDERS } from './providers';
import { type CalculatorInputs, calculateRepayment, financedAmount, totalRepayments } from './repayment';
import type { RoundingRule } from './rounding';
import { mergeFinanceSettings } from './settings';
import { referencePayment } from './testing/reference-loan';

const BASE: CalculatorInputs = {
  amount: 30000,
  termYears: 5,
  interest: 8.5,
  deposit: 0,
  residual: 0,
  frequency: 'weekly',
};

/** The expected result worked out apart from the code: simulated balance, then the rounding rule spelled out. */
function expected(inputs: CalculatorInputs, fee: number, rule: RoundingRule, carPrice?: number) {
  const perYear = periodsPerYear(inputs.frequency);
  const exact = referencePayment(
    inputs.amount - inputs.deposit + fee,
    inputs.residual,
    inputs.interest,
    perYear,
    inputs.termYears,
  );
  const up = rule === 'up' || (rule === 'price-compare' && carPrice !== undefined && inputs.amount >= carPrice);
  const down = rule === 'price-compare' && carPrice !== undefined && inputs.amount < carPrice;
  const repayment = up ? Math.ceil(exact - 1e-6) : down ? Math.floor(exact + 1e-6) : Math.round(exact);
  return { repayment, total: perYear * inputs.termYears * repayment + fee };
}

describe('calculateRepayment against an independent balance simulation', () => {
  it.each([
    // label, input changes, fee, rounding, car price, repayment the simulation gives
    ['weekly, spec defaults', {}, 0, 'nearest', 30000, 142],
    ['fortnightly', { frequency: 'fortnightly' }, 0, 'nearest', 30000, 284],
    ['monthly', { frequency: 'monthly' }, 0, 'nearest', 30000, 615],
    ['weekly, 30% residual', { residual: 9000 }, 0, 'nearest', 30000, 114],
    ['monthly, 30% residual', { frequency: 'monthly', residual: 9000 }, 0, 'nearest', 30000, 495],
    [
      'fortnightly, residual, 5.5 years, 9.95%',
      { frequency: 'fortnightly', amount: 45000, residual: 13500, termYears: 5.5, interest: 9.95 },
      0,
      'nearest',
      45000,
      338,
    ],
    ['10% deposit at 10%', { deposit: 3000, interest: 10 }, 0, 'nearest', 30000, 132],
    ['fee 1360.5, amount at car price: up', {}, 1360.5, 'price-compare', 30000, 149],
    ['fee 1360.5, amount above car price: up', { amount: 31000 }, 1360.5, 'price-compare', 30000, 153],
    ['fee 1360.5, amount below car price: down', { amount: 29000 }, 1360.5, 'price-compare', 30000, 143],
    ['rounded up', { interest: 7.5 }, 0, 'up', 30000, 139],
    ['rounded normally at 7.5%', { interest: 7.5 }, 0, 'nearest', 30000, 138],
    ['7 years monthly at 15%', { frequency: 'monthly', termYears: 7, interest: 15 }, 0, 'nearest', 30000, 579],
    ['1 year at 0.5%, maximum price', { amount: 250000, termYears: 1, interest: 0.5 }, 0, 'nearest', 250000, 4820],
    ['slider fee 1300', { frequency: 'monthly' }, 1300, 'nearest', 30000, 642],
  ] as const)('%s', (_label, changes, fee, rounding, carPrice, literal) => {
    const inputs: CalculatorInputs = { ...BASE, ...changes };
    const result = calculateRepayment(inputs, { establishmentFee: fee, rounding }, { carPrice });
    const want = expected(inputs, fee, rounding, carPrice);
    expect(want.repayment).toBe(literal);
    expect(result).toEqual({
      kind: 'repayment',
      repayment: want.repayment,
      total: want.total,
      frequency: inputs.frequency,
      source: 'calculated',
    });
  });

  it('zero interest divides the loan evenly', () => {
    const result = calculateRepayment(
      { ...BASE, amount: 26000, interest: 0 },
      { establishmentFee: 0, rounding: 'nearest' },
    );
    expect(result).toMatchObject({ kind: 'repayment', repayment: 100, total: 26000 });
  });

  it('per provider record: each provider’s fee and rounding reach the result', () => {
    for (const provider of Object.values(FINANCE_PROVIDERS)) {
      const settings = mergeFinanceSettings(provider);
      const result = calculateRepayment(BASE, settings, { carPrice: 30000 });
      const want = expected(BASE, provider.establishmentFee, provider.rounding, 30000);
      expect(result, provider.id).toMatchObject({ kind: 'repayment', ...want });
    }
  });
});

describe('no result at 25 or less (Enquire for Finance)', () => {
  const zero = { ...BASE, interest: 0 };
  it.each([
    // amount over 260 weeks at 0%: 6500 → exactly 25; 6552 → 25.2 rounds to 25; 6630 → 25.5 rounds to 26.
    [6500, 'nearest', { kind: 'enquire' }],
    [6552, 'nearest', { kind: 'enquire' }],
    [6630, 'nearest', { kind: 'repayment', repayment: 26 }],
    [6501, 'up', { kind: 'repayment', repayment: 26 }],
    [6500, 'up', { kind: 'enquire' }],
    [0, 'nearest', { kind: 'enquire' }],
  ] as const)('amount %d rounded %s', (amount, rounding, want) => {
    expect(calculateRepayment({ ...zero, amount }, { establishmentFee: 0, rounding })).toMatchObject(want);
  });

  it('a residual above what the loan grows to gives no result, not a negative repayment', () => {
    expect(calculateRepayment({ ...BASE, residual: 60000 }, { establishmentFee: 0, rounding: 'nearest' })).toEqual({
      kind: 'enquire',
    });
  });

  it('a deposit covering the price leaves only the fee and gives no result', () => {
    expect(calculateRepayment({ ...BASE, deposit: 30000 }, { establishmentFee: 1360.5, rounding: 'nearest' })).toEqual({
      kind: 'enquire',
    });
  });
});

describe('lender-quoted payment', () => {
  const lender: FinanceLenderRecord = {
    interestRate: 8.5,
    comparisonRate: 9.1,
    paymentWeek: 139.99,
    paymentMonth: 606.5,
    termYears: 5,
    deposit: 0,
    balloon: 0,
  };
  const rules = { establishmentFee: 0, rounding: 'nearest' } as const;

  it.each([
    ['exact match, weekly', {}, 139.99, 'lender'],
    ['exact match, monthly', { frequency: 'monthly' }, 606.5, 'lender'],
    ['interest 0.1 off', { interest: 8.6 }, 139.99, 'lender'],
    ['amount 0.1 off', { amount: 30000.1 }, 139.99, 'lender'],
    ['deposit 0.1 off', { deposit: 0.1 }, 139.99, 'lender'],
    ['interest 0.11 off', { interest: 8.61 }, null, 'calculated'],
    ['amount 1 off', { amount: 29999 }, null, 'calculated'],
    ['term 0.5 off', { termYears: 5.5 }, null, 'calculated'],
    ['residual 0.5 off', { residual: 0.5 }, null, 'calculated'],
    ['fortnightly has no lender figure', { frequency: 'fortnightly' }, null, 'calculated'],
  ] as const)('%s', (_label, changes, lenderFigure, source) => {
    const inputs = { ...BASE, ...changes };
    const result = calculateRepayment(inputs, rules, { carPrice: 30000, lender });
    const repayment = lenderFigure ?? expected(inputs, 0, 'nearest').repayment;
    expect(result).toMatchObject({ kind: 'repayment', repayment, source });
  });

  it('uses the lender term from termMonths and the lender deposit and balloon', () => {
    const other: FinanceLenderRecord = {
      interestRate: 9,
      termMonths: 48,
      deposit: 5000,
      balloon: 7500,
      paymentWeek: 123.45,
    };
    const inputs = { ...BASE, termYears: 4, interest: 9, deposit: 5000, residual: 7500 };
    expect(calculateRepayment(inputs, rules, { carPrice: 30000, lender: other })).toMatchObject({
      repayment: 123.45,
      source: 'lender',
    });
  });

  it('a lender payment of 25 or less still means no result', () => {
    const cheap = { ...lender, paymentWeek: 25 };
    expect(calculateRepayment(BASE, rules, { carPrice: 30000, lender: cheap })).toEqual({ kind: 'enquire' });
  });

  it('without a car price there is nothing to match', () => {
    expect(calculateRepayment(BASE, rules, { lender })).toMatchObject({ source: 'calculated' });
  });
});

describe('totals', () => {
  it.each([
    [142, 5, 'weekly', 0, 36920],
    [284, 5, 'fortnightly', 0, 36920],
    [615, 5, 'monthly', 0, 36900],
    [149, 5, 'weekly', 1360.5, 40100.5],
    [579, 7, 'monthly', 0, 48636],
    [100, 5.5, 'weekly', 0, 28600],
  ] as const)('%d × %d yr %s + fee %d = %d', (repayment, years, frequency, fee, total) => {
    expect(totalRepayments(repayment, years, frequency, fee)).toBe(total);
  });

  it('the financed amount is price − deposit + fee', () => {
    expect(financedAmount(30000, 3000, 1360.5)).toBe(28360.5);
  });
});

describe('monotonic (property)', () => {
  const rules = { establishmentFee: 0, rounding: 'nearest' } as const;
  const repaymentOf = (inputs: CalculatorInputs) => {
    const r = calculateRepayment(inputs, rules);
    return r.kind === 'repayment' ? r.repayment : 0;
  };
  it('never falls when the amount or the rate rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 250000 }),
        fc.integer({ min: 0, max: 50000 }),
        fc.integer({ min: 1, max: 30 }).map((n) => n / 2),
        fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
        fc.constantFrom('weekly', 'fortnightly', 'monthly' as const),
        fc.integer({ min: 2, max: 14 }).map((n) => n / 2),
        (amount, more, interest, moreInterest, frequency, termYears) => {
          const inputs: CalculatorInputs = { ...BASE, amount, interest, frequency, termYears };
          expect(repaymentOf({ ...inputs, amount: amount + more })).toBeGreaterThanOrEqual(repaymentOf(inputs));
          expect(repaymentOf({ ...inputs, interest: interest + moreInterest })).toBeGreaterThanOrEqual(
            repaymentOf(inputs),
          );
        },
      ),
    );
  });
});
