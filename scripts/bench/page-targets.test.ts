import { describe, expect, it } from 'vitest';
import { DEMO_SITES, describeTargets, pageTargets, selectTargets, STOCK_TEMPLATES } from './page-targets';
import { TEMPLATES } from './templates';

describe('pageTargets', () => {
  const targets = pageTargets(3);
  it('measures every template of every demo site, the group first, then the 20,000-car group site', () => {
    expect(targets.map((t) => t.label)).toEqual([
      'southern-cross-motor-group',
      'harbour-toyota',
      'prestige-pre-owned',
      'outback-caravans-and-motorcycles',
      'southern-cross-motor-group ×20,000 cars',
    ]);
    expect(DEMO_SITES).toHaveLength(4);
    for (const t of targets.slice(0, 4)) expect(t.templates).toEqual(TEMPLATES);
  });

  it('runs Lighthouse --runs times on both form factors with the floor on the group and the 20,000-car site, once on mobile elsewhere (--runs times on a miss)', () => {
    const plan = Object.fromEntries(
      targets.map((t) => [t.label, [t.runs, t.confirmRuns, t.formFactors.join('+'), t.floor]]),
    );
    expect(plan).toEqual({
      'southern-cross-motor-group': [3, 3, 'mobile+desktop', true],
      'harbour-toyota': [1, 3, 'mobile', false],
      'prestige-pre-owned': [1, 3, 'mobile', false],
      'outback-caravans-and-motorcycles': [1, 3, 'mobile', false],
      'southern-cross-motor-group ×20,000 cars': [3, 3, 'mobile+desktop', true],
    });
  });

  it('measures the baseline beside the group demo only, and interactions on 3 fresh pages, --runs where Lighthouse runs in full and that is more', () => {
    expect(targets.filter((t) => t.baseline).map((t) => t.label)).toEqual(['southern-cross-motor-group']);
    expect(targets.map((t) => t.interactionRuns)).toEqual([3, 3, 3, 3, 3]);
    expect(pageTargets(5).map((t) => t.interactionRuns)).toEqual([5, 3, 3, 3, 5]);
    expect(pageTargets(1).map((t) => t.interactionRuns)).toEqual([3, 3, 3, 3, 3]);
  });

  it('measures at least home, search and a vehicle page on the 20,000-car site', () => {
    expect(targets.at(-1)!.templates).toEqual(STOCK_TEMPLATES);
    expect(STOCK_TEMPLATES).toEqual(expect.arrayContaining(['home', 'search', 'vehicle used']));
  });
});

describe('describeTargets', () => {
  it('names the baseline on the site it is measured beside', () => {
    expect(describeTargets(pageTargets(1).slice(0, 2), '2c5194e')).toBe(
      'southern-cross-motor-group: every template, 1 Lighthouse run (mobile + desktop) + floor + baseline 2c5194e (mobile); harbour-toyota: every template, 1 Lighthouse run (mobile)',
    );
  });

  it('says what each site gets, in one line for the header', () => {
    expect(describeTargets(pageTargets(5).slice(0, 2))).toBe(
      'southern-cross-motor-group: every template, 5 Lighthouse runs (mobile + desktop) + floor; harbour-toyota: every template, 1 Lighthouse run (mobile; 5 on a missed budget)',
    );
  });
});

describe('selectTargets', () => {
  it('narrows the plan by site prefix and template, dropping sites left with nothing to measure', () => {
    const targets = selectTargets(3, { sites: ['southern-cross-motor-group'], templates: ['search', 'offers'] });
    expect(targets.map((t) => [t.label, t.templates])).toEqual([
      ['southern-cross-motor-group', ['search', 'offers']],
      ['southern-cross-motor-group ×20,000 cars', ['search']],
    ]);
    expect(selectTargets(3, { templates: ['offers'] }).map((t) => t.label)).not.toContain(
      'southern-cross-motor-group ×20,000 cars',
    );
  });

  it('takes a site entry ending in $ as the whole label, so the group demo can be measured without its 20,000-car copy', () => {
    expect(selectTargets(1, { sites: ['southern-cross-motor-group$'] }).map((t) => t.label)).toEqual([
      'southern-cross-motor-group',
    ]);
    expect(selectTargets(1, { sites: ['southern-cross-motor-group$', 'harbour'] }).map((t) => t.label)).toEqual([
      'southern-cross-motor-group',
      'harbour-toyota',
    ]);
  });
});
