import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture';
import {
  dayMonthYear,
  featuredRows,
  FEATURES_LIMIT,
  isShownValue,
  limitList,
  monthYear,
  SPECS_LIMIT,
  visibleRows,
} from './specs';

describe('isShownValue', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['null', false],
    ['NULL', false],
    [' null ', false],
    ['Nullarbor', true],
    ['0', true],
    [0, true],
    [Number.NaN, false],
    ['Diesel', true],
  ])('%o → %s', (value, expected) => {
    expect(isShownValue(value)).toBe(expected);
  });
});

describe('visibleRows', () => {
  it('hides empty, null and "null" rows and keeps the order', () => {
    const rows = [
      { name: 'Doors', value: '4' },
      { name: 'Torque', value: 'null' },
      { name: 'Drive', value: '' },
      { name: 'Seats', value: ' 5 ' },
    ];
    expect(visibleRows(rows)).toEqual([
      { name: 'Doors', value: '4' },
      { name: 'Seats', value: '5' },
    ]);
  });
});

describe('limitList', () => {
  const ten = Array.from({ length: 10 }, (_, i) => i);
  it.each([
    ['specs collapsed', ten, SPECS_LIMIT, false, [0, 1, 2, 3], true],
    ['specs expanded', ten, SPECS_LIMIT, true, ten, true],
    ['features collapsed', ten, FEATURES_LIMIT, false, [0, 1, 2, 3, 4, 5, 6, 7], true],
    ['exactly 4 specs', [0, 1, 2, 3], SPECS_LIMIT, false, [0, 1, 2, 3], false],
    ['8 features', ten.slice(0, 8), FEATURES_LIMIT, false, ten.slice(0, 8), false],
  ])('%s', (_name, items, limit, expanded, shown, hasMore) => {
    expect(limitList(items, limit, expanded)).toEqual({ items: shown, hasMore });
  });
});

describe('dates', () => {
  it.each([
    ['2019-03', '03/2019'],
    ['2019-3', '03/2019'],
    ['2019-03-15', '03/2019'],
    ['2019', '2019'],
    ['March 2019', 'March 2019'],
    [undefined, undefined],
  ])('monthYear %s → %s', (input, expected) => {
    expect(monthYear(input)).toBe(expected);
  });
  it.each([
    ['2026-05-31', '31/05/2026'],
    ['2026-5-1', '01/05/2026'],
    ['soon', 'soon'],
  ])('dayMonthYear %s → %s', (input, expected) => {
    expect(dayMonthYear(input)).toBe(expected);
  });
});

describe('featuredRows', () => {
  it('lists the featured rows in the spec order', () => {
    const car = makeCar({
      km: 45210,
      compliance_date: '2021-02',
      build_date: '2020-11-01',
      engine_size_litres: 2.8,
      cylinders: 4,
      fuel: 'Diesel',
      trans: '6 Speed Automatic',
      induction: 'Turbo Diesel',
      seats: 5,
      regplate: 'ABC123',
      rego_expiry: '2026-05-31',
      stocknum: 'U1234',
      vin: 'MR0HA3CD100123456',
      colour: 'Glacier White',
    });
    expect(featuredRows(car).map((r) => [r.key, r.value])).toEqual([
      ['km', '45,210 km'],
      ['compliance', '02/2021'],
      ['build', '11/2020'],
      ['engine', '2.8L, 4 cylinders'],
      ['fuel', 'Diesel'],
      ['transmission', '6 Speed Automatic'],
      ['induction', 'Turbo Diesel'],
      ['seats', '5'],
      ['registration', 'ABC123'],
      ['regoExpiry', '31/05/2026'],
      ['stockNo', 'U1234'],
      ['vin', 'MR0HA3CD100123456'],
      ['colour', 'Glacier White'],
    ]);
    expect(featuredRows(car).map((r) => r.name)).toEqual([
      'Kilometres',
      'Compliance Date',
      'Build Date',
      'Engine',
      'Fuel',
      'Transmission',
      'Induction',
      'Seats',
      'Registration',
      'Rego Expiry',
      'Stock No',
      'VIN',
      'Exterior Colour',
    ]);
  });

  it('leaves out rows without a value and falls back to the simple fields', () => {
    const car = makeCar({ km: 0, simple_fuel: 'Petrol', simple_transmission: 'Automatic', regplate: 'null', vin: ' ' });
    expect(featuredRows(car).map((r) => [r.key, r.value])).toEqual([
      ['km', '0 km'],
      ['fuel', 'Petrol'],
      ['transmission', 'Automatic'],
    ]);
  });
});
