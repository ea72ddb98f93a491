import { describe, expect, it } from 'vitest';
import { normaliseFeed } from './normalise';
import { BASE_ROW, carFrom, normaliseOne, TEST_NOW, warningsFrom } from './fixtures/rows';

describe('rows that are rejected, with a reason naming the field', () => {
  it.each([
    ['no id', { id: undefined }, 'id: missing'],
    ['id "null"', { id: 'null' }, 'id: missing'],
    ['id an object', { id: { value: 1 } }, 'id: expected text or a number, found an object'],
    ['no make', { make: undefined }, 'make: missing'],
    ['make "N/A"', { make: 'N/A' }, 'make: missing'],
    ['make only markup', { make: '<b></b>' }, 'make: missing'],
    ['no model', { model: '' }, 'model: missing'],
    ['model a list', { model: ['CX-5'] }, 'model: expected text, found a list'],
    ['price not a number', { price: 'call us' }, 'price: expected a number, found "call us"'],
    ['negative price', { price: -1 }, 'price: must not be negative, found -1'],
    ['negative price text', { price: '-$500' }, 'price: must not be negative, found "-$500"'],
    ['km not a number', { km: 'lots' }, 'km: expected a number, found "lots"'],
    ['negative km', { km: '-5 km' }, 'km: must not be negative, found "-5 km"'],
    ['year before 1900', { year: 1899 }, 'year: expected 1900 to 2027, found 1899'],
    ['year after next year', { year: '2028' }, 'year: expected 1900 to 2027, found "2028"'],
    ['year not whole', { year: '2019.5' }, 'year: expected a whole number, found "2019.5"'],
    ['year not a number', { year: 'late model' }, 'year: expected a number, found "late model"'],
    ['no car_type', { car_type: 'null' }, 'car_type: missing (expected new, used or demo)'],
    ['unknown car_type', { car_type: 'salvage' }, 'car_type: expected new, used or demo, found "salvage"'],
  ])('%s', (_name, extra, reason) => {
    const result = normaliseOne(extra);
    expect(result.cars).toEqual([]);
    expect(result.rejects).toHaveLength(1);
    expect(result.rejects[0]!.reasons).toContain(reason);
  });

  it.each([
    ['junk', '"junk"'],
    [42, '42'],
    [null, 'null'],
    [[BASE_ROW], 'a list'],
  ])('a row that is %j', (row, found) => {
    const result = normaliseFeed([row], { now: TEST_NOW });
    expect(result.rejects).toEqual([{ index: 0, reasons: [`row: expected an object, found ${found}`] }]);
  });

  it('rejects the second row with a duplicate id, naming the first', () => {
    const result = normaliseFeed(
      [BASE_ROW, { ...BASE_ROW, id: 7 }, { ...BASE_ROW, stocknum: 'S2' }, { ...BASE_ROW, id: '7' }],
      { now: TEST_NOW },
    );
    expect(result.cars.map((c) => c.id)).toEqual(['101', '7']);
    expect(result.rejects).toEqual([
      { index: 2, id: '101', stocknum: 'S2', reasons: ['id: "101" is a duplicate of row 0'] },
      { index: 3, id: '7', reasons: ['id: "7" is a duplicate of row 1'] },
    ]);
  });

  it('keeps warnings only for cars that were kept', () => {
    const result = normaliseFeed(
      [
        { ...BASE_ROW, seats: 'five', price: 'POA' },
        { ...BASE_ROW, id: 2, doors: 'four' },
      ],
      {
        now: TEST_NOW,
      },
    );
    expect(result.warnings.map((w) => w.message)).toEqual(['doors: expected a number, found "four" (ignored)']);
  });

  it('collects every reason of a row, with its index, id and stock number', () => {
    const result = normaliseFeed([BASE_ROW, { id: 9, stocknum: 'A123', price: 'POA', km: -1, car_type: 'used' }], {
      now: TEST_NOW,
    });
    expect(result.rejects).toEqual([
      {
        index: 1,
        id: '9',
        stocknum: 'A123',
        reasons: [
          'make: missing',
          'model: missing',
          'price: expected a number, found "POA"',
          'km: must not be negative, found -1',
        ],
      },
    ]);
  });

  it.each([
    ['price 0 is kept', { price: 0 }, 'price', 0],
    ['price "0" is kept', { price: '0' }, 'price', 0],
    ['km 0', { km: 0 }, 'km', 0],
    ['year 1900', { year: 1900 }, 'year', 1900],
    ['next year', { year: 2027 }, 'year', 2027],
  ])('boundary accepted: %s', (_name, extra, field, value) => {
    expect(carFrom(extra)).toHaveProperty(field, value);
  });
});

describe('optional values that are malformed are dropped with a warning', () => {
  it.each([
    [{ seats: 'five' }, 'seats', 'seats: expected a number, found "five" (ignored)'],
    [{ before_price: -10 }, 'before_price', 'before_price: must not be negative, found -10 (ignored)'],
    [{ rego_expiry: 'soon' }, 'rego_expiry', 'rego_expiry: expected a date, found "soon" (ignored)'],
    [{ created_at: '2024-03' }, 'created_at', 'created_at: expected a date with a day, found "2024-03" (ignored)'],
    [{ colour: { name: 'red' } }, 'colour', 'colour: expected text, found an object (ignored)'],
    [{ colour: Number.NaN }, 'colour', 'colour: expected text, found NaN (ignored)'],
    [
      { video_url: 'javascript:alert(1)' },
      'video_url',
      'video_url: expected an http(s) or /relative URL, found "javascript:alert(1)" (ignored)',
    ],
  ])('%j', (extra, field, message) => {
    const result = normaliseOne(extra);
    expect(result.cars[0]).not.toHaveProperty(field);
    expect(result.warnings).toEqual([{ index: 0, id: '101', field, message }]);
  });

  it('falls back for unreadable booleans and says which value it used', () => {
    expect(carFrom({ certified: 'maybe' }).certified).toBe(false);
    expect(warningsFrom({ show_on_dealer_website: 'perhaps' })).toEqual([
      'show_on_dealer_website: expected true or false, found "perhaps" (used true)',
    ]);
  });
});

describe('coercions into the domain car', () => {
  it.each([
    [{ price: '$45,990' }, 'price', 45990],
    [{ km: '12000 km' }, 'km', 12000],
    [{ year: '2021' }, 'year', 2021],
    [{ subscription_price: '199.50' }, 'subscription_price', 199.5],
    [{ views: '1,204' }, 'views', 1204],
    [{ certified: 'yes' }, 'certified', true],
    [{ reserved: 1 }, 'reserved', true],
    [{ preorder: 'true' }, 'preorder', true],
    [{ show_on_dealer_website: '0' }, 'show_on_dealer_website', false],
    [{}, 'show_on_dealer_website', true],
    [{}, 'certified', false],
    [{}, 'custom_rank', 0],
    [{ custom_rank: '5' }, 'custom_rank', 5],
    [{ custom_rank: -2 }, 'custom_rank', -2],
    [{ item_type: 'Caravan' }, 'item_type', 'caravan'],
    [{ stocknum: 4711 }, 'stocknum', '4711'],
    [{ badge: ' Maxx  <em>Sport</em> ' }, 'badge', 'Maxx Sport'],
    [{ tag: 'Test Drive Only' }, 'tag', 'Test Drive Only'],
    [{ created_at: '05/03/2024' }, 'created_at', '2024-03-05T00:00:00.000Z'],
    [{ updated_at: '2024-03-05 10:20:30' }, 'updated_at', '2024-03-05T10:20:30.000Z'],
    [{ updated_at: 1709634030 }, 'updated_at', '2024-03-05T10:20:30.000Z'],
    [{ rego_expiry: '01/03/2027' }, 'rego_expiry', '2027-03-01'],
    [{ build_date: '03/2019' }, 'build_date', '2019-03'],
    [{ dealercomments: '<p>One owner</p><p>Full history</p>' }, 'dealercomments', 'One owner|Full history'],
  ])('%j → %s', (extra, field, value) => {
    expect(carFrom(extra)).toHaveProperty(field, value);
  });

  it.each(['badge', 'colour', 'vin', 'regplate', 'price', 'km', 'year', 'rego_expiry', 'created_at', 'tag'])(
    '%s "null", "" and "N/A" become absent',
    (field) => {
      for (const blank of ['null', '', 'N/A', null]) {
        expect(carFrom({ [field]: blank })).not.toHaveProperty(field);
      }
    },
  );

  it('reads body and drivetrain fields from the variant when the car has none', () => {
    const car = carFrom({
      drive: 'FWD',
      variant: { drive: 'AWD', seats: '5', doors: 4, fuel: 'Petrol', body: 'SUV', cylinders: '4 cyl' },
    });
    expect(car).toMatchObject({ drive: 'FWD', seats: 5, doors: 4, fuel: 'Petrol', simple_body: 'SUV', cylinders: 4 });
  });

  it('does not change its input', () => {
    const row = Object.freeze({ ...BASE_ROW, images: Object.freeze([Object.freeze({ url: 'https://x.test/a.jpg' })]) });
    const copy = structuredClone(row);
    normaliseFeed([row], { now: TEST_NOW });
    expect(row).toEqual(copy);
  });
});

describe('normalised cars are plain JSON values', () => {
  // The build hands its normalised cars to the pages instead of their JSON copy (src/site/data.ts
  // handOverCars): both must be the same values, field for field.
  it.each(['fixture-franchise', 'fixture-group', 'fixture-forms'])(
    'every car of %s equals its JSON round trip',
    async (site) => {
      const { readFileSync } = await import('node:fs');
      const { join } = await import('node:path');
      const { isDeepStrictEqual } = await import('node:util');
      const rows = JSON.parse(
        readFileSync(join(import.meta.dirname, '../../tests/fixtures/sites', site, 'feed.json'), 'utf8'),
      ) as unknown[];
      const { cars } = normaliseFeed(Array.isArray(rows) ? rows : ((rows as { cars: unknown[] }).cars ?? []), {
        now: TEST_NOW,
      });
      expect(cars.length).toBeGreaterThan(0);
      const odd = cars.filter((car) => !isDeepStrictEqual(car, JSON.parse(JSON.stringify(car))));
      expect(odd.map((car) => car.id)).toEqual([]);
    },
  );
});
