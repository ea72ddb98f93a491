/**
 * Build-time data of the search pages: the routes, and each route's island props with its first
 * page. The engine, filter table and wording are built once per build and shared by every page.
 */
import { DEFAULT_MESSAGES, type MessageKey } from '../../config/messages';
import type { SortOption } from '../../config/schema/search';
import type { PromoTile } from '../../domain/promos';
import type { SearchSettings } from '../../search/client';
import { emptyUrlState, type UrlStateConfig } from '../../search/url-state';
import { getCardContext } from '../../site/card-context.server';
import { searchableCars, stockFilterOptions } from '../../site/search-stock';
import { getSite } from '../../site/site.server';
import { clockMemo } from '../../site/build-clock';
import { searchRoutes } from '../../paths';
import { filterTable, rangeFields, refinementFields } from '../../site/filter-table';
import type { PromoContent, SearchIslandProps } from './island-props';
import { modelsByMake, routeTable, searchRouteDefs, type SearchRouteDef } from './search-routes';
import { createStaticSearch, type StaticSearch } from './static-results';
import { siteNoun } from '../../domain/vehicle-noun';

const MESSAGE_PREFIXES = ['search.', 'searchPage.', 'sort.', 'filter.', 'noun.', 'carType.', 'status.'];

interface Shared {
  defs: SearchRouteDef[];
  engine: StaticSearch;
  base: Omit<SearchIslandProps, 'initial' | 'pageType'>;
}

function promoTiles(): PromoTile<PromoContent>[] {
  const { config } = getSite();
  return config.promotions.tiles
    .filter((tile) => !tile.requires || Boolean(config.features[tile.requires]))
    .map((tile, i) => ({
      start: tile.start,
      expiry: tile.expiry,
      positions: tile.positions ?? config.search.promoPositions,
      display: tile.display,
      conditions: tile.conditions,
      strictDisplay: tile.strictDisplay,
      randomOffset: tile.randomOffset,
      node: { id: tile.id ?? `tile-${i + 1}`, ...tile.content },
    }));
}

/** The searchable stock (sold cars within the sold window) and the search routes it makes. */
const searchStock = clockMemo(() => {
  const site = getSite();
  const cars = searchableCars(site.cars, site.config, site.clock);
  return { cars, defs: searchRouteDefs(cars, site.t, site.linkedSearches) };
});

/** The search routes this build pre-renders. */
export function searchRouteList(): SearchRouteDef[] {
  return searchStock().defs;
}

/**
 * Everything the search pages share, built on first use. Its island carries the build's instant
 * (the island compares its results with it), so a page that reads this holds for that instant only.
 */
export const searchPagesData: () => Shared = clockMemo(() => {
  const site = getSite();
  const { config, t, clock } = site;
  const { cars, defs } = searchStock();
  const table = filterTable(config, t);
  const withModels = table.some((f) => f.kind === 'make' && f.model);
  const url: UrlStateConfig = {
    refinementFields: refinementFields(table),
    rangeFields: rangeFields(table),
    sortOptions: config.search.sort.options,
    defaultSort: config.search.sort.default,
    routes: routeTable(defs),
    defaultPath: searchRoutes.all,
  };
  const messages = Object.fromEntries(
    (Object.keys(DEFAULT_MESSAGES) as MessageKey[])
      .filter((k) => MESSAGE_PREFIXES.some((p) => k.startsWith(p)))
      .map((k) => [k, t(k)]),
  );
  if (!site.searchClient) throw new Error('The prepared site has no search settings: build it with scripts/build.ts.');
  const engine = createStaticSearch(site.cars, config, clock);
  return {
    defs,
    engine,
    base: {
      settings: site.searchClient as unknown as SearchSettings,
      url,
      filters: table,
      sorts: config.search.sort.options.map((id: SortOption) => ({ id, label: t(`sort.${id}`) })),
      defaultSort: config.search.sort.default,
      priceAscNeedsPrice: config.search.sort.priceAscendingNeedsPrice,
      pageSize: config.search.pageSize,
      columns: config.search.columns,
      stock: stockFilterOptions(config),
      certifiedOnly: config.stock.certifiedOnly,
      stockTotal: engine.total,
      card: { ...getCardContext(), now: clock.instant().toISOString() },
      promos: promoTiles(),
      timeZone: config.timeZone,
      noResults: { variant: config.search.noResults },
      siteNoun: siteNoun(config.stock.itemTypes),
      modelsByMake: withModels
        ? Object.fromEntries([...modelsByMake(cars)].map(([make, models]) => [make, [...models].sort()]))
        : {},
      messages,
      titles: {
        default: defs.find((d) => d.key === '')?.title ?? '',
        ...Object.fromEntries(defs.filter((d) => d.key !== '').map((d) => [d.key, d.title])),
      },
    },
  };
});

/** The island props of one route, with its first page run through the build's engine. */
export function searchIslandProps(def: SearchRouteDef): SearchIslandProps {
  const { engine, base } = searchPagesData();
  const state = { ...emptyUrlState(base.url), refinements: def.implied };
  const results = engine.run({
    refinements: def.implied,
    sort: base.defaultSort,
    pageSize: base.pageSize,
    listFields: base.url.refinementFields,
    rangeFields: base.url.rangeFields,
  });
  const pageType = Object.keys(def.implied).sort().join('+') || 'all';
  return { ...base, pageType, initial: { state, hits: results.hits, found: results.found, facets: results.facets } };
}
