import { describe, expect, it } from 'vitest';
import { asBaseline, changeText, sideBySide } from './side-by-side';
import type { BenchRow } from './types';

const js = (value: number, site = 'southern-cross-motor-group'): BenchRow => ({
  group: 'page: vehicle used',
  site,
  name: 'JS first view, brotli',
  value,
  unit: 'KB',
  budget: { limit: 75, better: 'lower' },
  note: 'heaviest: client.js',
});
const tbt = (value: number): BenchRow => ({
  group: 'page: vehicle used',
  site: 'southern-cross-motor-group',
  name: 'mobile TBT',
  value,
  unit: 'ms',
  budget: { limit: 50, better: 'lower' },
});

describe('changeText', () => {
  it.each<[number, number, BenchRow['unit'], string]>([
    [18.4, 75.6, 'KB', '+57.2 KB (+311%)'],
    [150, 138, 'ms', '−12 ms (−8%)'],
    [100, 100, 'score', '±0 score'],
    [0, 0.004, 'ratio', '+0.004 ratio'],
    [0.012, 0, 'ratio', '−0.012 ratio (−100%)'],
    [8.4, 9.1, 'ms', '+0.7 ms (+8%)'],
    [Number.NaN, 12, 'ms', ''],
    [12, Number.NaN, 'ms', ''],
  ])('%d → %d %s: %s', (before, after, unit, text) => {
    expect(changeText(before, after, unit)).toBe(text);
  });
});

describe('asBaseline', () => {
  it('drops the budget and says which commit the row measured', () => {
    const row = asBaseline(js(18.4), '2c5194e');
    expect(row.budget).toBeUndefined();
    expect(row.side).toBe('baseline');
    expect(row.note).toBe('baseline 2c5194e; heaviest: client.js');
  });
});

describe('sideBySide', () => {
  it('puts each baseline row right before the current row of the same group, site and name, the change on the current row', () => {
    const rows = sideBySide([js(75.6), tbt(30)], [tbt(0), js(18.4)], '2c5194e');
    expect(rows.map((r) => [r.name, r.side, r.value, r.budget?.limit, r.change])).toEqual([
      ['JS first view, brotli', 'baseline', 18.4, undefined, undefined],
      ['JS first view, brotli', 'current', 75.6, 75, '+57.2 KB (+311%)'],
      ['mobile TBT', 'baseline', 0, undefined, undefined],
      ['mobile TBT', 'current', 30, 50, '+30 ms'],
    ]);
  });

  it('keeps current rows without a baseline where they were, and baseline rows without a current one at the end', () => {
    const other = js(20, 'harbour-toyota');
    const lost: BenchRow = {
      group: 'page: vehicle used',
      site: 'southern-cross-motor-group',
      name: 'mobile LCP',
      value: 1300,
      unit: 'ms',
    };
    const rows = sideBySide([other, js(75.6)], [js(18.4), lost], '2c5194e');
    expect(rows.map((r) => [r.site, r.name, r.side])).toEqual([
      ['harbour-toyota', 'JS first view, brotli', undefined],
      ['southern-cross-motor-group', 'JS first view, brotli', 'baseline'],
      ['southern-cross-motor-group', 'JS first view, brotli', 'current'],
      ['southern-cross-motor-group', 'mobile LCP', 'baseline'],
    ]);
    expect(rows[0]).toBe(other);
  });

  it('pairs nothing without a baseline', () => {
    const current = [js(75.6), tbt(30)];
    expect(sideBySide(current, [], '2c5194e')).toEqual(current);
  });
});
