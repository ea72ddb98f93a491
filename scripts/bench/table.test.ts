import { describe, expect, it } from 'vitest';
import { budgetText, formatTable, missedSummary, resultsFileName, verdict } from './table';
import type { BenchRow } from './types';

const row = (value: number, budget?: BenchRow['budget'], unit: BenchRow['unit'] = 'KB'): BenchRow => ({
  group: 'page: vehicle used',
  name: 'JS first view, brotli',
  value,
  unit,
  ...(budget ? { budget } : {}),
});

describe('verdict', () => {
  it.each<[number, BenchRow['budget'], string]>([
    [20, { limit: 20, better: 'lower' }, 'met'],
    [19.9, { limit: 20, better: 'lower' }, 'met'],
    [30, { limit: 20, better: 'lower' }, 'MISSED by 10 KB (50%)'],
    [98, { limit: 98, better: 'higher' }, 'met'],
    [90, { limit: 98, better: 'higher' }, 'MISSED by 8 KB (8%)'],
    [2, { limit: 0, better: 'lower' }, 'MISSED by 2 KB'],
    [Number.NaN, { limit: 20, better: 'lower' }, 'not measured'],
  ])('%d against %j → %s', (value, budget, expected) => {
    expect(verdict(row(value, budget))).toBe(expected);
  });
  it('is empty without a budget', () => {
    expect(verdict(row(5))).toBe('');
  });
});

describe('budgetText', () => {
  it.each<[BenchRow['budget'], string]>([
    [{ limit: 60, better: 'lower' }, '≤ 60'],
    [{ limit: 98, better: 'higher' }, '≥ 98'],
    [undefined, ''],
  ])('%j → %s', (budget, text) => expect(budgetText(row(1, budget))).toBe(text));
});

describe('formatTable', () => {
  it('aligns every column under its header', () => {
    const lines = formatTable([
      row(12.5, { limit: 20, better: 'lower' }),
      {
        group: 'build',
        name: '20,000 cars seconds',
        value: 75.3,
        unit: 's',
        budget: { limit: 60, better: 'lower' },
        note: 'noisy',
      },
    ]).split('\n');
    expect(lines).toHaveLength(4);
    const col = (header: string) => (lines[0] as string).indexOf(header);
    expect(lines[2]!.indexOf('KB')).toBe(col('unit'));
    expect(lines[3]!.indexOf('MISSED')).toBe(col('met/missed'));
    expect(lines[3]!.indexOf('≤ 60')).toBe(col('budget'));
    expect(lines[3]!.endsWith('noisy')).toBe(true);
    // Values are right-aligned: both end in the same column.
    expect(lines[2]!.indexOf('12.5') + 4).toBe(lines[3]!.indexOf('75.3') + 4);
  });

  it('names the site of a row and shows an unmeasured value as a dash, not NaN', () => {
    const lines = formatTable([
      { ...row(12.5, { limit: 20, better: 'lower' }), site: 'harbour-toyota' },
      { group: 'page: offers', site: 'prestige-pre-owned', name: 'not on this site', value: Number.NaN, unit: 'count' },
    ]).split('\n');
    const col = (header: string) => (lines[0] as string).indexOf(header);
    expect(lines[2]!.indexOf('harbour-toyota')).toBe(col('site'));
    expect(lines[3]!.indexOf('prestige-pre-owned')).toBe(col('site'));
    expect(lines[3]).not.toContain('NaN');
    expect(lines[3]!.indexOf('–') + 1).toBe(lines[2]!.indexOf('12.5') + 4);
  });
});

describe('formatTable with side-by-side rows', () => {
  it('shows the build and change columns only when a row fills them, and no mark on the baseline row', () => {
    expect(formatTable([row(12.5, { limit: 20, better: 'lower' })]).split('\n')[0]).not.toMatch(/build|change/);
    const lines = formatTable([
      { ...row(18.4), side: 'baseline', note: 'baseline 2c5194e' },
      { ...row(75.6, { limit: 75, better: 'lower' }), side: 'current', change: '+57.2 KB (+311%)' },
    ]).split('\n');
    const col = (header: string) => (lines[0] as string).indexOf(header);
    expect(lines[2]!.indexOf('baseline')).toBe(col('build'));
    expect(lines[3]!.indexOf('current')).toBe(col('build'));
    expect(lines[3]!.indexOf('+57.2 KB')).toBe(col('change'));
    expect(lines[2]).not.toMatch(/met|MISSED/);
    expect(lines[3]!.indexOf('MISSED')).toBe(col('met/missed'));
  });
});

describe('resultsFileName', () => {
  it('is the start time without colons or milliseconds', () => {
    expect(resultsFileName(new Date('2026-11-22T03:14:19.123Z'))).toBe('2026-11-22T03-14-19Z.json');
  });
});

describe('missedSummary', () => {
  it('names every missed budget with its figure, and lists the unmeasured ones apart', () => {
    const rows: BenchRow[] = [
      {
        group: 'build',
        site: 'group ×20,000 cars',
        name: '20,000 cars seconds',
        value: 131.2,
        unit: 's',
        budget: { limit: 120, better: 'lower' },
      },
      {
        group: 'build',
        site: 'group ×20,000 cars',
        name: '20,000 cars peak memory',
        value: 1400,
        unit: 'MB',
        budget: { limit: 1536, better: 'lower' },
      },
      {
        group: 'build',
        site: 'group ×100,000 cars',
        name: '100,000 cars build finishes (4 GB heap)',
        value: Number.NaN,
        unit: 'count',
        budget: { limit: 1, better: 'higher' },
      },
      {
        group: 'build',
        name: 'time ratio 20,000 / 10,000 cars',
        value: 2.3,
        unit: 'ratio',
        budget: { limit: 2.1, better: 'lower' },
      },
      {
        group: 'build',
        name: 'baseline row',
        value: 500,
        unit: 's',
        budget: { limit: 120, better: 'lower' },
        side: 'baseline',
      },
      row(12),
    ];
    expect(missedSummary(rows).split('\n')).toEqual([
      'Budgets: 1 met, 2 missed:',
      '  build · group ×20,000 cars · 20,000 cars seconds: 131.2 s against ≤ 120, MISSED by 11.2 s (9%)',
      '  build · time ratio 20,000 / 10,000 cars: 2.3 ratio against ≤ 2.1, MISSED by 0.2 ratio (10%)',
      'Not measured (1):',
      '  build · group ×100,000 cars · 100,000 cars build finishes (4 GB heap)',
    ]);
    expect(missedSummary([rows[1]!])).toBe('Budgets: 1 met, none missed.');
  });
});
