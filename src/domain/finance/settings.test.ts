import { describe, expect, it } from 'vitest';
import { FINANCE_PROVIDERS, FINANCE_PROVIDER_IDS, financeProvider, financeSettingsFor } from './providers';
import { mergeFinanceSettings } from './settings';

describe('provider records (spec 02 §5, §9)', () => {
  it('has one record per provider A–G with neutral ids', () => {
    expect(FINANCE_PROVIDER_IDS).toEqual([
      'provider-a',
      'provider-b',
      'provider-c',
      'provider-d',
      'provider-e',
      'provider-f',
      'provider-g',
    ]);
    for (const id of FINANCE_PROVIDER_IDS) expect(FINANCE_PROVIDERS[id]!.lenderKey).toBe(id);
  });

  it.each(FINANCE_PROVIDER_IDS)('%s keeps the spec defaults it does not override', (id) => {
    const p = FINANCE_PROVIDERS[id]!;
    expect(p.price.max).toBe(250000);
    expect([1000, 5000]).toContain(p.price.min);
    expect(p.term).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(p.deposit).toEqual({ min: 0, max: 250000, step: 0.5 });
    expect(p.residual).toEqual({ min: 0, max: 250000, step: 0.5 });
    expect(p.interest.step).toBe(0.5);
    expect(p.defaultTerm).toBe(5);
    expect(p.slider.step).toBe(500);
    expect(p.slider.max).toBe(100000);
    expect(p.defaultInterest).toBeGreaterThanOrEqual(p.interest.min);
    expect(p.defaultInterest).toBeLessThanOrEqual(p.interest.max);
  });

  it.each([
    ['default interest range', 'provider-a', { min: 0.5, max: 15, step: 0.5 }],
    ['the 7.5–14.5 provider', 'provider-b', { min: 7.5, max: 14.5, step: 0.5 }],
  ])('%s', (_label, id, interest) => {
    expect(FINANCE_PROVIDERS[id]!.interest).toEqual(interest);
  });

  it('carries the spec figures as data: 1360.5 fee, 5000 minimum, 1300 slider fee, 8.38–19.42 range, included fees', () => {
    expect(FINANCE_PROVIDERS['provider-a']).toMatchObject({
      establishmentFee: 1360.5,
      rounding: 'price-compare',
      comparisonRateRange: { from: 8.38, to: 19.42 },
    });
    expect(FINANCE_PROVIDERS['provider-c']).toMatchObject({
      price: { min: 5000 },
      slider: { min: 5000, establishmentFee: 1300 },
    });
    expect(FINANCE_PROVIDERS['provider-e']!.includedFees.map((f) => f.amount)).toEqual([395, 6, 8, 912.25]);
    const others = FINANCE_PROVIDER_IDS.filter((id) => id !== 'provider-a').map(
      (id) => FINANCE_PROVIDERS[id]!.establishmentFee,
    );
    expect(new Set(others)).toEqual(new Set([0]));
  });

  it('looks providers up by id only', () => {
    expect(financeProvider('provider-d')?.label).toBe('Provider D');
    expect(financeProvider('toString')).toBeUndefined();
    expect(financeProvider('nobody')).toBeUndefined();
    expect(financeSettingsFor(undefined)).toBeUndefined();
    expect(financeSettingsFor('nobody')).toBeUndefined();
  });
});

describe('mergeFinanceSettings', () => {
  const a = FINANCE_PROVIDERS['provider-a']!;

  it.each([
    ['5-year maximum term', { term: { max: 5 } }, 'term', { min: 1, max: 5, step: 0.5 }],
    ['4–20 interest', { interest: { min: 4, max: 20 } }, 'interest', { min: 4, max: 20, step: 0.5 }],
    ['5.99–15.99 interest', { interest: { min: 5.99, max: 15.99 } }, 'interest', { min: 5.99, max: 15.99, step: 0.5 }],
    ['9.95–19.95 interest', { interest: { min: 9.95, max: 19.95 } }, 'interest', { min: 9.95, max: 19.95, step: 0.5 }],
    ['5000 minimum price', { price: { min: 5000 } }, 'price', { min: 5000, max: 250000 }],
    [
      '105% slider',
      { slider: { priceShareCap: 1.05 } },
      'slider',
      { step: 500, min: 1000, max: 100000, priceShareCap: 1.05 },
    ],
    ['rounded up', { rounding: 'up' }, 'rounding', 'up'],
    ['6-year default', { defaultTerm: 6 }, 'defaultTerm', 6],
    ['8.5 interest', { defaultInterest: 10 }, 'defaultInterest', 10],
  ] as const)('a site override: %s', (_label, overrides, key, value) => {
    expect(mergeFinanceSettings(a, overrides)[key]).toEqual(value);
  });

  it('keeps base values for overrides left undefined, and does not touch the provider record', () => {
    const before = structuredClone(a);
    const merged = mergeFinanceSettings(a, {
      term: { max: undefined, min: 2 },
      rounding: undefined,
      estimate: { excludedMakes: ['Excluded Make'] },
    });
    expect(merged.term).toEqual({ min: 2, max: 7, step: 0.5 });
    expect(merged.rounding).toBe('price-compare');
    expect(merged.estimate).toMatchObject({
      excludedMakes: ['Excluded Make'],
      excludedDealershipIds: [],
      maxAgeYears: 12,
      minPrice: 500,
    });
    expect(a).toEqual(before);
  });

  it('a null price share turns the 105% slider off even over a provider that has it', () => {
    const withCap = mergeFinanceSettings(a, { slider: { priceShareCap: 1.05 } });
    expect(mergeFinanceSettings(withCap, { slider: { priceShareCap: null } }).slider.priceShareCap).toBeNull();
  });

  it('has no exclusions by default', () => {
    for (const p of Object.values(FINANCE_PROVIDERS)) {
      expect(p.estimate.excludedMakes).toEqual([]);
      expect(p.estimate.excludedDealershipIds).toEqual([]);
    }
  });
});
