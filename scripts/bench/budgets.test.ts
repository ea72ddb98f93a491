import { describe, expect, it } from 'vitest';
import { pageBudget } from './budgets';
import type { Template } from './templates';

describe('pageBudget (issue 11, item 2)', () => {
  it.each<[Template, Parameters<typeof pageBudget>[1], number | undefined, 'lower' | 'higher' | undefined]>([
    ['vehicle new', 'mobile score', 98, 'higher'],
    ['vehicle used', 'mobile LCP', 1500, 'lower'],
    ['vehicle sold', 'mobile TBT', 50, 'lower'],
    ['vehicle used', 'mobile CLS', 0.01, 'lower'],
    ['vehicle new', 'JS', 20, 'lower'],
    ['vehicle used', 'HTML', 25, 'lower'],
    ['vehicle used', 'hero image', 60, 'lower'],
    ['vehicle new', 'hero format', 1, 'higher'],
    ['vehicle sold', 'hero width', 1.5, 'lower'],
    ['search', 'mobile score', 90, 'higher'],
    ['search', 'mobile TBT', 200, 'lower'],
    ['search', 'mobile CLS', 0.02, 'lower'],
    ['search', 'JS', 130, 'lower'],
    ['search', 'HTML', undefined, undefined],
    ['home', 'JS', 20, 'lower'],
    ['finance', 'JS', 20, 'lower'],
    ['watchlist', 'JS', 20, 'lower'],
    ['home', 'mobile score', undefined, undefined],
    ['offers', 'hero image', undefined, undefined],
    ['home', 'hero width', undefined, undefined],
  ])('%s %s → %s (%s is better)', (template, measure, limit, better) => {
    const budget = pageBudget(template, measure);
    expect(budget?.limit).toBe(limit);
    expect(budget?.better).toBe(better);
  });
});
