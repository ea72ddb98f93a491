import { describe, expect, it } from 'vitest';
import { defaultCalculatorInputs } from './defaults';
import { FINANCE_PROVIDERS } from './providers';
import { mergeFinanceSettings } from './settings';

const providerA = FINANCE_PROVIDERS['provider-a']!;

describe('defaultCalculatorInputs (spec 02 §9)', () => {
  const settings = mergeFinanceSettings(providerA);

  it('starts at the car price, 5 years, the site interest, no deposit or residual, weekly', () => {
    expect(defaultCalculatorInputs(settings, 42990)).toEqual({
      amount: 42990,
      termYears: 5,
      interest: 8.5,
      deposit: 0,
      residual: 0,
      frequency: 'weekly',
    });
  });

  it.each([
    ['site default 6', {}, { defaultTerm: 6 }, 6],
    ['lender termYears', { termYears: 4 }, {}, 4],
    ['lender termMonths', { termMonths: 36 }, { defaultTerm: 6 }, 3],
    ['lender term beyond a 5-year site', { termYears: 7 }, { term: { max: 5 } }, 5],
  ] as const)('term: %s', (_label, lender, overrides, term) => {
    expect(defaultCalculatorInputs(mergeFinanceSettings(providerA, overrides), 30000, lender).termYears).toBe(term);
  });

  it.each([
    [{ defaultInterest: 10 }, 10],
    [{ defaultInterest: 8.5, interest: { min: 9.95, max: 19.95 } }, 9.95],
  ])('interest from the site settings, kept in range (%j)', (overrides, interest) => {
    expect(defaultCalculatorInputs(mergeFinanceSettings(providerA, overrides), 30000).interest).toBe(interest);
  });
});
