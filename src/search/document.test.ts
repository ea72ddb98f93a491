import { describe, expect, it } from 'vitest';
import { makeCar } from '../domain/car.fixture';
import { toSearchDocument } from './document';
import { SEARCH_FIELDS } from './fields';
import { FINANCE_PROVIDERS } from '../domain/finance';

describe('toSearchDocument', () => {
  const car = makeCar({
    id: '42',
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    year: 2019,
    price: 27990.4,
    km: 62000,
    simple_body: 'SUV',
    bodyconfiguration: 'Wagon',
    fuel: 'Unleaded Petrol',
    simple_fuel: 'Petrol',
    trans: '6 SP AUTOMATIC',
    simple_transmission: 'Automatic',
    created_at: '2026-06-01T00:00:00.000Z',
    sold_at: '2026-06-14T12:00:00.000Z',
    status: 'sold',
    location: { id: 'l1', name: 'Gold Coast', slug: 'gold-coast', address: { city: 'Southport', state: 'QLD' } },
    images: [{ url: 'https://img/1.jpg', thumb: 'https://img/1-t.jpg' }],
    youxQuote: { weeklyRepaymentAmount: 129 },
    categories: ['SUVs'],
    filtered_features: ['Bluetooth'],
  });
  const doc = toSearchDocument(car);

  it.each([
    ['make_model', 'Mazda > CX-5'],
    ['body', 'SUV'],
    ['fuel', 'Petrol'],
    ['transmission', 'Automatic'],
    ['price', 27990],
    ['price_range', '$20,000 - $30,000'],
    ['weekly_price', 129],
    ['weekly_price_range', '$100 - $150'],
    ['created_at_timestamp', Date.UTC(2026, 5, 1) / 1000],
    ['sold_at_timestamp', Date.UTC(2026, 5, 14, 12) / 1000],
    ['city', 'Southport'],
    ['state', 'QLD'],
    ['location_name', 'Gold Coast'],
    ['location_slug', 'gold-coast'],
    ['year_text', '2019'],
    ['image_url', 'https://img/1-t.jpg'],
  ])('%s is %j', (field, value) => {
    expect((doc as unknown as Record<string, unknown>)[field]).toEqual(value);
  });

  it('leaves absent values out rather than sending null', () => {
    const bare = toSearchDocument(makeCar({ price: undefined, badge: undefined }));
    expect('price' in bare).toBe(false);
    expect('price_range' in bare).toBe(false);
    expect('badge' in bare).toBe(false);
  });

  it('treats a price of 0 as no price (no 0 in the price slider or bands)', () => {
    expect(toSearchDocument(makeCar({ price: 0 })).price).toBeUndefined();
  });

  it.each([
    ['cab-chassis', 'Cab Chassis'],
    ['PEOPLE MOVER', 'People Mover'],
    ['Utility', 'Ute'],
    ['Medium Truck', 'Medium Truck'],
  ])('holds the body %j as %j (spec 02 §9 body types by their label)', (simple_body, body) => {
    expect(toSearchDocument(makeCar({ simple_body })).body).toBe(body);
  });

  it('replaces backticks, which a Typesense filter value cannot hold', () => {
    expect(toSearchDocument(makeCar({ make: 'Back`tick' })).make).toBe("Back'tick");
  });

  it('carries only fields of the field list', () => {
    const names = new Set<string>(SEARCH_FIELDS.map((f) => f.name));
    expect(Object.keys(doc).filter((k) => !names.has(k))).toEqual([]);
  });

  describe('finance estimate on cards (spec 02 §2, §5)', () => {
    const lender = {
      interestRate: 8.99,
      comparisonRate: 9.56,
      paymentWeek: 306.57,
      paymentMonth: 1327.45,
      termYears: 5,
    };
    const cardEstimate = {
      settings: FINANCE_PROVIDERS['provider-d']!,
      currentYear: 2026,
      frequency: 'monthly' as const,
      lenderEstimates: true,
    };
    const forSale = makeCar({
      price: 89990,
      year: 2026,
      status: 'in_stock',
      finance_lenders: { 'provider-d': lender },
    });

    it("carries the car's figure (repayment, frequency) and both rates when the site shows them on cards", () => {
      const withEstimate = toSearchDocument(forSale, { cardEstimate });
      expect([
        withEstimate.estimate_repayment,
        withEstimate.estimate_frequency,
        withEstimate.estimate_rate,
        withEstimate.estimate_comparison_rate,
      ]).toEqual([1327.45, 'monthly', 8.99, 9.56]);
      const names = new Set<string>(SEARCH_FIELDS.map((f) => f.name));
      expect(Object.keys(withEstimate).filter((k) => !names.has(k))).toEqual([]);
    });

    it.each([
      ['the site does not show it on cards', forSale, undefined],
      ['the rules hide it (sold)', makeCar({ ...forSale, status: 'sold' }), cardEstimate],
    ])('has no estimate fields when %s', (_label, car, context) => {
      const bare = toSearchDocument(car, { cardEstimate: context });
      expect(Object.keys(bare).filter((k) => k.startsWith('estimate_'))).toEqual([]);
    });
  });
});
