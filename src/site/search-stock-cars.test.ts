import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config/parse';
import { siteWith } from '../config/testing';
import { makeCar } from '../domain/car.fixture';
import { searchStockCars } from './search-stock-cars';

const clock = new Date('2026-11-20T00:00:00+10:00');
const daysAgo = (days: number) => new Date(clock.getTime() - days * 86_400_000).toISOString();
const cars = [
  makeCar({ id: 'in-stock', stocknum: 'A1' }),
  makeCar({ id: 'coming-soon', status: 'coming_soon' }),
  makeCar({ id: 'sold-2-days', status: 'sold', sold_at: daysAgo(2) }),
  makeCar({ id: 'sold-4-days', status: 'sold', sold_at: daysAgo(4) }),
  makeCar({ id: 'new', car_type: 'new', stocknum: 'N1' }),
];
const ids = (patch: Record<string, unknown> = {}) =>
  searchStockCars({ shownCars: cars, config: parseSiteConfig(siteWith(patch), 'site.yaml'), clock }).map((c) => c.id);

describe('the cars the search can return (what the budget and price-range counts count)', () => {
  it('available cars and cars sold within the window (3 days by default), as the search shows them', () => {
    expect(ids()).toEqual(['in-stock', 'coming-soon', 'sold-2-days', 'new']);
  });

  it("follows the site's window, stock option 4 and limits", () => {
    expect(ids({ stock: { includeSoldCarsDays: 5 } })).toEqual([
      'in-stock',
      'coming-soon',
      'sold-2-days',
      'sold-4-days',
      'new',
    ]);
    expect(ids({ stock: { filterOption: 4 } })).toEqual(['in-stock', 'coming-soon', 'new']);
    expect(ids({ stock: { usedOnly: true } })).toEqual(['in-stock', 'coming-soon', 'sold-2-days']);
    expect(ids({ stock: { excludedStockNumbers: ['A1', 'N1'] } })).toEqual(['coming-soon', 'sold-2-days']);
  });
});
