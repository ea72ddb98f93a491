import { describe, expect, it } from 'vitest';
import { medianRun, missedLighthouseBudgets, notOnSite } from './page-bench';
import type { LighthouseResult } from './lighthouse-run';
import { diagnosticsOf } from './lighthouse-diagnostics';

const run = (lcpMs: number, tbtMs: number, score = 90, cls = 0): LighthouseResult => ({
  score,
  lcpMs,
  tbtMs,
  cls,
  requests: [],
  diagnostics: diagnosticsOf({ audits: {}, categories: {} }),
});

describe('missedLighthouseBudgets', () => {
  it("names the template's mobile budgets the median misses, with the budgets' own limits", () => {
    expect(missedLighthouseBudgets('vehicle new', [run(1200, 58, 100)])).toEqual(['mobile TBT']);
    expect(missedLighthouseBudgets('vehicle new', [run(1200, 50, 98, 0.01)])).toEqual([]);
    expect(missedLighthouseBudgets('vehicle used', [run(1501, 51, 97, 0.011)])).toEqual([
      'mobile score',
      'mobile LCP',
      'mobile TBT',
      'mobile CLS',
    ]);
    expect(missedLighthouseBudgets('search', [run(4000, 251, 90)])).toEqual(['mobile TBT']);
    expect(missedLighthouseBudgets('search', [run(4000, 200, 89, 0.02)])).toEqual(['mobile score']);
  });

  it('judges the median, so one slow run of three is not a miss', () => {
    expect(missedLighthouseBudgets('vehicle new', [run(1200, 0, 100), run(1300, 147, 99), run(1250, 2, 100)])).toEqual(
      [],
    );
    expect(missedLighthouseBudgets('vehicle new', [run(1200, 60, 100), run(1300, 147, 99), run(1250, 2, 100)])).toEqual(
      ['mobile TBT'],
    );
  });

  it("judges every other template's score and CLS only (issue 19), and nothing without runs", () => {
    expect(missedLighthouseBudgets('home', [run(9000, 900, 95, 0.01)])).toEqual([]);
    expect(missedLighthouseBudgets('offers', [run(1200, 0, 94, 0.011)])).toEqual(['mobile score', 'mobile CLS']);
    expect(missedLighthouseBudgets('vehicle new', [])).toEqual([]);
  });
});

describe('medianRun', () => {
  it('picks the run whose figure is the reported median, so its diagnostics explain that figure', () => {
    const runs = [run(3100, 40), run(1900, 300), run(2400, 90)];
    expect(medianRun(runs, 'lcpMs')).toBe(runs[2]);
    expect(medianRun(runs, 'tbtMs')).toBe(runs[2]);
    expect(medianRun([runs[0]!], 'lcpMs')).toBe(runs[0]);
  });
});

describe('notOnSite', () => {
  it('says the site has no page of the template, with the paths tried, and carries no budget', () => {
    const row = notOnSite('prestige-pre-owned', 'offers', ['/special-offers']);
    expect(row).toMatchObject({
      group: 'page: offers',
      site: 'prestige-pre-owned',
      name: 'not on this site',
      unit: 'count',
    });
    expect(row.budget).toBeUndefined();
    expect(row.note).toBe(
      'this site has no offers page (none of /special-offers was built); its budgets do not apply here',
    );
  });
});
