import { describe, expect, it } from 'vitest';
import { BUILD_SSR_BUDGET, INTERACTION_BUDGET, KEYSTROKE_BUDGET, pageBudget } from './budgets';
import type { Template } from './templates';

describe('pageBudget (issue 11, item 2, as issue 19 moved it)', () => {
  it.each<[Template, Parameters<typeof pageBudget>[1], number | undefined, 'lower' | 'higher' | undefined]>([
    ['vehicle new', 'mobile score', 98, 'higher'],
    ['vehicle used', 'mobile LCP', 1500, 'lower'],
    ['vehicle sold', 'mobile TBT', 50, 'lower'],
    ['vehicle used', 'mobile CLS', 0.01, 'lower'],
    ['vehicle new', 'JS', 75, 'lower'],
    ['vehicle sold', 'JS', 75, 'lower'],
    ['vehicle used', 'HTML', 25, 'lower'],
    ['vehicle used', 'hero image', 60, 'lower'],
    ['vehicle new', 'hero format', 1, 'higher'],
    ['vehicle sold', 'hero width', 1.5, 'lower'],
    ['search', 'mobile score', 90, 'higher'],
    ['search', 'mobile TBT', 200, 'lower'],
    ['search', 'mobile CLS', 0.02, 'lower'],
    ['search', 'mobile LCP', undefined, undefined],
    ['search', 'JS', 175, 'lower'],
    ['search', 'HTML', undefined, undefined],
    ['home', 'mobile score', 95, 'higher'],
    ['home', 'mobile CLS', 0.01, 'lower'],
    ['home', 'JS', 75, 'lower'],
    ['finance', 'JS', 75, 'lower'],
    ['forms', 'mobile score', 95, 'higher'],
    ['locations', 'mobile CLS', 0.01, 'lower'],
    ['offers', 'mobile score', 95, 'higher'],
    ['watchlist', 'JS', 75, 'lower'],
    ['home', 'mobile TBT', undefined, undefined],
    ['home', 'mobile LCP', undefined, undefined],
    ['home', 'HTML', undefined, undefined],
    ['offers', 'hero image', undefined, undefined],
    ['home', 'hero width', undefined, undefined],
  ])('%s %s → %s (%s is better)', (template, measure, limit, better) => {
    const budget = pageBudget(template, measure);
    expect(budget?.limit).toBe(limit);
    expect(budget?.better).toBe(better);
  });
});

describe('the budgets beside the pages (issue 19)', () => {
  it('interaction to next paint ≤ 200 ms, keystroke to results ≤ 250 ms, the build at most 1.3× the baseline', () => {
    expect(INTERACTION_BUDGET).toEqual({ limit: 200, better: 'lower' });
    expect(KEYSTROKE_BUDGET).toEqual({ limit: 250, better: 'lower' });
    expect(BUILD_SSR_BUDGET).toEqual({ limit: 1.3, better: 'lower' });
  });
});
