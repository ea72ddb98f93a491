/**
 * The cars the site's search can return, as of the build: its stock filter (available, or sold
 * within the site's window) and its limits (used only, excluded stock numbers and makes). The
 * budget box and the price-range page count these, so the number on their button is the number
 * the search page then finds (spec 02 §4: the budget is compared with the prices in the results).
 */
import type { Car } from '../domain/car';
import { toSearchDocument } from '../search/document';
import { passesSiteLimits } from '../search/filter/stock';
import type { Site } from './site.server';
import { searchableCars, searchDocumentOptions, stockFilterOptions } from './search-stock';
import type { Moment } from '../domain/now';

/** The site's searchable stock at the build clock. */
export function searchStockCars(site: Pick<Site, 'shownCars' | 'config'> & { clock: Moment }): Car[] {
  const limits = stockFilterOptions(site.config);
  const documents = searchDocumentOptions(site.config, site.clock);
  return searchableCars(site.shownCars, site.config, site.clock).filter((car) =>
    passesSiteLimits(toSearchDocument(car, documents), limits),
  );
}
