import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, type CompareItem } from './compare-item';
import { parseCompare, toggleCompare } from './store';

const item = (id: string): CompareItem => ({ id, name: `Car ${id}`, href: `/cars/${id}`, rows: [['Year', '2021']] });

describe('compare list', () => {
  it('adds, removes and stops at the limit', () => {
    let items: CompareItem[] = [];
    for (const id of ['a', 'b', 'c']) items = toggleCompare(items, item(id)).items;
    expect(COMPARE_MAX).toBe(3);
    expect(toggleCompare(items, item('d'))).toEqual({ items, full: true });
    expect(toggleCompare(items, item('b')).items.map((i) => i.id)).toEqual(['a', 'c']);
  });

  it.each([
    ['garbage', []],
    ['{}', []],
    [JSON.stringify([item('a'), { id: 1 }]), [item('a')]],
    [JSON.stringify(['a', 'b', 'c', 'd'].map(item)), ['a', 'b', 'c'].map(item)],
  ])('reads %s safely', (raw, expected) => {
    expect(parseCompare(raw)).toEqual(expected);
  });
});
