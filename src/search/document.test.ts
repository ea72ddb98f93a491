import { describe, expect, it } from 'vitest';
import { makeCar } from '../domain/car.fixture';
import { toSearchDocument } from './document';
import { SEARCH_FIELDS } from './fields';

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

  it('replaces backticks, which a Typesense filter value cannot hold', () => {
    expect(toSearchDocument(makeCar({ make: 'Back`tick' })).make).toBe("Back'tick");
  });

  it('carries only fields of the field list', () => {
    const names = new Set(SEARCH_FIELDS.map((f) => f.name));
    expect(Object.keys(doc).filter((k) => !names.has(k))).toEqual([]);
  });
});
