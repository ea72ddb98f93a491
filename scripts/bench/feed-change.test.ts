import { describe, expect, it } from 'vitest';
import { changeFeed } from './feed-change';

const NOW = new Date('2026-11-19T22:00:00.000Z');
const feed = Array.from({ length: 1000 }, (_, i) => ({
  id: 1000 + i,
  slug: `car-${1000 + i}`,
  stocknum: `S${i}`,
  vin: 'JTM311J10TB176711',
  price: 20_000 + i,
  status: i % 50 === 0 ? 'sold' : 'in_stock',
}));

describe('changeFeed', () => {
  it('changes the share of prices, sells a tenth of it and adds as many new cars, spread over the stock', () => {
    const { rows, change } = changeFeed(feed, 0.01, NOW);
    expect([change.priced.length, change.sold.length, change.added.length]).toEqual([10, 1, 1]);
    expect(rows).toHaveLength(1001);
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    for (const id of change.priced)
      expect(byId.get(id)!.price).toBeLessThan(feed.find((r) => String(r.id) === id)!.price);
    expect(byId.get(change.sold[0]!)).toMatchObject({ status: 'sold', sold_at: NOW.toISOString() });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(Number(change.priced.at(-1)) - Number(change.priced[0])).toBeGreaterThan(800);
    expect(feed[1]!.price, 'the input is left as it was').toBe(20_001);
  });

  it('says what is wrong with a share it cannot make', () => {
    expect(() => changeFeed(feed, 0, NOW)).toThrow('above 0 and at most 1; found 0');
    expect(() => changeFeed(feed.slice(0, 3), 1, NOW)).toThrow('needs');
  });
});
