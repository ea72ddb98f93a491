/**
 * The search page's URL ↔ state mapping (spec 01 §2.2, §4.1). One parameter per filter, named as
 * its search field; `query`, `page` and `sortBy`; ranges as `min:max` with either side optional;
 * several values of one filter repeat the parameter. Parameters equal to their default are left
 * out, and a state that a pre-rendered path stands for (/search/toyota/hilux, /search/used-cars)
 * is written as that path. Pure: no DOM, no globals, so it is round-trip tested.
 */

/** A range filter value; either side may be open. */
export interface RangeValue {
  min?: number;
  max?: number;
}

/** What the URL holds. `page` is 1-based; `sortBy` is a sort option id (config SORT_OPTIONS). */
export interface SearchUrlState {
  query: string;
  page: number;
  sortBy: string;
  refinements: Record<string, string[]>;
  ranges: Record<string, RangeValue>;
}

/** Refinements a pre-rendered path stands for, by the path after /search/ ("toyota/hilux"). */
export type SearchRouteTable = Record<string, Record<string, string[]>>;

/** The site's parameters: which fields are lists and ranges, sorts, and its search paths. */
export interface UrlStateConfig {
  refinementFields: readonly string[];
  rangeFields: readonly string[];
  sortOptions: readonly string[];
  defaultSort: string;
  /** Earlier entries win when two paths fit a state equally well. */
  routes: SearchRouteTable;
  /** Where a state no path stands for is written ("/search/new-used-and-demo-cars"). */
  defaultPath: string;
}

/** Typing in the search box reaches the URL after this long (spec 01 §4.1, §9). */
export const QUERY_URL_DELAY_MS = 300;
/** A range handle reaches the URL after this long (spec 01 §4.1, §9). */
export const RANGE_URL_DELAY_MS = 400;

const SEARCH_PREFIX = '/search';
const QUERY = 'query';
const PAGE = 'page';
const SORT = 'sortBy';

/** The state with nothing refined. */
export function emptyUrlState(config: Pick<UrlStateConfig, 'defaultSort'>): SearchUrlState {
  return { query: '', page: 1, sortBy: config.defaultSort, refinements: {}, ranges: {} };
}

const isNumber = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n);

/** Parses `min:max` (either side optional); anything unreadable gives undefined. */
export function parseRange(text: string): RangeValue | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)?\s*:\s*(-?\d+(?:\.\d+)?)?\s*$/.exec(text);
  if (!match) return undefined;
  const range: RangeValue = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  return isNumber(range.min) || isNumber(range.max) ? range : undefined;
}

/** `min:max` with an open side left empty; '' when both sides are open. */
export function formatRange(range: RangeValue | undefined): string {
  if (!range || (!isNumber(range.min) && !isNumber(range.max))) return '';
  return `${isNumber(range.min) ? range.min : ''}:${isNumber(range.max) ? range.max : ''}`;
}

const uniqueValues = (values: readonly string[]): string[] => [
  ...new Set(values.map((v) => v.trim()).filter((v) => v !== '')),
];

/** Drops empty values and lists, duplicate values, open ranges, unknown fields and a bad page or sort. */
export function normaliseUrlState(state: SearchUrlState, config: UrlStateConfig): SearchUrlState {
  const refinements: Record<string, string[]> = {};
  for (const field of config.refinementFields) {
    const values = uniqueValues(state.refinements[field] ?? []);
    if (values.length) refinements[field] = values;
  }
  const ranges: Record<string, RangeValue> = {};
  for (const field of config.rangeFields) {
    const r = state.ranges[field];
    if (!r) continue;
    const value: RangeValue = {};
    if (isNumber(r.min)) value.min = r.min;
    if (isNumber(r.max)) value.max = r.max;
    if (value.min !== undefined || value.max !== undefined) ranges[field] = value;
  }
  return {
    query: state.query.trim() === '' ? '' : state.query,
    page: Number.isInteger(state.page) && state.page > 1 ? state.page : 1,
    sortBy: config.sortOptions.includes(state.sortBy) ? state.sortBy : config.defaultSort,
    refinements,
    ranges,
  };
}

/** The path key after /search/ ('' for /search itself); undefined for a path outside search. */
function routeKey(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === SEARCH_PREFIX) return '';
  if (!path.startsWith(`${SEARCH_PREFIX}/`)) return undefined;
  return path
    .slice(SEARCH_PREFIX.length + 1)
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join('/');
}

/** The state of a URL: the path's implied refinements plus the query string; unknown parameters ignored. */
export function parseSearchUrl(pathname: string, search: string, config: UrlStateConfig): SearchUrlState {
  const params = new URLSearchParams(search);
  const state = emptyUrlState(config);
  const key = routeKey(pathname);
  const implied = key === undefined ? undefined : config.routes[key];
  for (const [field, values] of Object.entries(implied ?? {})) state.refinements[field] = [...values];
  state.query = params.get(QUERY) ?? '';
  const page = Number(params.get(PAGE));
  state.page = Number.isInteger(page) && page > 1 ? page : 1;
  state.sortBy = params.get(SORT) ?? config.defaultSort;
  for (const field of config.refinementFields) {
    const values = params.getAll(field);
    if (values.length) state.refinements[field] = [...(state.refinements[field] ?? []), ...values];
  }
  for (const field of config.rangeFields) {
    const range = parseRange(params.get(field) ?? '');
    if (range) state.ranges[field] = range;
  }
  return normaliseUrlState(state, config);
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((v) => set.has(v));
};

/** The pre-rendered path that stands for the most of `refinements` (each of its fields matched exactly). */
export function bestRoute(refinements: Record<string, string[]>, routes: SearchRouteTable): string | undefined {
  let best: { key: string; fields: number } | undefined;
  for (const [key, implied] of Object.entries(routes)) {
    const fields = Object.entries(implied);
    if (fields.length === 0) continue;
    if (!fields.every(([field, values]) => sameSet(refinements[field] ?? [], values))) continue;
    if (!best || fields.length > best.fields) best = { key, fields: fields.length };
  }
  return best?.key;
}

/** The URL (path and query) of a state: defaults left out, the best pre-rendered path used. */
export function searchUrl(input: SearchUrlState, config: UrlStateConfig): string {
  const state = normaliseUrlState(input, config);
  const key = bestRoute(state.refinements, config.routes);
  const implied = key === undefined ? {} : (config.routes[key] ?? {});
  const path =
    key === undefined ? config.defaultPath : `${SEARCH_PREFIX}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const params = new URLSearchParams();
  if (state.query) params.append(QUERY, state.query);
  for (const field of config.refinementFields) {
    if (field in implied) continue;
    for (const value of state.refinements[field] ?? []) params.append(field, value);
  }
  for (const field of config.rangeFields) {
    const text = formatRange(state.ranges[field]);
    if (text) params.append(field, text);
  }
  if (state.sortBy !== config.defaultSort) params.append(SORT, state.sortBy);
  if (state.page > 1) params.append(PAGE, String(state.page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const sameRefinements = (a: SearchUrlState, b: SearchUrlState) =>
  JSON.stringify(a.refinements) === JSON.stringify(b.refinements) && a.sortBy === b.sortBy;

/**
 * How long to wait before writing `next` to the URL after `previous`: typing 300 ms, a range
 * handle 400 ms, anything else at once (a click should be in the history straight away).
 */
export function urlWriteDelay(previous: SearchUrlState, next: SearchUrlState): number {
  if (previous.query !== next.query) return QUERY_URL_DELAY_MS;
  if (JSON.stringify(previous.ranges) !== JSON.stringify(next.ranges) && sameRefinements(previous, next))
    return RANGE_URL_DELAY_MS;
  return 0;
}
