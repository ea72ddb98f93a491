/**
 * The budgets the bench marks: the page budgets per template (issue 11, item 2, as issue 19 moved
 * them: the React runtime in every template's JavaScript, Lighthouse budgets on every template),
 * the interaction and keystroke budgets, and the build's cost of server-rendering the islands.
 * Lighthouse numbers are the mobile run's; sizes are KB brotli on first view.
 */
import type { Template } from './templates';

/** One budget: the limit and which way is better. */
export interface Budget {
  limit: number;
  better: 'lower' | 'higher';
}

/** The measures a page budget can apply to. */
export type PageMeasure =
  | 'mobile score'
  | 'mobile LCP'
  | 'mobile TBT'
  | 'mobile CLS'
  | 'JS'
  | 'HTML'
  | 'hero image'
  | 'hero format'
  | 'hero width';

const VEHICLE: Partial<Record<PageMeasure, Budget>> = {
  'mobile score': { limit: 98, better: 'higher' },
  'mobile LCP': { limit: 1500, better: 'lower' },
  'mobile TBT': { limit: 50, better: 'lower' },
  'mobile CLS': { limit: 0.01, better: 'lower' },
  /** Issue 19: React's runtime (about 60 KB) shared by every island of the page, plus the islands and scripts of the first view. */
  JS: { limit: 75, better: 'lower' },
  HTML: { limit: 25, better: 'lower' },
  'hero image': { limit: 60, better: 'lower' },
  /** 1 when the hero is AVIF or WebP. */
  'hero format': { limit: 1, better: 'higher' },
  /**
   * The hero file's width ÷ (its shown width × the device pixel ratio): "at the right width". 1.5
   * allows the next step of the srcset widths (320, 480, 640, 960, 1280, 1920) the browser must round up to.
   */
  'hero width': { limit: 1.5, better: 'lower' },
};

const SEARCH: Partial<Record<PageMeasure, Budget>> = {
  'mobile score': { limit: 90, better: 'higher' },
  'mobile TBT': { limit: 200, better: 'lower' },
  'mobile CLS': { limit: 0.02, better: 'lower' },
  JS: { limit: 175, better: 'lower' },
};

/** Every other template (issue 19): Lighthouse budgets as well as the JavaScript one. */
const OTHER: Partial<Record<PageMeasure, Budget>> = {
  'mobile score': { limit: 95, better: 'higher' },
  'mobile CLS': { limit: 0.01, better: 'lower' },
  JS: { limit: 75, better: 'lower' },
};

/** The budgets of one template. */
export function pageBudgets(template: Template): Partial<Record<PageMeasure, Budget>> {
  if (template.startsWith('vehicle')) return VEHICLE;
  if (template === 'search') return SEARCH;
  return OTHER;
}

/** The budget of one measure on one template, if any. */
export function pageBudget(template: Template, measure: PageMeasure): Budget | undefined {
  return pageBudgets(template)[measure];
}

/** A vehicle page's interaction (gallery, favourite, calculator) from input to the next paint, CPU 4× slower, first or after hydration. */
export const INTERACTION_BUDGET: Budget = { limit: 200, better: 'lower' };

/** The search page's keystroke to results, median, CPU 4× slower. */
export const KEYSTROKE_BUDGET: Budget = { limit: 250, better: 'lower' };

/**
 * Server-rendering the islands adds at most 30% to the time a page takes in the build (the Astro
 * phase of the build's `phases:` line over its pages): the working tree's over the baseline's,
 * measured side by side on the same scaled site.
 */
export const BUILD_SSR_BUDGET: Budget = { limit: 1.3, better: 'lower' };
