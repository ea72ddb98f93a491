import { describe, expect, it } from 'vitest';
import { cardBadge, isJustArrived, isManufacturerCertified, type BadgeOptions } from './badges';
import { makeCar } from './car.fixture';

const now = new Date('2025-07-10T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
// justArrivedDays 8: the schema's default stock.justArrivedDays.
const allOn: BadgeOptions = { fuelBadges: true, certifiedMakes: ['Toyota'], justArrivedDays: 8 };

describe('cardBadge priority (first match wins)', () => {
  const everything = makeCar({
    simple_fuel: 'Hybrid',
    reserved: true,
    certified: true,
    tag: 'Runout Sale',
    status: 'coming_soon',
    created_at: daysAgo(1),
  });
  it.each([
    ['1. fuel badge on sites with the option', everything, allOn, { kind: 'fuel', fuel: 'hybrid' }],
    ['fuel badge off → 2. Reserved', everything, { ...allOn, fuelBadges: false }, { kind: 'reserved' }],
    [
      '3. certified',
      { ...everything, simple_fuel: 'Diesel', reserved: false },
      allOn,
      { kind: 'certified', make: 'Toyota' },
    ],
    [
      'certified of another make → 4. own tag',
      { ...everything, simple_fuel: 'Diesel', reserved: false, make: 'Mazda' },
      allOn,
      { kind: 'tag', text: 'Runout Sale' },
    ],
    [
      '5. COMING SOON',
      { ...everything, simple_fuel: 'Diesel', reserved: false, certified: false, tag: undefined },
      allOn,
      { kind: 'coming-soon' },
    ],
    ['6. just arrived', makeCar({ created_at: daysAgo(7.9) }), allOn, { kind: 'just-arrived' }],
    ['7. none after 8 days', makeCar({ created_at: daysAgo(8) }), allOn, undefined],
    ['none without created_at', makeCar(), allOn, undefined],
    ['electric', makeCar({ simple_fuel: 'Electric' }), allOn, { kind: 'fuel', fuel: 'electric' }],
    ['plug-in hybrid', makeCar({ fuel: 'Plug-in Hybrid' }), allOn, { kind: 'fuel', fuel: 'plug-in hybrid' }],
    ['sold certified → no certified badge', makeCar({ certified: true, status: 'sold' }), allOn, undefined],
    ['blank tag ignored', makeCar({ tag: '  ', status: 'coming_soon' }), allOn, { kind: 'coming-soon' }],
    ['configured just_arrived_days 3', makeCar({ created_at: daysAgo(4) }), { justArrivedDays: 3 }, undefined],
  ])('%s', (_name, car, options, expected) => {
    expect(cardBadge(car, options, now)).toEqual(expected);
  });
});

describe('isJustArrived', () => {
  it.each([
    [daysAgo(0), true],
    [daysAgo(7.99), true],
    [daysAgo(8), false],
    [daysAgo(30), false],
    [daysAgo(-1), true],
    ['not a date', false],
  ])('created %s → %s', (created_at, expected) => {
    // 8 days: the schema's default stock.justArrivedDays.
    expect(isJustArrived({ created_at }, now, 8)).toBe(expected);
  });
});

describe('isManufacturerCertified', () => {
  it.each([
    [{ make: 'Toyota', certified: true, status: 'in_stock' as const }, 'Toyota', true],
    [{ make: 'TOYOTA', certified: true, status: 'coming_soon' as const }, 'toyota', true],
    [{ make: 'Toyota', certified: false, status: 'in_stock' as const }, 'Toyota', false],
    [{ make: 'Toyota', certified: true, status: 'sold' as const }, 'Toyota', false],
    [{ make: 'Toyota', certified: true, status: 'unavailable' as const }, 'Toyota', false],
    [{ make: 'Lexus', certified: true, status: 'in_stock' as const }, 'Toyota', false],
  ])('%o for %s → %s', (car, make, expected) => {
    expect(isManufacturerCertified(car, make)).toBe(expected);
  });
});
