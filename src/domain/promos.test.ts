import { describe, expect, it } from 'vitest';
import { activePromos, insertPromos, isPromoActive, matchesConditions, type PromoTile } from './promos';
import { seededRandom } from './random';

const BRISBANE = 'Australia/Brisbane';

describe('isPromoActive: the sale tile of 1 July 2025 to 24 July 2025, +10:00', () => {
  const withOffset = { start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00' };
  const dateOnly = { start: '2025-07-01', expiry: '2025-07-24' };
  it.each([
    ['just before the start', '2025-06-30T13:59:59Z', false],
    ['at the start (midnight in Brisbane)', '2025-06-30T14:00:00Z', true],
    ['mid-sale', '2025-07-12T03:00:00Z', true],
    ['last second of 24 July in Brisbane', '2025-07-24T13:59:59Z', true],
    ['after 24 July in Brisbane (still 24 July in UTC)', '2025-07-24T14:00:00Z', false],
  ])('%s', (_name, now, expected) => {
    expect(isPromoActive(withOffset, new Date(now), BRISBANE)).toBe(expected);
    expect(isPromoActive(dateOnly, new Date(now), BRISBANE)).toBe(expected);
  });

  it('reads date-only bounds in the site time zone', () => {
    expect(isPromoActive(dateOnly, new Date('2025-06-30T14:30:00Z'), 'Australia/Perth')).toBe(false);
    expect(isPromoActive(dateOnly, new Date('2025-06-30T16:00:00Z'), 'Australia/Perth')).toBe(true);
  });

  it.each([
    [{}, true],
    [{ start: '2025-07-01' }, true],
    [{ expiry: '2025-07-01' }, false],
    [{ start: 'soon' }, false],
  ])('%o → %s', (tile, expected) => {
    expect(isPromoActive(tile, new Date('2025-07-10T00:00:00Z'), BRISBANE)).toBe(expected);
  });
});

describe('matchesConditions', () => {
  it.each([
    [{}, [], true],
    [{ display: ['used'] as const }, [], true],
    [{ display: ['used'] as const }, ['used'] as const, true],
    [{ display: ['used'] as const }, ['new', 'used'] as const, true],
    [{ display: ['used'] as const }, ['new'] as const, false],
    [{ display: ['used'] as const, strictDisplay: true }, [], false],
    [{ display: ['used'] as const, strictDisplay: true }, ['used'] as const, true],
    [{ display: ['used'] as const, strictDisplay: true }, ['new', 'used'] as const, false],
    [{ display: ['new', 'demo'] as const, strictDisplay: true }, ['new', 'demo'] as const, true],
  ])('%o with %o → %s', (tile, selected, expected) => {
    expect(matchesConditions(tile, selected)).toBe(expected);
  });
});

const tile = (position: number, node = `t${position}`): PromoTile<string> => ({ position, node });
const hits = Array.from({ length: 20 }, (_, i) => i + 1);
const layout = (cells: ReturnType<typeof insertPromos<number, string>>) =>
  cells.map((c) => (c.kind === 'car' ? c.hit : c.tile.node));

describe('insertPromos', () => {
  it('puts tiles in cells 8 and 17', () => {
    const cells = insertPromos(hits, [tile(17), tile(8)]);
    expect(cells[7]).toEqual({ kind: 'promo', tile: tile(8) });
    expect(cells[16]).toEqual({ kind: 'promo', tile: tile(17) });
    expect(cells).toHaveLength(22);
    expect(layout(cells).slice(6, 9)).toEqual([7, 't8', 8]);
  });

  it('leaves out a tile past the end of the grid, and all tiles with no hits', () => {
    expect(layout(insertPromos([1, 2, 3], [tile(4), tile(9)]))).toEqual([1, 2, 3, 't4']);
    expect(insertPromos([], [tile(1)])).toEqual([]);
  });
});

describe('activePromos', () => {
  const now = new Date('2025-07-10T00:00:00Z');
  const tiles = [tile(17), { ...tile(8), expiry: '2025-07-01' }, { ...tile(9), display: ['new'] as const, strictDisplay: true }];
  it('keeps the active, matching tiles in position order', () => {
    expect(activePromos(tiles, now, { timeZone: BRISBANE, selectedConditions: ['new'] }).map((t) => t.node)).toEqual(['t9', 't17']);
    expect(activePromos(tiles, now, { timeZone: BRISBANE, selectedConditions: [] }).map((t) => t.node)).toEqual(['t17']);
  });

  it('shifts every tile by one seeded random offset within 0..max', () => {
    const seed = 42;
    const expected = Math.floor(seededRandom(seed)() * 4);
    const placed = activePromos([tile(8), tile(17)], now, { timeZone: BRISBANE, selectedConditions: [], randomOffset: { seed, max: 3 } });
    expect(placed.map((t) => t.position)).toEqual([8 + expected, 17 + expected]);
    const offsets = new Set(
      Array.from({ length: 200 }, (_, s) =>
        activePromos([tile(8)], now, { timeZone: BRISBANE, selectedConditions: [], randomOffset: { seed: s, max: 3 } })[0]?.position,
      ),
    );
    expect(offsets).toEqual(new Set([8, 9, 10, 11]));
  });
});

describe('seededRandom', () => {
  it('is reproducible and within [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});
