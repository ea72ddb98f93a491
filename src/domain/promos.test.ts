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
    [{ conditions: ['used'] as const }, [], true],
    [{ conditions: ['used'] as const }, ['used'] as const, true],
    [{ conditions: ['used'] as const }, ['new', 'used'] as const, true],
    [{ conditions: ['used'] as const }, ['new'] as const, false],
    [{ conditions: ['used'] as const, strictDisplay: true }, [], false],
    [{ conditions: ['used'] as const, strictDisplay: true }, ['used'] as const, true],
    [{ conditions: ['used'] as const, strictDisplay: true }, ['new', 'used'] as const, false],
    [{ conditions: ['new', 'demo'] as const, strictDisplay: true }, ['demo', 'new'] as const, true],
    [{ conditions: ['new', 'demo'] as const, strictDisplay: true }, ['new'] as const, false],
  ])('%o with %o → %s', (tile, selected, expected) => {
    expect(matchesConditions(tile, selected)).toBe(expected);
  });
});

const tile = (positions: number[], node = `t${positions.join('+')}`): PromoTile<string> => ({ positions, node });
const hits = Array.from({ length: 20 }, (_, i) => i + 1);
const now = new Date('2025-07-10T00:00:00Z');
const layout = (cells: ReturnType<typeof insertPromos<number, string>>) =>
  cells.map((c) => (c.kind === 'car' ? c.hit : c.tile.node));

describe('insertPromos', () => {
  it('puts a tile in cells 8 and 17', () => {
    const wwyc = tile([8, 17], 'wwyc');
    const cells = insertPromos(hits, activePromos([wwyc], now, { timeZone: BRISBANE, selectedConditions: [] }));
    expect(cells[7]).toEqual({ kind: 'promo', tile: wwyc, position: 8 });
    expect(cells[16]).toEqual({ kind: 'promo', tile: wwyc, position: 17 });
    expect(cells).toHaveLength(22);
    expect(layout(cells).slice(6, 9)).toEqual([7, 'wwyc', 8]);
  });

  it('leaves out a tile past the end of the grid, and all tiles with no hits', () => {
    const placed = [
      { tile: tile([4]), position: 4 },
      { tile: tile([9]), position: 9 },
    ];
    expect(layout(insertPromos([1, 2, 3], placed))).toEqual([1, 2, 3, 't4']);
    expect(insertPromos([], placed)).toEqual([]);
  });
});

describe('activePromos', () => {
  const tiles = [
    tile([17]),
    { ...tile([8]), expiry: '2025-07-01' },
    { ...tile([9]), conditions: ['new'] as const, strictDisplay: true },
    { ...tile([3]), display: false },
  ];
  it('keeps the displayed, active, matching tiles in cell order', () => {
    const place = (selectedConditions: ('new' | 'used')[]) =>
      activePromos(tiles, now, { timeZone: BRISBANE, selectedConditions }).map((p) => [p.tile.node, p.position]);
    expect(place(['new'])).toEqual([
      ['t9', 9],
      ['t17', 17],
    ]);
    expect(place([])).toEqual([['t17', 17]]);
  });

  it('shifts a randomOffset tile by one seeded draw of 0..3 cells', () => {
    const shifting = { ...tile([8, 17]), randomOffset: true };
    const expected = Math.floor(seededRandom(42)() * 4);
    const placed = activePromos([shifting], now, { timeZone: BRISBANE, selectedConditions: [], seed: 42 });
    expect(placed.map((p) => p.position)).toEqual([8 + expected, 17 + expected]);
    const seen = new Set(
      Array.from(
        { length: 200 },
        (_, seed) => activePromos([shifting], now, { timeZone: BRISBANE, selectedConditions: [], seed })[0]?.position,
      ),
    );
    expect(seen).toEqual(new Set([8, 9, 10, 11]));
    expect(activePromos([tile([8])], now, { timeZone: BRISBANE, selectedConditions: [], seed: 42 })[0]?.position).toBe(
      8,
    );
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
