import { describe, expect, it } from 'vitest';
import { medianRun, notOnSite } from './page-bench';
import type { LighthouseResult } from './lighthouse-run';
import { diagnosticsOf } from './lighthouse-diagnostics';

const run = (lcpMs: number, tbtMs: number): LighthouseResult => ({ score: 90, lcpMs, tbtMs, cls: 0, requests: [], diagnostics: diagnosticsOf({ audits: {}, categories: {} }) });

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
    expect(row).toMatchObject({ group: 'page: offers', site: 'prestige-pre-owned', name: 'not on this site', unit: 'count' });
    expect(row.budget).toBeUndefined();
    expect(row.note).toBe('this site has no offers page (none of /special-offers was built); its budgets do not apply here');
  });
});
