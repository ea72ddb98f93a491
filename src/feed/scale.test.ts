import { describe, expect, it } from 'vitest';
import { normaliseFeed } from './normalise';
import { TEST_NOW } from './fixtures/rows';

const MAKES = ['Mazda', 'Toyota', 'Ford', 'Kia', 'Hyundai'];

/** A realistic-looking feed row with text numbers, HTML comments, images and lists; every 50th row is bad. */
function generatedRow(i: number): Record<string, unknown> {
  return {
    id: i % 50 === 49 ? 'null' : i,
    stocknum: `S${i}`,
    // Same make/model/year for many rows, so derived slugs collide only through the id.
    make: MAKES[i % MAKES.length],
    model: 'Model <b>X</b>',
    badge: i % 2 ? 'Sport' : 'null',
    year: String(2010 + (i % 15)),
    car_type: ['New', 'USED', 'demo'][i % 3],
    status: ['in_stock', 'sold', 'coming_soon', 'archived'][i % 4],
    // "$20,123": thousands separator written by hand (toLocaleString is slow enough to dominate the test).
    price: `$${20 + Math.floor(i / 1000)},${String(i % 1000).padStart(3, '0')}`,
    km: `${i * 10} km`,
    engine_size: 1998,
    slug: i % 10 === 0 ? 'same-slug' : undefined,
    updated_at: '2026-05-20 10:00:00',
    created_at: '20/05/2026',
    dealercomments: '<p>One owner</p><p>Full &amp; complete history<br>Call today</p>',
    images: Array.from({ length: 8 }, (_, n) => ({
      image: { url: `https://cdn.test/${i}/${n}.jpg` },
      thumb: { url: 'null' },
    })),
    featured: [
      { name: 'Fuel', value: 'Petrol' },
      { name: 'Seats', value: 'null' },
    ],
    standardEquipment: ['Cruise control', { name: 'Sat nav' }],
    location: { id: i % 7, name: `Yard ${i % 7}`, address: { city: 'Sydney', state: 'NSW' } },
    finance_lenders: { providerA: { interestRate: '7.99', comparisonRate: '8.45', paymentWeek: '$112' } },
  };
}

describe('normalising a large feed', () => {
  it('normalises 20,000 rows with unique slugs', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => generatedRow(i));
    const result = normaliseFeed(rows, { now: TEST_NOW });
    expect(result.rejects).toHaveLength(400);
    expect(result.cars).toHaveLength(19_600);
    expect(new Set(result.cars.map((c) => c.slug)).size).toBe(19_600);
    expect(result.cars.filter((c) => c.slug.startsWith('same-slug'))).toHaveLength(2000);
  });
});
