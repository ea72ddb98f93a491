/**
 * InstantSearch routing over url-state.ts: the state mapping between InstantSearch's UiState and
 * the URL state, and a history router that writes typing after 300 ms, range handles after 400 ms
 * and anything else at once, with back/forward restoring the state (spec 01 §4.1). Range bounds
 * the sliders cannot hold are dropped as the URL is read (spec 01 §5.1).
 */
import type { UiState } from 'instantsearch.js';
import type { SortOption } from '../../config/schema/search';
import {
  formatRange,
  parseRange,
  parseSearchUrl,
  searchUrl,
  urlWriteDelay,
  type SearchUrlState,
  type UrlStateConfig,
} from '../../search/url-state';
import { acceptUrlRange, type Range } from '../../domain/search/slider';
import { sortIndexName, sortOptionOf } from './sorts';

type IndexUiState = UiState[string];

/**
 * The state with each range bound the slider's range cannot hold left out (spec 01 §5.1: ignored,
 * only logged), so a URL such as `price=500000:` never reaches the search or the slider.
 */
export function withAcceptedRanges(
  state: SearchUrlState,
  bounds: Readonly<Record<string, Range>>,
  log: (message: string) => void = () => {},
): SearchUrlState {
  const ranges: SearchUrlState['ranges'] = {};
  for (const [field, range] of Object.entries(state.ranges)) {
    const fieldBounds = bounds[field];
    if (!fieldBounds) {
      ranges[field] = range;
      continue;
    }
    const { value, ignored } = acceptUrlRange(range, fieldBounds);
    for (const message of ignored) log(`${field} in the URL: ${message}; ignored`);
    if (value.min !== undefined || value.max !== undefined) ranges[field] = value;
  }
  return { ...state, ranges };
}

/** UiState of the root index → URL state. */
export function uiToUrlState(ui: IndexUiState | undefined, config: UrlStateConfig, collection: string): SearchUrlState {
  const ranges: SearchUrlState['ranges'] = {};
  for (const [field, text] of Object.entries(ui?.range ?? {})) {
    const r = parseRange(String(text));
    if (r) ranges[field] = r;
  }
  return {
    query: ui?.query ?? '',
    page: ui?.page ?? 1,
    sortBy: sortOptionOf(collection, ui?.sortBy, config.defaultSort as SortOption),
    refinements: Object.fromEntries(Object.entries(ui?.refinementList ?? {}).map(([f, v]) => [f, [...v]])),
    ranges,
  };
}

/** URL state → UiState of the root index (only what is set, as InstantSearch expects). */
export function urlToUiState(state: SearchUrlState, collection: string): IndexUiState {
  const ui: IndexUiState = {};
  if (state.query) ui.query = state.query;
  if (state.page > 1) ui.page = state.page;
  ui.sortBy = sortIndexName(collection, state.sortBy as SortOption);
  const refinementList = Object.fromEntries(Object.entries(state.refinements).filter(([, v]) => v.length > 0));
  if (Object.keys(refinementList).length) ui.refinementList = refinementList;
  const range = Object.fromEntries(
    Object.entries(state.ranges)
      .map(([f, r]) => [f, formatRange(r)] as const)
      .filter(([, text]) => text !== ''),
  );
  if (Object.keys(range).length) ui.range = range;
  return ui;
}

/** The InstantSearch `routing` prop for the page's root index `indexId`. */
export function createSearchRouting(
  config: UrlStateConfig,
  collection: string,
  indexId: string,
  /** The page's own state: what the server render reads (it has no URL). */
  serverState: SearchUrlState,
  options: {
    onWrite?: (url: string, state: SearchUrlState) => void;
    /** Each slider's range: URL bounds beyond it are ignored and logged. */
    rangeBounds?: Readonly<Record<string, Range>>;
  } = {},
) {
  const { onWrite, rangeBounds = {} } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let update: ((state: SearchUrlState) => void) | undefined;
  // In the browser the island first hydrates the built page, which shows the page's own state: until
  // `hydrated()` the router reads that state and writes nothing, so hydration matches the HTML and
  // the URL is left as the shopper opened it.
  let hydrating = typeof window !== 'undefined';
  const readUrl = (): SearchUrlState =>
    withAcceptedRanges(parseSearchUrl(window.location.pathname, window.location.search, config), rangeBounds, (m) =>
      console.info(m),
    );
  const read = (): SearchUrlState => (typeof window === 'undefined' || hydrating ? serverState : readUrl());
  const onPopState = () => {
    if (timer) clearTimeout(timer);
    update?.(read());
  };
  const router = {
    $$type: 'forecourt',
    read,
    write(state: SearchUrlState) {
      if (hydrating) return;
      // Delays compare with what the URL holds, so a pending keystroke is never flushed early by a later change.
      const previous = read();
      const url = searchUrl(state, config);
      if (timer) clearTimeout(timer);
      const commit = () => {
        timer = undefined;
        if (url === `${window.location.pathname}${window.location.search}`) return;
        window.history.pushState(null, '', url);
        onWrite?.(url, state);
      };
      const delay = urlWriteDelay(previous, state);
      if (delay === 0) commit();
      else timer = setTimeout(commit, delay);
    },
    createURL: (state: SearchUrlState) => searchUrl(state, config),
    onUpdate(callback: (state: SearchUrlState) => void) {
      update = callback;
      if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);
    },
    dispose() {
      if (timer) clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('popstate', onPopState);
    },
    /** Ends the hydration phase; returns the URL's state, from now on what the router reads. */
    hydrated(): SearchUrlState {
      hydrating = false;
      return read();
    },
    /** Sets the search to the URL's state, as back/forward does. */
    applyUrl() {
      update?.(read());
    },
  };
  const stateMapping = {
    $$type: 'forecourt',
    stateToRoute: (ui: UiState) => uiToUrlState(ui[indexId], config, collection),
    routeToState: (state: SearchUrlState): UiState => ({ [indexId]: urlToUiState(state, collection) }),
  };
  return { router, stateMapping };
}

/** The router half of `createSearchRouting`'s result. */
export type SearchRouter = ReturnType<typeof createSearchRouting>['router'];
