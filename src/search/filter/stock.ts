/**
 * The stock filter of spec 01 §5.2: which cars a site's searches may ever return. Split in
 * two because Typesense's scoped key is minted at build time: the fixed site limits go into
 * the key, the moving sold window is sent with every search (through `<Configure filters>`).
 */
import type { SearchDocument } from '../document';
import { and, compileFilter, eq, notIn, or, parenthesise, type Filter } from './model';
import { tokenize } from '../engine/tokenize';

/** The statuses that count as available (spec 01 §3.1). */
export const AVAILABLE_STATUSES: readonly string[] = ['in_stock', 'coming_soon'];
const DAY_SECONDS = 86_400;

/**
 * The spec's per-site "option" number. `recently-sold` is option 3 (the default): available,
 * or sold within includeSoldCarsDays. `available-only` is option 4 (trucks and brand sites):
 * available cars only, never sold ones.
 */
export type StockWindowMode = 'recently-sold' | 'available-only';

/** A site's fixed limits: what the scoped search key and the embedded index hold back whatever the time. */
export interface SiteLimitOptions {
  /** Used-only sites: car_type used. */
  usedOnly?: boolean;
  /** Certified-only sites: certified true. */
  certifiedOnly?: boolean;
  /** Stock numbers never shown. */
  excludedStockNumbers?: readonly string[];
  /** Makes whose new and demo cars are never shown (used cars of these makes still are). */
  excludedNewDemoMakes?: readonly string[];
  /** A group site's dealerships; absent means every dealership in the collection. */
  dealershipSlugs?: readonly string[];
}

/** A site's stock filter settings (src/site/search-stock.ts maps the site config onto these). */
export interface StockFilterOptions extends SiteLimitOptions {
  /** Days a sold car stays in results (config stock.includeSoldCarsDays). */
  includeSoldCarsDays: number;
  /** Option 3 (default) or option 4, see StockWindowMode. */
  mode?: StockWindowMode;
}

/** The fixed site limits: shown on the dealer website plus the per-site exclusions. */
export function buildSiteLimitsFilter(options: SiteLimitOptions): Filter {
  return and(
    eq('show_on_dealer_website', true),
    options.usedOnly ? eq('car_type', 'used') : undefined,
    options.certifiedOnly ? eq('certified', true) : undefined,
    options.excludedStockNumbers?.length ? notIn('stocknum', [...options.excludedStockNumbers]) : undefined,
    // Typesense has no NOT over a group: "not (make in X and new/demo)" is "make not in X or used".
    options.excludedNewDemoMakes?.length
      ? or(notIn('make', [...options.excludedNewDemoMakes]), eq('car_type', 'used'))
      : undefined,
    options.dealershipSlugs?.length ? eq('dealership_slug', [...options.dealershipSlugs]) : undefined,
  );
}

/** The sold window at `nowMs`: available, or (option 3) sold at or after now minus N days. */
export function buildSoldWindowFilter(options: StockFilterOptions, nowMs: number): Filter {
  const available = eq('status', [...AVAILABLE_STATUSES]);
  if ((options.mode ?? 'recently-sold') === 'available-only') return available;
  const days = options.includeSoldCarsDays;
  const cutoff = Math.floor(nowMs / 1000) - days * DAY_SECONDS;
  return or(available, { kind: 'compare', field: 'sold_at_timestamp', op: '>=', value: cutoff });
}

/** The whole stock filter at `nowMs` (site limits and sold window). */
export function buildStockFilter(options: StockFilterOptions, nowMs: number): Filter {
  return and(buildSoldWindowFilter(options, nowMs), buildSiteLimitsFilter(options));
}

/**
 * The `<Configure filters>` string of a search island at `nowMs`: the whole stock filter,
 * parenthesised because the adapter joins it to refinements with a bare ` && `. With Typesense
 * the site limits are also inside the scoped key; repeating them costs nothing.
 */
export function configureStockFilters(options: StockFilterOptions, nowMs: number): string {
  return parenthesise(compileFilter(buildStockFilter(options, nowMs)));
}

/** Whether a document passes the fixed site limits (the embedded index ships only these). */
export function passesSiteLimits(doc: SearchDocument, options: SiteLimitOptions): boolean {
  if (!doc.show_on_dealer_website) return false;
  if (options.usedOnly && doc.car_type !== 'used') return false;
  if (options.certifiedOnly && !doc.certified) return false;
  // Compared by words, as Typesense's `:=` compares them (case and punctuation ignored).
  const words = (x: string) => tokenize(x).join(' ');
  const has = (list: readonly string[] | undefined, v: string | undefined) =>
    v !== undefined && words(v) !== '' && (list ?? []).some((x) => words(x) === words(v));
  if (has(options.excludedStockNumbers, doc.stocknum)) return false;
  if (doc.car_type !== 'used' && has(options.excludedNewDemoMakes, doc.make)) return false;
  if (options.dealershipSlugs?.length && !has(options.dealershipSlugs, doc.dealership_slug)) return false;
  return true;
}
