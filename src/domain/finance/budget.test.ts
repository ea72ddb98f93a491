import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_INPUT_MAX,
  budgetFromRepayment,
  budgetSearchState,
  parseBudgetInput,
  repaymentFromBudget,
} from './budget';

describe('budget (spec 02 §9)', () => {
  it.each([
    // repayment, deposit, frequency, term years (5: the schema's default finance.budget.termYears), budget
    [600, 2000, 'monthly', 5, 600 * 12 * 5 + 2000],
    [200, 2000, 'weekly', 5, 200 * 52 * 5 + 2000],
    [600, 2000, 'monthly', 5, 38000],
    [200, 2000, 'weekly', 5, 54000],
    [600, 2000, 'monthly', 7, 52400],
    [0, 0, 'weekly', 5, 0],
    [0, 15000, 'monthly', 5, 15000],
  ] as const)('%d %s with %d deposit over %d years → %d', (repayment, deposit, frequency, termYears, budget) => {
    expect(budgetFromRepayment(repayment, deposit, frequency, termYears)).toBe(budget);
  });

  it('round-trips budget and repayment (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: BUDGET_INPUT_MAX }),
        fc.integer({ min: 0, max: BUDGET_INPUT_MAX }),
        fc.constantFrom('weekly', 'monthly' as const),
        fc.integer({ min: 1, max: 10 }),
        (repayment, deposit, frequency, termYears) => {
          const budget = budgetFromRepayment(repayment, deposit, frequency, termYears);
          expect(repaymentFromBudget(budget, deposit, frequency, termYears)).toBeCloseTo(repayment, 6);
        },
      ),
    );
  });
});

describe('budget inputs: numeric, 0 to 1,000,000, a non-number is 0 (spec 02 §5)', () => {
  it.each([
    ['600', 600],
    ['0', 0],
    ['-5', 0],
    ['1000000', 1000000],
    ['1000001', 1000000],
    ['abc', 0],
    ['', 0],
    ['12abc', 0],
    ['250.5', 250.5],
    ['$5k', 5000],
    ['5,000', 5000],
    ['5000.00', 5000],
    [Number.NaN, 0],
    [2000, 2000],
    [5e6, 1000000],
  ])('%j → %d', (value, expected) => {
    expect(parseBudgetInput(value)).toBe(expected);
  });

  it('always lands within 0..1,000,000 and is stable (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), (value) => {
        const once = parseBudgetInput(value);
        expect(once).toBeGreaterThanOrEqual(0);
        expect(once).toBeLessThanOrEqual(BUDGET_INPUT_MAX);
        expect(parseBudgetInput(once)).toBe(once);
      }),
    );
  });
});

describe('budget search button (spec 02 §4, §8)', () => {
  const none = { kind: 'none', disabled: true, buttonLabel: '0 Cars Found', message: 'No Cars found for this budget' };
  it.each([
    [54000, 12990, { kind: 'ready' }],
    [12990, 12990, { kind: 'ready' }],
    [12989, 12990, none],
    [54000, undefined, none],
  ])('budget %d, lowest price %s', (budget, lowest, state) => {
    expect(budgetSearchState(budget, lowest, 'Car')).toEqual(state);
  });

  it('names the chosen type', () => {
    expect(budgetSearchState(0, 9990, 'SUV')).toMatchObject({
      buttonLabel: '0 SUVs Found',
      message: 'No SUVs found for this budget',
    });
  });
});
