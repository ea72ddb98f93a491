import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import {
  caravanLength,
  caravanRows,
  showsFuelCalculator,
  contentView,
  specificationRows,
  usedWarrantyYears,
  vehicleTabs,
} from './content-view';
import { optionsWith, t } from './testing';

const opts = optionsWith();
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Spec ${i + 1}`, value: `v${i + 1}` }));

describe('lists cut until Show All (spec 01 §2.3, §9)', () => {
  it.each([
    [3, 3],
    [4, 4],
    [5, 4],
    [12, 4],
  ])('%i specification rows show %i first', (count, shown) => {
    const view = contentView(makeCar({ specifications: rows(count) }), opts, t);
    expect(view.specs.items.slice(0, count).map((r) => r.name)).toEqual(rows(count).map((r) => r.name));
    expect(view.specs.shown).toBe(shown);
  });

  it.each([
    [8, 8],
    [9, 8],
  ])('%i features show %i first', (count, shown) => {
    const view = contentView(
      makeCar({ standardEquipment: Array.from({ length: count }, (_, i) => `Feature ${i}`) }),
      opts,
      t,
    );
    expect(view.features.items).toHaveLength(count);
    expect(view.features.shown).toBe(shown);
  });

  it('key information shows the featured list, first 8 until Show All', () => {
    const car = makeCar({
      km: 45210,
      compliance_date: '2021-02',
      build_date: '2020-12',
      engine_size_litres: 2,
      cylinders: 4,
      fuel: 'Petrol',
      trans: 'CVT',
      induction: 'Turbo Diesel',
      seats: 5,
      regplate: '123ABC',
      rego_expiry: '2027-03-31',
      stocknum: 'S1',
      vin: 'VIN1',
      colour: 'Red',
    });
    const view = contentView(car, opts, t);
    expect(view.keyInfo.items.map((r) => r.name)).toEqual([
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
    expect(view.keyInfo.shown).toBe(8);
  });

  it.each(['', 'null', 'NULL', '  '])('hides a spec row whose value is %j', (value) => {
    const names = specificationRows(
      makeCar({
        specifications: [
          { name: 'Torque', value },
          { name: 'Doors', value: '5' },
        ],
      }),
    ).map((r) => r.name);
    expect(names).toEqual(['Doors']);
  });

  it('adds technical rows the feed list does not already name', () => {
    const names = specificationRows(
      makeCar({ specifications: [{ name: 'Drive', value: 'AWD' }], drive: '4WD', doors: 4 }),
    ).map((r) => `${r.name}=${r.value}`);
    expect(names).toEqual(['Drive=AWD', 'Doors=4']);
    const typed = specificationRows(
      makeCar({ specifications: [{ name: 'Drive Type', value: '4x4' }], drive: '4x4' }),
    ).map((r) => r.name);
    expect(typed).toEqual(['Drive Type']);
  });

  it('shows caravan rows only for caravans', () => {
    const caravan = makeCar({
      item_type: 'caravan',
      sleeps: 4,
      tare_weight: 2150,
      body_length: 6.7,
      axle_type: 'Tandem',
    });
    expect(caravanRows(caravan).map((r) => `${r.name}=${r.value}`)).toEqual([
      'Sleeps=4',
      'Body Length=6.7 m',
      'Tare Weight=2,150 kg',
      'Axle Type=Tandem',
    ]);
    expect(caravanRows(makeCar({ sleeps: 4 }))).toEqual([]);
    expect(caravanLength(6600)).toBe('6,600 mm');
    expect(caravanLength(2.4)).toBe('2.4 m');
  });
});

describe('dealer comments (spec 01 §4.5)', () => {
  it('cuts at 400 characters with a toggle and splits paragraphs on |', () => {
    const text = `${'a'.repeat(300)}|${'b'.repeat(200)}`;
    const view = contentView(makeCar({ dealercomments: text }), opts, t).comments;
    expect(view.canToggle).toBe(true);
    expect(view.full).toEqual(['a'.repeat(300), 'b'.repeat(200)]);
    expect(view.short.join('').length).toBeLessThanOrEqual(401);
  });
  it('shows the pending message when empty', () => {
    expect(contentView(makeCar(), opts, t).comments).toEqual(
      expect.objectContaining({ pending: true, short: [], canToggle: false }),
    );
  });
});

const CLAIMS = {
  usedCar: ['7-day exchange on any used car'],
  newCar: ['First service free'],
  whyBuy: ['Family owned since 1969'],
  protect: 'Ask about our paint protection.',
  usedWarranty: { years: 2, byMake: { Toyota: 5 } },
};
const claimed = optionsWith({ claims: CLAIMS });

describe('tabs (spec 01 §2.3)', () => {
  it("lists the tabs in order: the claim tabs only with the dealer's words, Features only with equipment, Reserve Online only when reservable", () => {
    expect(vehicleTabs(makeCar(), opts)).toEqual(['comments']);
    expect(vehicleTabs(makeCar(), claimed)).toEqual(['comments', 'included', 'why', 'protect']);
    const reserve = optionsWith({ features: { reserve: true }, claims: CLAIMS });
    expect(vehicleTabs(makeCar({ standardEquipment: ['Sunroof'] }), reserve)).toEqual([
      'comments',
      'included',
      'why',
      'reserve',
      'protect',
      'features',
    ]);
    expect(vehicleTabs(makeCar({ status: 'sold' }), reserve)).not.toContain('reserve');
    // What's Included follows the car type: a new car on a site with only used-car promises has none.
    expect(vehicleTabs(makeCar({ car_type: 'new' }), optionsWith({ claims: { usedCar: ['x'] } }))).toEqual([
      'comments',
    ]);
  });
});

describe('claims only the dealer made (issue 21 point 4)', () => {
  it('promises nothing by default: no warranty, guarantee, why-buy point or protection text', () => {
    const view = contentView(makeCar({ car_type: 'used' }), opts, t);
    expect(view).toEqual(expect.objectContaining({ included: [], whyBuy: [], usedChecks: undefined }));
    expect(view).not.toHaveProperty('protect');
    expect(JSON.stringify(view)).not.toMatch(/guarantee|warranty|money-back|inspect/i);
  });
  it("shows the dealer's own wording for the car type", () => {
    expect(contentView(makeCar({ car_type: 'used' }), claimed, t)).toEqual(
      expect.objectContaining({ included: CLAIMS.usedCar, whyBuy: CLAIMS.whyBuy, protect: CLAIMS.protect }),
    );
    expect(contentView(makeCar({ car_type: 'demo' }), claimed, t).included).toEqual(CLAIMS.newCar);
  });
});

describe('used checks and certified box', () => {
  it('appear for used cars only, with the make warranty where configured', () => {
    expect(contentView(makeCar({ car_type: 'new' }), claimed, t).usedChecks).toBeUndefined();
    // The history report is the sidebar's, for any car with a file (sidebar-view.ts).
    expect(contentView(makeCar({ file: 'https://x.test/r.pdf', make: 'Mazda' }), claimed, t).usedChecks).toEqual({
      warrantyYears: 2,
      plugins: [],
    });
    expect(usedWarrantyYears('toyota', { years: 3, byMake: { Toyota: 5 } })).toBe(5);
    expect(usedWarrantyYears('toyota', false)).toBeUndefined();
  });
  it('lists the Car Analysis and PPSR plugins the site has, with no warranty line unless configured', () => {
    const plugins = optionsWith({ features: { plugins: ['PPSR Report', 'Autogauge'] } });
    expect(contentView(makeCar(), plugins, t).usedChecks).toEqual({ plugins: ['PPSR Report'] });
  });
  it("shows the certified box only for a certified, unsold car of the certifying make, with the dealer's text", () => {
    const text = 'Toyota Certified: 1 extra year of warranty.';
    const certified = optionsWith({ features: { certifiedPreOwned: { make: 'Toyota', text } } });
    expect(contentView(makeCar({ certified: true }), certified, t).certified).toEqual({ make: 'Toyota', text });
    expect(contentView(makeCar({ certified: true }), certified, t).usedChecks).toEqual({ plugins: [] });
    expect(contentView(makeCar({ certified: true, make: 'Mazda' }), certified, t).certified).toBeUndefined();
    const withLogo = optionsWith({
      features: { certifiedPreOwned: { make: 'Toyota', logo: '/brand/certified.svg', text } },
    });
    expect(contentView(makeCar({ certified: true }), withLogo, t).certified?.logo).toBe('/brand/certified.svg');
    expect(contentView(makeCar({ certified: true, status: 'sold' }), certified, t).certified).toBeUndefined();
    expect(contentView(makeCar({ certified: false }), certified, t).certified).toBeUndefined();
    // Turned on without wording: the badge only, never a box of made-up numbers.
    expect(
      contentView(makeCar({ certified: true }), optionsWith({ features: { certifiedPreOwned: { make: 'Toyota' } } }), t)
        .certified,
    ).toBeUndefined();
  });
});

describe('fuel calculator (spec 01 §5.3)', () => {
  it.each([
    [{ fuel: 'Petrol' }, true],
    [{ fuel: 'Electric' }, false],
    [{ fuel: 'Petrol - Electric Hybrid' }, true],
    [{ item_type: 'caravan' }, false],
  ])('%o shows the fuel calculator: %s', (fields, shown) => {
    expect(showsFuelCalculator(makeCar(fields))).toBe(shown);
  });
});
