import { describe, expect, it } from 'vitest';
import { ESTIMATE_RULE_NAMES, ESTIMATE_RULE_PRESETS, estimateRulesFor } from './estimate-rules';
import { FINANCE_PROVIDERS } from './providers';

describe('estimate rule presets (spec 02 §5)', () => {
  it.each([
    ['provider-a', 'recent-with-comparison-rate'],
    ['provider-b', 'available'],
    ['provider-c', 'available'],
    ['provider-d', 'weekly-payment'],
    ['provider-e', 'weekly-payment'],
    ['provider-f', 'weekly-payment'],
    ['provider-g', 'monthly-payment'],
  ] as const)('%s uses %s', (id, rule) => {
    expect(FINANCE_PROVIDERS[id]!.estimate).toEqual(ESTIMATE_RULE_PRESETS[rule]);
  });

  it.each([
    ['recent-with-comparison-rate', 12, 500, ['comparisonRate']],
    ['available', undefined, undefined, []],
    ['weekly-payment', undefined, 500, ['paymentWeek']],
    ['monthly-payment', undefined, 500, ['paymentMonth']],
  ] as const)('%s: age %s, price above %s, figures %j', (name, age, price, figures) => {
    expect(ESTIMATE_RULE_PRESETS[name]).toEqual({
      maxAgeYears: age,
      minPrice: price,
      requireAvailable: true,
      requiredFigures: figures,
      excludedMakes: [],
      excludedDealershipIds: [],
    });
  });

  it('lists every preset name', () => {
    expect(Object.keys(ESTIMATE_RULE_PRESETS).sort()).toEqual([...ESTIMATE_RULE_NAMES].sort());
  });
});

describe('estimateRulesFor', () => {
  it('applies a site’s age and price limits only to the presets that have them', () => {
    expect(estimateRulesFor('recent-with-comparison-rate', { maxAgeYears: 10, minPrice: 1000 })).toMatchObject({
      maxAgeYears: 10,
      minPrice: 1000,
    });
    expect(estimateRulesFor('weekly-payment', { maxAgeYears: 10, minPrice: 1000 })).toMatchObject({
      maxAgeYears: undefined,
      minPrice: 1000,
    });
    expect(estimateRulesFor('available', { maxAgeYears: 10, minPrice: 1000 })).toMatchObject({
      maxAgeYears: undefined,
      minPrice: undefined,
    });
  });

  it('carries the exclusions', () => {
    expect(estimateRulesFor('available', { excludedMakes: ['X'], excludedDealershipIds: ['d'] })).toMatchObject({
      excludedMakes: ['X'],
      excludedDealershipIds: ['d'],
    });
    expect(estimateRulesFor('monthly-payment')).toEqual(ESTIMATE_RULE_PRESETS['monthly-payment']);
  });
});
