import { describe, expect, it } from 'vitest';
import type { PromoTile } from '../../domain/promos';
import type { SearchDocument } from '../../search/document';
import { gridCells } from './grid-cells';
import type { PromoContent } from './island-props';

const hit = (id: string, status = 'in_stock') => ({ id, status }) as SearchDocument;
const tile = (over: Partial<PromoTile<PromoContent>> = {}): PromoTile<PromoContent> => ({
  positions: [3],
  node: { id: 'we-want-your-car', title: 'We Want Your Car!', href: '/trade-in' },
  ...over,
});
const now = new Date('2026-11-20T00:00:00+10:00');
const opts = { now, timeZone: 'Australia/Brisbane', conditions: [] as string[] };
const ids = (cells: ReturnType<typeof gridCells>) =>
  cells.map((c) => (c.kind === 'car' ? c.hit.id : `promo@${c.position}`));

describe('gridCells', () => {
  it('collapses consecutive sold cars to one card', () => {
    const hits = [hit('a'), hit('b', 'sold'), hit('c', 'sold'), hit('d'), hit('e', 'sold')];
    expect(ids(gridCells(hits, [], opts))).toEqual(['a', 'b', 'd', 'e']);
  });
  it('shows every card when every hit is sold', () => {
    const hits = [hit('a', 'sold'), hit('b', 'sold'), hit('c', 'sold')];
    expect(ids(gridCells(hits, [], opts))).toEqual(['a', 'b', 'c']);
  });
  it('places a tile at its configured cell, after collapsing', () => {
    const hits = [hit('a'), hit('b', 'sold'), hit('c', 'sold'), hit('d'), hit('e')];
    expect(ids(gridCells(hits, [tile()], opts))).toEqual(['a', 'b', 'promo@3', 'd', 'e']);
  });
  it.each([
    ['before its start', { start: '2026-11-21T00:00:00+10:00' }, false],
    ['after its expiry', { expiry: '2026-11-19T23:59:59+10:00' }, false],
    ['inside its window', { start: '2026-11-01T00:00:00+10:00', expiry: '2026-11-30T23:59:59+10:00' }, true],
    ['hidden by display false', { display: false }, false],
  ])('a tile %s shows: %s', (_name, over, shown) => {
    const cells = gridCells([hit('a'), hit('b'), hit('c')], [tile(over)], opts);
    expect(cells.some((c) => c.kind === 'promo')).toBe(shown);
  });
  it('honours strict display: only when the search is limited to exactly its conditions', () => {
    const strict = tile({ conditions: ['used'], strictDisplay: true });
    const hits = [hit('a'), hit('b'), hit('c')];
    expect(gridCells(hits, [strict], { ...opts, conditions: [] }).some((c) => c.kind === 'promo')).toBe(false);
    expect(gridCells(hits, [strict], { ...opts, conditions: ['used'] }).some((c) => c.kind === 'promo')).toBe(true);
    expect(gridCells(hits, [strict], { ...opts, conditions: ['used', 'new'] }).some((c) => c.kind === 'promo')).toBe(
      false,
    );
  });
  it('shows no tile without hits', () => {
    expect(gridCells([], [tile({ positions: [1] })], opts)).toEqual([]);
  });
});
