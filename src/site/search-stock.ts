/**
 * The stock a site's searches can return: the site config's stock block as search filter options,
 * and the cars worth indexing. Shared by the build (index writer) and the search pages (first page).
 */
import type { SiteConfig } from '../config';
import { isAvailable, type Car } from '../domain/car';
import type { StockFilterOptions } from '../search/filter/stock';
import type { SearchDocumentOptions } from '../search/document';
import { cardEstimateContext } from '../features/finance/settings';

const DAY_MS = 86_400_000;

/** Maps the site config's stock block onto the search module's stock filter options. */
export function stockFilterOptions(config: SiteConfig): StockFilterOptions {
  const { stock } = config;
  return {
    includeSoldCarsDays: stock.includeSoldCarsDays,
    mode: stock.filterOption === 4 ? 'available-only' : 'recently-sold',
    usedOnly: stock.usedOnly,
    certifiedOnly: stock.certifiedOnly,
    excludedStockNumbers: stock.excludedStockNumbers,
    excludedNewDemoMakes: stock.excludedNewDemoMakes,
  };
}

/** Cars that can still appear in results: a car sold before the window at build time never comes back. */
export function searchableCars(cars: readonly Car[], config: SiteConfig, now: Date): Car[] {
  const windowStart = now.getTime() - config.stock.includeSoldCarsDays * DAY_MS;
  return cars.filter(
    (c) =>
      c.show_on_dealer_website &&
      (isAvailable(c) || (config.stock.filterOption === 3 && c.sold_at !== undefined && Date.parse(c.sold_at) >= windowStart)),
  );
}

/** How the site's search documents are made: the same for the index, the first pages and Typesense. */
export function searchDocumentOptions(config: SiteConfig, now: Date): SearchDocumentOptions {
  return { cardEstimate: cardEstimateContext(config.finance, now) };
}
