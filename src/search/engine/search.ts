/**
 * The embedded engine's `POST /multi_search`: the part of Typesense's search API Forecourt
 * sends, answered from a loaded index with Typesense's response shape. Any other parameter
 * is an error that names it, never a silently different answer.
 */
import { parseFilterBy } from './filter-parse';
import { evaluateFilter } from './filter-eval';
import { matchText } from './text-match';
import { applyQueryOperators, parseQuery } from './query-syntax';
import { textIndexFor } from './text-index';
import { parseSortBy, rowComparator, topK } from './sort';
import { computeFacets, parseFacetBy, type FacetCounts } from './facets';
import { documentAt, type LoadedIndex } from './index-load';
import { highlightHit, type HitHighlight } from './highlight';
import { EmbeddedSearchError } from './errors';
import { DEFAULT_TYPO_SETTINGS } from './typo';

/** Search parameters of one search (values may arrive as strings from query parameters). */
export type SearchParams = Record<string, string | number | boolean | undefined>;

/** One hit, as Typesense returns it. */
export interface SearchHit {
  document: Record<string, unknown>;
  highlight: Record<string, HitHighlight>;
  highlights: (HitHighlight & { field: string })[];
  text_match: number;
}

/** One search result, as Typesense returns it. */
export interface SearchResult {
  facet_counts: FacetCounts[];
  found: number;
  out_of: number;
  page: number;
  hits: SearchHit[];
  request_params: { collection_name: string; per_page: number; q: string };
  search_cutoff: false;
  search_time_ms: number;
}

/** The `POST /multi_search` body. */
export interface MultiSearchBody {
  searches: SearchParams[];
}

/** Parameters the engine implements. */
const SUPPORTED = new Set([
  'collection',
  'q',
  'query_by',
  'filter_by',
  'facet_by',
  'sort_by',
  'max_facet_values',
  'page',
  'per_page',
  'limit',
  'offset',
  'facet_query',
  'num_typos',
  'min_len_1typo',
  'min_len_2typo',
  'prefix',
  'typo_tokens_threshold',
  'drop_tokens_threshold',
  'include_fields',
  'exclude_fields',
  'highlight_start_tag',
  'highlight_end_tag',
  'max_candidates',
  'exhaustive_search',
]);
/** Parameters that change only caching or highlight layout, never which hits come back or their order. */
const IGNORED = new Set([
  'highlight_full_fields',
  'highlight_affix_num_tokens',
  'snippet_threshold',
  'use_cache',
  'cache_ttl',
  'search_cutoff_ms',
  'preset',
]);
const MAX_PER_PAGE = 250;

const str = (v: SearchParams[string]): string | undefined => (v === undefined ? undefined : String(v));

function int(params: SearchParams, name: string, fallback: number): number {
  const v = params[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0)
    throw new EmbeddedSearchError(`Parameter \`${name}\` must be a non-negative integer.`);
  return n;
}

function bool(params: SearchParams, name: string, fallback: boolean): boolean {
  const v = params[name];
  if (v === undefined) return fallback;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new EmbeddedSearchError(`Parameter \`${name}\` must be true or false.`);
}

function checkParams(params: SearchParams): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || SUPPORTED.has(name)) continue;
    if (IGNORED.has(name) && (name !== 'preset' || value === '')) continue;
    throw new EmbeddedSearchError(
      `The embedded search engine does not support the parameter \`${name}\`; configure Typesense for it.`,
    );
  }
}

function fieldList(v: string | undefined): string[] {
  return (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Answers one search from the index. */
export function embeddedSearch(index: LoadedIndex, params: SearchParams): SearchResult {
  const started = typeof performance !== 'undefined' ? performance.now() : Date.now();
  checkParams(params);
  const q = str(params.q);
  if (q === undefined) throw new EmbeddedSearchError('Parameter `q` is required.');
  const textQuery = q.trim() !== '*' && q.trim() !== '';
  const queryBy = fieldList(str(params.query_by));
  if (textQuery && queryBy.length === 0) throw new EmbeddedSearchError('No search fields specified for the query.');
  const perPage = params.limit !== undefined ? int(params, 'limit', 10) : int(params, 'per_page', 10);
  if (perPage > MAX_PER_PAGE) throw new EmbeddedSearchError(`Only upto ${MAX_PER_PAGE} hits can be fetched per page.`);
  const page = int(params, 'page', 1);
  if (params.page !== undefined && page < 1) throw new EmbeddedSearchError('Parameter `page` must be 1 or more.');
  const offset = params.offset !== undefined ? int(params, 'offset', 0) : (page - 1) * perPage;
  const maxFacetValues = int(params, 'max_facet_values', 10);

  const candidates = evaluateFilter(index, parseFilterBy(str(params.filter_by) ?? ''));
  const sortKeys = parseSortBy(index, str(params.sort_by), textQuery);
  const facets = parseFacetBy(index, str(params.facet_by) ?? '');
  let matched = candidates;
  let scores: Float64Array = new Float64Array(index.count);
  const tokens = new Set<string>();
  const query = textQuery ? parseQuery(q) : undefined;
  if (query) {
    for (const field of queryBy) textIndexFor(index, field);
    matched = applyQueryOperators(index, query, queryBy, candidates);
    for (const p of query.phrases) for (const w of p) tokens.add(w);
  }
  if (query?.include.length) {
    const text = matchText(index, query.include, queryBy, matched, {
      numTypos: int(params, 'num_typos', DEFAULT_TYPO_SETTINGS.numTypos),
      minLen1Typo: int(params, 'min_len_1typo', DEFAULT_TYPO_SETTINGS.minLen1Typo),
      minLen2Typo: int(params, 'min_len_2typo', DEFAULT_TYPO_SETTINGS.minLen2Typo),
      prefix: bool(params, 'prefix', true),
      // Typesense considers 4 candidate words per token, or 10,000 with exhaustive_search.
      maxCandidates: int(params, 'max_candidates', bool(params, 'exhaustive_search', false) ? 10_000 : 4),
      typoTokensThreshold: int(params, 'typo_tokens_threshold', 1),
      dropTokensThreshold: int(params, 'drop_tokens_threshold', 1),
    });
    matched = text.matched;
    scores = text.scores;
    for (const t of text.matchedTokens) tokens.add(t);
  } else {
    // A wildcard query (also one of only phrases and exclusions) scores every document the same (Typesense reports 100).
    scores.fill(100);
  }
  let found = 0;
  for (let i = 0; i < index.count; i++) found += matched[i] as number;
  const rows = new Int32Array(found);
  for (let i = 0, k = 0; i < index.count; i++) if (matched[i]) rows[k++] = i;

  let facetQuery: { field: string; text: string } | undefined;
  const fq = str(params.facet_query);
  if (fq) {
    const at = fq.indexOf(':');
    if (at < 1) throw new EmbeddedSearchError(`Unsupported facet_query syntax: \`${fq}\``);
    facetQuery = { field: fq.slice(0, at).trim(), text: fq.slice(at + 1) };
    if (!facets.some((f) => f.field === facetQuery?.field))
      throw new EmbeddedSearchError('Facet query refers to a facet field that is not part of `facet_by` parameter.');
  }

  const order = perPage === 0 ? [] : topK(rows, offset + perPage, rowComparator(index, sortKeys, scores)).slice(offset);
  const include = fieldList(str(params.include_fields));
  const exclude = new Set(fieldList(str(params.exclude_fields)));
  const tags = { start: str(params.highlight_start_tag) ?? '<mark>', end: str(params.highlight_end_tag) ?? '</mark>' };
  const hits = order.map((row): SearchHit => {
    const full = documentAt(index, row);
    const document = Object.fromEntries(
      Object.entries(full).filter(([k]) => (include.length === 0 || include.includes(k)) && !exclude.has(k)),
    );
    const highlight = textQuery ? highlightHit(full, queryBy, tokens, tags) : {};
    return {
      document,
      highlight,
      highlights: Object.entries(highlight).map(([field, h]) => ({ field, ...h })),
      text_match: scores[row] as number,
    };
  });
  const ended = typeof performance !== 'undefined' ? performance.now() : Date.now();
  return {
    facet_counts: computeFacets(index, facets, rows, maxFacetValues, facetQuery),
    found,
    out_of: index.count,
    page,
    hits,
    request_params: { collection_name: str(params.collection) ?? '', per_page: perPage, q },
    search_cutoff: false,
    search_time_ms: Math.round(ended - started),
  };
}

/** Answers a whole `POST /multi_search` body; `common` holds the URL's query parameters (defaults for every search). */
export function embeddedMultiSearch(
  index: LoadedIndex,
  body: MultiSearchBody,
  common: SearchParams = {},
): { results: SearchResult[] } {
  if (!body || !Array.isArray(body.searches)) throw new EmbeddedSearchError('The body must be `{ searches: [...] }`.');
  if ('union' in body && (body as { union?: unknown }).union)
    throw new EmbeddedSearchError('The embedded search engine does not support the parameter `union`.');
  return { results: body.searches.map((s) => embeddedSearch(index, { ...common, ...s })) };
}
