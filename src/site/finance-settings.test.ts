import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FINANCE_PROVIDER_NAMES } from '../config/schema/finance';
import { parseSiteYaml } from '../config/load';
import { parseSiteConfig } from '../config/parse';
import { siteWith } from '../config/testing';
import { FINANCE_PROVIDER_IDS } from '../domain/finance';
import {
  amountSliderFor,
  calculatorStartFor,
  cardEstimateContext,
  estimateEnabled,
  financeSettingsForConfig,
} from './finance-settings';

const FILE = 'sites/demo/site.yaml';
const finance = (patch: Record<string, unknown>) => parseSiteConfig(siteWith({ finance: patch }), FILE).finance;

describe('config → finance settings: absent fields keep the provider record', () => {
  it('the config lists exactly the domain provider records', () => {
    expect([...FINANCE_PROVIDER_NAMES]).toEqual(FINANCE_PROVIDER_IDS);
  });

  it('no provider → no settings (no calculator, no estimate)', () => {
    expect(financeSettingsForConfig(finance({}))).toBeUndefined();
    expect(estimateEnabled(finance({}))).toBe(false);
  });

  it.each([
    // provider, path, expected — figures of spec 02 §5, §9 as the provider records carry them
    ['provider-a', 'establishmentFee', 1360.5],
    ['provider-a', 'rounding', 'price-compare'],
    ['provider-a', 'lenderKey', 'provider-a'],
    ['provider-b', 'interest', { min: 7.5, max: 14.5, step: 0.5 }],
    ['provider-b', 'defaultInterest', 10],
    ['provider-c', 'price', { min: 5000, max: 250000 }],
    ['provider-c', 'slider', { step: 500, min: 5000, max: 100000, establishmentFee: 1300 }],
    ['provider-d', 'price', { min: 1000, max: 250000 }],
    ['provider-d', 'term', { min: 1, max: 7, step: 0.5 }],
    ['provider-d', 'interest', { min: 0.5, max: 15, step: 0.5 }],
    ['provider-d', 'deposit', { min: 0, max: 250000, step: 0.5 }],
    ['provider-d', 'residual', { min: 0, max: 250000, step: 0.5 }],
    ['provider-d', 'defaultTerm', 5],
    ['provider-d', 'establishmentFee', 0],
    ['provider-d', 'rounding', 'nearest'],
  ])('%s alone: %s = %j', (provider, key, expected) => {
    const settings = financeSettingsForConfig(finance({ provider }));
    expect(settings?.[key as keyof typeof settings]).toEqual(expected);
  });

  it.each([
    ['one bound of a range', { calculator: { term: { max: 5 } } }, 'term', { min: 1, max: 5, step: 0.5 }],
    ['interest 4–20', { calculator: { interest: { min: 4, max: 20 } } }, 'interest', { min: 4, max: 20, step: 0.5 }],
    ['price minimum 5000', { calculator: { price: { min: 5000 } } }, 'price', { min: 5000, max: 250000 }],
    ['default term 6', { calculator: { defaultTerm: 6 } }, 'defaultTerm', 6],
    ['default interest', { calculator: { defaultInterest: 9 } }, 'defaultInterest', 9],
    ['rounding up', { calculator: { rounding: 'up' } }, 'rounding', 'up'],
    ['fee', { calculator: { establishmentFee: 395 } }, 'establishmentFee', 395],
    [
      'slider 105% cap',
      { slider: { priceShareCap: 1.05 } },
      'slider',
      { step: 500, min: 1000, max: 100000, priceShareCap: 1.05 },
    ],
    ['lender key', { lenderKey: 'lenderA' }, 'lenderKey', 'lenderA'],
    ['disclaimer → template', { disclaimer: 'Call {phone}.' }, 'disclaimerTemplate', 'Call {phone}.'],
    ['phone', { phone: '1300 000 000' }, 'phone', '1300 000 000'],
  ])('site override on provider-d: %s', (_name, patch, key, expected) => {
    const settings = financeSettingsForConfig(finance({ provider: 'provider-d', ...patch }));
    expect(settings?.[key as keyof typeof settings]).toEqual(expected);
  });

  it.each([
    [
      "provider-a's own rule when the site names none",
      { provider: 'provider-a', estimate: true },
      { maxAgeYears: 12, minPrice: 500, requiredFigures: ['comparisonRate'] },
    ],
    [
      'a named rule replaces the provider rule',
      { provider: 'provider-a', estimate: { rule: 'monthly-payment' } },
      { maxAgeYears: undefined, minPrice: 500, requiredFigures: ['paymentMonth'] },
    ],
    [
      'tuning applies only where the rule has a limit',
      { provider: 'provider-b', estimate: { maxAgeYears: 8, minPrice: 900 } },
      { maxAgeYears: undefined, minPrice: undefined, requiredFigures: [] },
    ],
    [
      'tuning of a rule with limits',
      { provider: 'provider-a', estimate: { maxAgeYears: 8, minPrice: 900, excludedMakes: ['Ferrari'] } },
      { maxAgeYears: 8, minPrice: 900, excludedMakes: ['Ferrari'] },
    ],
  ])('estimate rules: %s', (_name, patch, expected) => {
    const config = finance(patch);
    expect(estimateEnabled(config)).toBe(true);
    expect(financeSettingsForConfig(config)?.estimate).toMatchObject(expected);
  });

  it('starts the calculator at the configured amount and frequency', () => {
    expect(calculatorStartFor(finance({}))).toEqual({ defaultAmount: 30000, defaultFrequency: 'weekly' });
    expect(calculatorStartFor(finance({ calculator: { defaultAmount: 20000, defaultFrequency: 'monthly' } }))).toEqual({
      defaultAmount: 20000,
      defaultFrequency: 'monthly',
    });
  });

  it('maps the full-variant fixture site (provider A with the site figures over it)', () => {
    const file = fileURLToPath(new URL('../config/fixtures/full-site.yaml', import.meta.url));
    const settings = financeSettingsForConfig(
      parseSiteYaml(readFileSync(file, 'utf8'), 'sites/coastal/site.yaml').finance,
    );
    expect(settings).toMatchObject({
      id: 'provider-a',
      lenderKey: 'lenderA',
      price: { min: 5000, max: 250000 },
      term: { min: 1, max: 5, step: 0.5 },
      interest: { min: 7.5, max: 14.5, step: 0.5 },
      establishmentFee: 1360.5,
      rounding: 'price-compare',
      slider: { step: 500, min: 5000, max: 100000, priceShareCap: 1.05, establishmentFee: 1300 },
      phone: '1300 000 000',
      estimate: { maxAgeYears: 12, excludedMakes: ['Ferrari'], requiredFigures: ['comparisonRate'] },
    });
  });
});

describe('estimate on cards (finance.estimate.onCards)', () => {
  const NOW = new Date('2026-11-20T00:00:00+10:00');

  it.each([
    ['estimate off', { provider: 'provider-d' }],
    ['estimate on, not on cards', { provider: 'provider-d', estimate: true }],
  ])('none: %s', (_label, patch) => {
    expect(cardEstimateContext(finance(patch), NOW)).toBeUndefined();
  });

  it("carries the site's estimate rules and the build's year", () => {
    const context = cardEstimateContext(
      finance({ provider: 'provider-a', estimate: { rule: 'weekly-payment', minPrice: 1000, onCards: true } }),
      NOW,
    );
    expect(context?.currentYear).toBe(2026);
    expect(context?.settings.lenderKey).toBe('provider-a');
    expect(context?.settings.estimate).toMatchObject({ minPrice: 1000, requiredFigures: ['paymentWeek'] });
  });
});

describe('the slider variant (finance.calculator.variant: slider, spec 02 §5)', () => {
  const slider = (patch: Record<string, unknown>) => finance({ calculator: { variant: 'slider' }, ...patch });

  it('is off by default: the typed price field', () => {
    const config = finance({ provider: 'provider-c' });
    expect(config.calculator.variant).toBe('field');
    expect(amountSliderFor(config, financeSettingsForConfig(config)!, 30000, 30000)).toBeUndefined();
  });

  it.each([
    // provider, settings patch, amount, car price → bounds, amount on the slider, fee
    ['provider-d', {}, 23990, 23990, { min: 1000, max: 100000, step: 500 }, 24000, 0],
    ['provider-c', {}, 23990, 23990, { min: 5000, max: 100000, step: 500 }, 24000, 1300],
    ['provider-g', {}, 3000, 3000, { min: 5000, max: 100000, step: 500 }, 5000, 0],
    ['provider-a', {}, 150990, 150990, { min: 1000, max: 100000, step: 500 }, 100000, 1360.5],
    // 150,990 × 1.05 = 158,539.5 → up to the next 500
    [
      'provider-d',
      { slider: { priceShareCap: 1.05 } },
      150990,
      150990,
      { min: 1000, max: 159000, step: 500 },
      151000,
      0,
    ],
    [
      'provider-d',
      { slider: { priceShareCap: 1.05, establishmentFee: 395 } },
      30000,
      undefined,
      { min: 1000, max: 100000, step: 500 },
      30000,
      395,
    ],
  ])('%s %j: amount %d of a car at %s', (provider, patch, amount, price, bounds, placed, fee) => {
    const config = slider({ provider, ...patch });
    const result = amountSliderFor(config, financeSettingsForConfig(config)!, amount, price);
    expect(result?.bounds).toEqual(bounds);
    expect(result?.amount).toBe(placed);
    expect(result?.settings.establishmentFee).toBe(fee);
    expect(result?.settings.price).toEqual({ min: bounds.min, max: bounds.max });
  });
});
