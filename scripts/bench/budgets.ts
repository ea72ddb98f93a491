/**
 * The page budgets of issue 11, item 2, per template. Lighthouse numbers are the mobile run's
 * unless a budget says desktop; sizes are KB brotli on first view.
 */
import type { Template } from './templates';

/** One budget: the limit and which way is better. */
export interface Budget {
  limit: number;
  better: 'lower' | 'higher';
}

/** The measures a page budget can apply to. */
export type PageMeasure = 'mobile score' | 'mobile LCP' | 'mobile TBT' | 'mobile CLS' | 'JS' | 'HTML' | 'hero image' | 'hero format' | 'hero width';

const VEHICLE: Partial<Record<PageMeasure, Budget>> = {
  'mobile score': { limit: 98, better: 'higher' },
  'mobile LCP': { limit: 1500, better: 'lower' },
  'mobile TBT': { limit: 50, better: 'lower' },
  'mobile CLS': { limit: 0.01, better: 'lower' },
  JS: { limit: 20, better: 'lower' },
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
  JS: { limit: 130, better: 'lower' },
};

const OTHER: Partial<Record<PageMeasure, Budget>> = { JS: { limit: 20, better: 'lower' } };

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
