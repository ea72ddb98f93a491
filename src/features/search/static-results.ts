/**
 * The first page of every pre-rendered search route, run at build time through the same embedded
 * engine the browser uses, over the same documents, so the HTML shows what the island will. The
 * index is built once per build (never per page).
 */
import { toSearchDocument, type SearchDocument } from '../../search/document';
import { createEmbeddedIndex } from '../../search/engine/index-build';
import { loadEmbeddedIndex, type LoadedIndex } from '../../search/engine/index-load';
import { embeddedSearch, type SearchParams } from '../../search/engine/search';
import { and, compileFilter, eq, type Filter } from '../../search/filter/model';
import { buildStockFilter, passesSiteLimits } from '../../search/filter/stock';
import { DEFAULT_QUERY_BY } from '../../search/fields';
import type { SiteConfig } from '../../config';
import type { Car } from '../../domain/car';
import { searchableCars, searchDocumentOptions, stockFilterOptions } from '../../site/search-stock';
import { SORT_BY, sortFilter } from './sorts';
import type { SortOption } from '../../config/schema/search';
import { instantOf, type Moment } from '../../domain/now';

/** Facet values and stats as the widgets show them before the first browser response. */
export interface StaticFacets {
  values: Record<string, { value: string; count: number }[]>;
  stats: Record<string, { min: number; max: number }>;
}

/** One first page. */
export interface StaticResults {
  hits: SearchDocument[];
  found: number;
  facets: StaticFacets;
}

/** The build's search engine over the site's searchable stock. */
export interface StaticSearch {
  index: LoadedIndex;
  /** Documents in the index (the stock total of spec 01 §4.1 counts these). */
  total: number;
  run(input: {
    refinements: Record<string, string[]>;
    sort: SortOption;
    pageSize: number;
    listFields: readonly string[];
    rangeFields: readonly string[];
  }): StaticResults;
}

/** Builds the engine once for a build (documents exactly as the index writer makes them). */
export function createStaticSearch(cars: readonly Car[], config: SiteConfig, now: Moment): StaticSearch {
  const stock = stockFilterOptions(config);
  const docOptions = searchDocumentOptions(config, now);
  const docs = searchableCars(cars, config, now)
    .map((car) => toSearchDocument(car, docOptions))
    .filter((doc) => passesSiteLimits(doc, stock));
  const index = loadEmbeddedIndex(createEmbeddedIndex(docs));
  const stockFilter = buildStockFilter(stock, instantOf(now).getTime());
  const search = (filter: Filter, params: SearchParams) =>
    embeddedSearch(index, {
      q: '*',
      query_by: DEFAULT_QUERY_BY,
      filter_by: compileFilter(filter),
      max_facet_values: 250,
      ...params,
    });
  const refine = (sort: SortOption, refinements: Record<string, string[]>, except?: string) =>
    and(
      stockFilter,
      sortFilter(sort, config.search.sort.priceAscendingNeedsPrice),
      ...Object.entries(refinements)
        .filter(([f, v]) => f !== except && v.length > 0)
        .map(([f, v]) => eq(f, v)),
    );
  return {
    index,
    total: docs.length,
    run({ refinements, sort, pageSize, listFields, rangeFields }) {
      const refined = new Set(Object.keys(refinements).filter((f) => (refinements[f] ?? []).length > 0));
      const sortBy = SORT_BY[sort];
      const facetBy = [...listFields.filter((f) => !refined.has(f)), ...rangeFields];
      const main = search(refine(sort, refinements), {
        per_page: pageSize,
        ...(facetBy.length ? { facet_by: facetBy.join(',') } : {}),
        ...(sortBy ? { sort_by: sortBy } : {}),
      });
      const facets: StaticFacets = { values: {}, stats: {} };
      const take = (counts: typeof main.facet_counts) => {
        for (const c of counts) {
          if (rangeFields.includes(c.field_name)) {
            if (c.stats.min !== undefined && c.stats.max !== undefined)
              facets.stats[c.field_name] = { min: c.stats.min, max: c.stats.max };
          } else facets.values[c.field_name] = c.counts.map(({ value, count }) => ({ value, count }));
        }
      };
      take(main.facet_counts);
      // A refined list's own counts ignore its own refinement (InstantSearch's disjunctive facets).
      for (const field of listFields.filter((f) => refined.has(f))) {
        take(search(refine(sort, refinements, field), { per_page: 0, facet_by: field }).facet_counts);
      }
      return { hits: main.hits.map((h) => h.document as unknown as SearchDocument), found: main.found, facets };
    },
  };
}
