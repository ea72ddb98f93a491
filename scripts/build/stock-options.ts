/** Maps the site config's stock block onto the search module's stock filter options. */
import type { SiteConfig } from '../../src/config';
import type { StockFilterOptions } from '../../src/search/filter/stock';

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
