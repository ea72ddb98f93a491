import { describe, expect, it } from 'vitest';
import { FeedError } from '../errors';
import { BASE_ROW, TEST_NOW } from '../fixtures/rows';
import { stockOfFeed } from './stock';

const ROWS = [
  { ...BASE_ROW, id: '101', price: 31990, km: 12000 },
  { ...BASE_ROW, id: '102', model: 'CX-9' },
];
const stockOf = (value: unknown) => stockOfFeed(Buffer.from(JSON.stringify(value)), 'test feed', TEST_NOW);

describe('stockOfFeed: the hash follows the cars, not the bytes', () => {
  const base = stockOf(ROWS);

  it.each([
    ['wrapped in { cars } with a timestamp', { generated_at: '2026-06-01T00:05:00Z', cars: ROWS }],
    ['keys in another order', ROWS.map((row) => Object.fromEntries(Object.entries(row).reverse()))],
    ['a number sent as text', [{ ...ROWS[0], price: '31990' }, ROWS[1]]],
    ['an unknown field the reader ignores', ROWS.map((row) => ({ ...row, dms_export_id: 7 }))],
  ])('same stock: %s', (_name, feed) => {
    expect(stockOf(feed)).toEqual(base);
  });

  it.each([
    ['a price', [{ ...ROWS[0], price: 29990 }, ROWS[1]]],
    ['a car sold', [{ ...ROWS[0], status: 'sold' }, ROWS[1]]],
    ['a car gone', [ROWS[0]]],
    ['the order of the cars', [ROWS[1], ROWS[0]]],
  ])('changed stock: %s', (_name, feed) => {
    expect(stockOf(feed).stockHash).not.toBe(base.stockHash);
  });

  it('counts the cars kept', () => {
    expect(base.cars).toBe(2);
  });

  it.each([
    ['truncated JSON', Buffer.from(JSON.stringify(ROWS).slice(0, 30))],
    ['an empty list', Buffer.from('[]')],
    ['no usable car', Buffer.from('[{"id":"1"}]')],
  ])("%s throws the build's FeedError", (_name, bytes) => {
    expect(() => stockOfFeed(bytes, 'test feed', TEST_NOW)).toThrow(FeedError);
  });
});
