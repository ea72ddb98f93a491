/**
 * The stock a site's searches can return: the site config's stock block as search filter options,
 * and the cars worth indexing. Shared by the build (index writer) and the search pages (first page).
 */
import type { SiteConfig } from '../config';
import { isAvailable, type Car } from '../domain/car';
import type { StockFilterOptions } from '../search/filter/stock';
import { tokenize } from '../search/engine/tokenize';
import type { SearchDocumentOptions } from '../search/document';
import { cardEstimateContext } from './finance-settings';
import { isBefore, type Moment } from '../domain/now';

const DAY_MS = 86_400_000;
/** A slug as Typesense's `:=` compares it (by words). */
const words = (slug: string) => tokenize(slug).join(' ');

/**
 * Maps the site config's stock block onto the search module's stock filter options. A site that
 * lists its dealerships (a group lists all of them) searches only their cars: that limit goes
 * into the scoped Typesense key with the others, so the key cannot see another dealer's stock.
 */
export function stockFilterOptions(config: SiteConfig): StockFilterOptions {
  const { stock } = config;
  return {
    includeSoldCarsDays: stock.includeSoldCarsDays,
    mode: stock.filterOption === 4 ? 'available-only' : 'recently-sold',
    usedOnly: stock.usedOnly,
    certifiedOnly: stock.certifiedOnly,
    excludedStockNumbers: stock.excludedStockNumbers,
    excludedNewDemoMakes: stock.excludedNewDemoMakes,
    ...(config.dealerships.length ? { dealershipSlugs: config.dealerships.map((d) => d.slug) } : {}),
  };
}

/**
 * Cars the dealership limit keeps out of search, counted by the dealership they name ('(none)' when
 * the feed gives none), so the build can say which feed rows or config entries to fix.
 */
export function carsOutsideDealerships(cars: readonly Car[], config: SiteConfig): Map<string, number> {
  const out = new Map<string, number>();
  const slugs = stockFilterOptions(config).dealershipSlugs;
  if (!slugs) return out;
  const listed = new Set(slugs.map(words));
  for (const car of cars) {
    if (car.dealership_slug !== undefined && listed.has(words(car.dealership_slug))) continue;
    const name = car.dealership_slug ?? '(none)';
    out.set(name, (out.get(name) ?? 0) + 1);
  }
  return out;
}

/** Cars that can still appear in results: a car sold before the window at build time never comes back. */
export function searchableCars(cars: readonly Car[], config: SiteConfig, now: Moment): Car[] {
  const window = config.stock.includeSoldCarsDays * DAY_MS;
  // sold_at ≥ now − window, that is now < sold_at + window + 1 ms (NaN never is).
  return cars.filter(
    (c) =>
      c.show_on_dealer_website &&
      (isAvailable(c) ||
        (config.stock.filterOption === 3 &&
          c.sold_at !== undefined &&
          inSoldWindow(Date.parse(c.sold_at), window, now))),
  );
}

/** How the site's search documents are made: the same for the index, the first pages and Typesense. */
export function searchDocumentOptions(config: SiteConfig, now: Moment): SearchDocumentOptions {
  return { cardEstimate: cardEstimateContext(config.finance, now) };
}

function inSoldWindow(soldAt: number, window: number, now: Moment): boolean {
  return !Number.isNaN(soldAt) && isBefore(now, soldAt + window + 1);
}
