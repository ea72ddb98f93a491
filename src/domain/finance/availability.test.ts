import { describe, expect, it } from 'vitest';
import type { Car, FinanceLenderRecord } from '../car';
import { makeCar } from '../car.fixture';
import { isFinanceEstimateAvailable, isSuitableForFinance, shouldShowFinanceCalculator } from './availability';
import { FINANCE_PROVIDERS } from './providers';
import { type FinanceSiteOverrides, mergeFinanceSettings } from './settings';

const YEAR = 2026;
const FULL: FinanceLenderRecord = { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 140, paymentMonth: 606 };

function carWith(provider: string, lender: FinanceLenderRecord | undefined, changes: Partial<Car> = {}): Car {
  return makeCar({
    year: 2021,
    price: 45990,
    status: 'in_stock',
    finance_lenders: lender ? { [provider]: lender } : {},
    ...changes,
  });
}

function available(provider: string, car: Car, overrides?: FinanceSiteOverrides): boolean {
  return isFinanceEstimateAvailable(car, mergeFinanceSettings(FINANCE_PROVIDERS[provider]!, overrides), YEAR);
}

describe('finance estimate availability: shared checks (spec 02 §5)', () => {
  it.each(['provider-a', 'provider-b', 'provider-c', 'provider-d', 'provider-e', 'provider-f', 'provider-g'])(
    '%s shows with complete lender data',
    (id) => {
      expect(available(id, carWith(id, FULL))).toBe(true);
    },
  );

  it.each([
    ['no lender record', undefined],
    ['an empty lender record', {}],
    ['no interest rate', { ...FULL, interestRate: undefined }],
    ['no comparison rate', { ...FULL, comparisonRate: undefined }],
  ])('hidden with %s', (_label, lender) => {
    expect(available('provider-b', carWith('provider-b', lender))).toBe(false);
  });

  it('reads only its own provider’s record', () => {
    expect(available('provider-b', carWith('provider-c', FULL))).toBe(false);
  });

  it('follows a site’s lenderKey', () => {
    expect(available('provider-b', carWith('lender-x', FULL), { lenderKey: 'lender-x' })).toBe(true);
  });

  it.each([
    ['an excluded make (any case)', { make: 'EXCLUDED' }, false],
    ['another make', { make: 'Toyota' }, true],
    ['an excluded dealership', { dealership_id: 'd-9' }, false],
    ['another dealership', { dealership_id: 'd-1' }, true],
  ])('%s', (_label, changes, expected) => {
    const overrides = { estimate: { excludedMakes: ['Excluded'], excludedDealershipIds: ['d-9'] } };
    expect(available('provider-b', carWith('provider-b', FULL, changes), overrides)).toBe(expected);
  });
});

describe('finance estimate availability: per provider rules (spec 02 §5)', () => {
  it.each([
    // provider, lender changes, car changes, shown
    ['provider-a', {}, { year: 2015 }, true],
    ['provider-a', {}, { year: 2014 }, false], // not newer than 2026 − 12
    ['provider-a', {}, { year: undefined }, false],
    ['provider-a', {}, { price: 501 }, true],
    ['provider-a', {}, { price: 500 }, false],
    ['provider-a', {}, { status: 'sold' }, false],
    ['provider-a', {}, { status: 'coming_soon' }, true],
    ['provider-a', { paymentWeek: undefined, paymentMonth: undefined }, {}, true],
    ['provider-b', {}, { price: 100, year: 2000 }, true],
    ['provider-b', {}, { status: 'sold' }, false],
    ['provider-c', {}, { status: 'unavailable' }, false],
    ['provider-c', {}, { price: undefined }, true],
    ['provider-d', {}, { price: 500 }, false],
    ['provider-d', { paymentWeek: undefined }, {}, false],
    ['provider-d', { paymentWeek: 0 }, {}, false],
    ['provider-d', { paymentMonth: undefined }, {}, true],
    ['provider-e', {}, { status: 'sold' }, false],
    ['provider-e', { paymentWeek: undefined }, {}, false],
    ['provider-f', {}, { price: 500.01 }, true],
    ['provider-f', { paymentWeek: undefined }, {}, false],
    ['provider-g', { paymentMonth: undefined }, {}, false],
    ['provider-g', { paymentWeek: undefined }, {}, true],
    ['provider-g', {}, { price: 499 }, false],
    ['provider-g', {}, { status: 'sold' }, false],
  ] as const)('%s, lender %j, car %j → %s', (id, lenderChanges, carChanges, expected) => {
    expect(available(id, carWith(id, { ...FULL, ...lenderChanges }, carChanges as Partial<Car>))).toBe(expected);
  });
});

describe('finance calculator on the vehicle page (spec 01 §5.3)', () => {
  const site = { financeProvider: 'provider-a' };
  it.each([
    ['in stock with a price', site, {}, true],
    ['coming soon', site, { status: 'coming_soon' }, true],
    ['no provider', {}, {}, false],
    ['null provider', { financeProvider: null }, {}, false],
    ['blank provider', { financeProvider: ' ' }, {}, false],
    ['price 0', site, { price: 0 }, false],
    ['no price', site, { price: undefined }, false],
    ['a pre-order with a placeholder price of 1', site, { preorder: true, price: 1 }, false],
    ['a pre-order with a real price', site, { preorder: true, price: 52000 }, true],
    ['sold', site, { status: 'sold' }, false],
    ['test drive only', site, { tag: 'Test Drive Only' }, false],
    ['a site-specific test-drive tag', { ...site, testDriveOnlyTags: ['Demo Drive'] }, { tag: 'demo drive' }, false],
    ['another tag', site, { tag: 'Runout Sale' }, true],
  ] as const)('%s → %s', (_label, s, changes, expected) => {
    expect(shouldShowFinanceCalculator(s, makeCar(changes as Partial<Car>))).toBe(expected);
  });

  it('suitability alone ignores the site', () => {
    expect(isSuitableForFinance(makeCar({ price: 11 }))).toBe(true);
    expect(isSuitableForFinance(makeCar({ price: 10 }))).toBe(false);
  });
});
