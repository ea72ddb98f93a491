import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Car, CarStatus } from './car';
import { makeCar } from './car.fixture';
import { buildSimilarIndex, similarCars, similarPriceBand } from './similar';

const car = (
  id: string,
  make: string,
  simple_body: string,
  price: number | undefined,
  status: CarStatus = 'in_stock',
) => makeCar({ id, slug: id, make, simple_body, price, status });

/** The ranking written the slow, obvious way, to check the indexed version against. */
function reference(cars: Car[], target: Car, limit = 6): string[] {
  if (target.price === undefined || target.price <= 10) return [];
  const band = target.price < 50000 ? 10000 : 25000;
  const tier = (c: Car) => {
    const sameMake = c.make.toLowerCase() === target.make.toLowerCase();
    const sameBody = (c.simple_body ?? '').toLowerCase() === (target.simple_body ?? '').toLowerCase();
    return sameMake && sameBody ? 0 : sameBody ? 1 : sameMake ? 2 : 3;
  };
  return cars
    .filter((c) => c.id !== target.id && c.status === 'in_stock' && c.show_on_dealer_website && (c.price ?? 0) > 10)
    .filter((c) => Math.abs((c.price as number) - (target.price as number)) <= band)
    .sort((a, b) => {
      const da = Math.abs((a.price as number) - (target.price as number));
      const db = Math.abs((b.price as number) - (target.price as number));
      return tier(a) - tier(b) || da - db || (a.price as number) - (b.price as number) || (a.id < b.id ? -1 : 1);
    })
    .slice(0, limit)
    .map((c) => c.id);
}

describe('similarPriceBand', () => {
  it.each([
    [49999, 10000],
    [50000, 25000],
    [10000, 10000],
    [120000, 25000],
  ])('%i → ±%i', (price, band) => {
    expect(similarPriceBand(price)).toBe(band);
  });
});

describe('similarCars', () => {
  const target = car('t', 'Toyota', 'Ute', 40000);
  const stock = [
    target,
    car('a', 'Toyota', 'Ute', 45000),
    car('b', 'Ford', 'Ute', 41000),
    car('c', 'Toyota', 'SUV', 39000),
    car('d', 'Kia', 'Sedan', 40500),
    car('e', 'Toyota', 'Ute', 50001),
    car('f', 'Toyota', 'Ute', 30000),
    car('g', 'Toyota', 'Ute', 41000, 'sold'),
    car('h', 'Toyota', 'Ute', 41000, 'coming_soon'),
    car('i', 'Mazda', 'Ute', 40000),
    car('j', 'Mazda', 'Ute', 35000),
  ];
  const index = buildSimilarIndex(stock);

  it('ranks same make and body, then body, then make, then any, nearest price first; at most 6', () => {
    expect(similarCars(index, target).map((c) => c.id)).toEqual(['a', 'f', 'i', 'b', 'j', 'c']);
  });

  it('keeps the band: ±10,000 under 50,000 (50,001 and 29,999 are out)', () => {
    const ids = similarCars(index, target, 20).map((c) => c.id);
    expect(ids).not.toContain('e');
    expect(ids).toContain('f');
    expect(ids).toContain('d');
  });

  it('only offers in-stock cars', () => {
    const ids = similarCars(index, target, 20).map((c) => c.id);
    expect(ids).not.toContain('g');
    expect(ids).not.toContain('h');
  });

  it('uses ±25,000 from 50,000', () => {
    const pricey = car('p', 'BMW', 'SUV', 80000);
    const idx = buildSimilarIndex([
      pricey,
      car('q', 'Audi', 'Sedan', 105000),
      car('r', 'Audi', 'Sedan', 105001),
      car('s', 'BMW', 'SUV', 55000),
    ]);
    expect(similarCars(idx, pricey).map((c) => c.id)).toEqual(['s', 'q']);
  });

  it('gives none for a car without a shown price', () => {
    expect(similarCars(index, car('z', 'Toyota', 'Ute', undefined))).toEqual([]);
  });

  it('works for a sold car (its page still shows in-stock similar cars)', () => {
    expect(
      similarCars(index, stock[7] as Car)
        .map((c) => c.id)
        .slice(0, 2),
    ).toEqual(['t', 'a']);
  });

  it('matches the obvious ranking on random stock', () => {
    const arbCar = fc.record({
      make: fc.constantFrom('Toyota', 'Ford', 'Kia'),
      body: fc.constantFrom('Ute', 'SUV', 'Sedan'),
      price: fc.integer({ min: 0, max: 120 }).map((k) => k * 1000),
      status: fc.constantFrom<CarStatus>('in_stock', 'in_stock', 'sold', 'coming_soon'),
    });
    fc.assert(
      fc.property(fc.array(arbCar, { minLength: 1, maxLength: 60 }), fc.nat(), (specs, pick) => {
        const cars = specs.map((s, i) => car(`c${String(i).padStart(3, '0')}`, s.make, s.body, s.price, s.status));
        const target = cars[pick % cars.length] as Car;
        const got = similarCars(buildSimilarIndex(cars), target).map((c) => c.id);
        expect(got).toEqual(reference(cars, target));
      }),
      { numRuns: 200 },
    );
  });

  it('handles 20,000 cars without a quadratic scan', () => {
    const makes = ['Toyota', 'Ford', 'Kia', 'Mazda', 'Hyundai', 'Mitsubishi', 'Nissan', 'Isuzu'];
    const bodies = ['Ute', 'SUV', 'Sedan', 'Hatch', 'Wagon'];
    const cars = Array.from({ length: 20000 }, (_, i) =>
      car(
        `c${i}`,
        makes[i % makes.length] as string,
        bodies[(i * 7) % bodies.length] as string,
        15000 + ((i * 7919) % 90000),
      ),
    );
    const started = performance.now();
    const idx = buildSimilarIndex(cars);
    let total = 0;
    for (const c of cars) total += similarCars(idx, c).length;
    const ms = performance.now() - started;
    expect(total).toBe(20000 * 6);
    // A scan per car would be 400 million comparisons (tens of seconds); the index needs well under one.
    expect(ms).toBeLessThan(5000);
  });
});
