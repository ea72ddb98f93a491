/**
 * The non-InstantSearch searches of spec 01 §7 — fixed lists, manufacturer/model, dealership
 * scoped and the detail page's multi-query — built on the filter model and run through the
 * same client in both backends. Pages meet these searches at build time (docs/decisions.md,
 * Search engine); these are for code that must ask at run time.
 */
import type { SearchDocument } from './document';
import { and, compileFilter, eq, or, type Filter } from './filter/model';
import type { SearchParams, SearchResult } from './engine/search';

/** Results per page on the search service, and for manufacturer and dealership searches (spec 01 §9). */
export const SEARCH_PAGE_SIZE = 21;
/** Hits per query of the detail page's multi-query (spec 01 §7). */
export const DETAIL_QUERY_LIMIT = 10;

/** The part of ForecourtSearchClient these queries need. */
export interface MultiSearcher {
  multiSearch(searches: SearchParams[]): Promise<SearchResult[]>;
}

/** One page of results as the spec's response names them: hits, count, pages, ms. */
export interface SearchPage {
  hits: SearchDocument[];
  count: number;
  page: number;
  pages: number;
  ms: number;
}

const toPage = (r: SearchResult, perPage: number): SearchPage => ({
  hits: r.hits.map((h) => h.document as unknown as SearchDocument),
  count: r.found,
  page: r.page,
  pages: Math.ceil(r.found / perPage),
  ms: r.search_time_ms,
});

async function one(client: MultiSearcher, params: SearchParams): Promise<SearchResult> {
  const [result] = await client.multiSearch([params]);
  if (!result) throw new Error('The search service returned no result');
  return result;
}

/** A featured list: the stock filter plus `filter`, the first `limit` hits (custom rank first unless `sortBy`). */
export async function fixedListSearch(
  client: MultiSearcher,
  input: { stockFilter: Filter; filter?: Filter; limit: number; sortBy?: string },
): Promise<SearchDocument[]> {
  const r = await one(client, {
    q: '*',
    filter_by: compileFilter(and(input.stockFilter, input.filter)),
    per_page: input.limit,
    ...(input.sortBy ? { sort_by: input.sortBy } : {}),
  });
  return r.hits.map((h) => h.document as unknown as SearchDocument);
}

/** Manufacturer/model search: make, model and body filters and a query, 21 per page. */
export async function manufacturerModelSearch(
  client: MultiSearcher,
  input: { stockFilter: Filter; make?: string; model?: string; body?: string; query?: string; page?: number },
): Promise<SearchPage> {
  const filter = and(
    input.stockFilter,
    input.make ? eq('make', input.make) : undefined,
    input.model ? eq('model', input.model) : undefined,
    input.body ? eq('body', input.body) : undefined,
  );
  const r = await one(client, {
    q: input.query?.trim() || '*',
    filter_by: compileFilter(filter),
    per_page: SEARCH_PAGE_SIZE,
    page: input.page ?? 1,
  });
  return toPage(r, SEARCH_PAGE_SIZE);
}

/** Dealership-scoped search (/search/{dealership_slug}): the dealer or location, categories, price range, query; 21 per page. */
export async function dealershipSearch(
  client: MultiSearcher,
  input: { stockFilter: Filter; dealershipSlug: string; categories?: string[]; price?: { min: number; max: number }; query?: string; page?: number },
): Promise<SearchPage> {
  const filter = and(
    input.stockFilter,
    or(eq('dealership_slug', input.dealershipSlug), eq('location_slug', input.dealershipSlug)),
    input.categories?.length ? eq('categories', input.categories) : undefined,
    input.price ? { kind: 'range', field: 'price', min: input.price.min, max: input.price.max } : undefined,
  );
  const r = await one(client, {
    q: input.query?.trim() || '*',
    filter_by: compileFilter(filter),
    per_page: SEARCH_PAGE_SIZE,
    page: input.page ?? 1,
  });
  return toPage(r, SEARCH_PAGE_SIZE);
}

/** One query of the detail page's multi-query. */
export interface DetailQuery {
  filter?: Filter;
  facetBy?: string[];
  query?: string;
  limit?: number;
}

/** The detail page's multi-query: several filtered queries in one request, 10 hits each, with highlight tags. */
export async function detailPageSearch(
  client: MultiSearcher,
  input: { stockFilter: Filter; queries: DetailQuery[]; highlightTags?: { start: string; end: string } },
): Promise<SearchResult[]> {
  return client.multiSearch(
    input.queries.map((q) => ({
      q: q.query?.trim() || '*',
      filter_by: compileFilter(and(input.stockFilter, q.filter)),
      per_page: q.limit ?? DETAIL_QUERY_LIMIT,
      ...(q.facetBy?.length ? { facet_by: q.facetBy.join(',') } : {}),
      ...(input.highlightTags
        ? { highlight_start_tag: input.highlightTags.start, highlight_end_tag: input.highlightTags.end }
        : {}),
    })),
  );
}
