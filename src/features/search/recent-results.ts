/**
 * Recent result sets cached per page type (spec 01 §4.1, §9): about 10 searches, oldest dropped
 * first. Each page type's list is kept in sessionStorage, so the shopper who comes back to a search
 * page in the same tab (a reload, or Back once the browser has dropped the page) gets its results
 * at once, before the search code has even loaded. A list written by another build is discarded.
 */
import { cacheGet, cachePut, createRecentCache, type RecentCache } from '../../domain/search/recent-cache';

/** The part of an InstantSearch search client the cache wraps. */
interface SearchClientLike {
  search: (requests: never) => Promise<unknown>;
}

/** The sold window is measured from the start of the hour (spec 01 §5.2 counts days). */
export const SOLD_WINDOW_STEP_MS = 3_600_000;

/**
 * The moment a search measures the sold window from: the start of the current hour, so the same search
 * repeated within the hour is the same request and the cache can answer it (a car sold just over the
 * window's days ago may show for up to an hour longer).
 */
export function soldWindowNow(ms: number): number {
  return Math.floor(ms / SOLD_WINDOW_STEP_MS) * SOLD_WINDOW_STEP_MS;
}

/** Where a page type's results are kept. */
export const RECENT_RESULTS_KEY_PREFIX = 'forecourt:search-results:';
/** A list bigger than this is kept in memory only (sessionStorage holds about 5 MB per site). */
const MAX_STORED_CHARS = 1_000_000;

type Entries = RecentCache<unknown>['byPageType'][string];

/** The stored list of a page type written by this build; anything else counts as empty. */
function readStored(storage: Storage | undefined, key: string, build: string): Entries {
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? 'null') as { build?: unknown; entries?: unknown } | null;
    if (stored?.build !== build || !Array.isArray(stored.entries)) return [];
    return stored.entries.filter((e): e is { key: string; value: unknown } => typeof e?.key === 'string' && typeof e.value === 'object' && e.value !== null);
  } catch {
    return [];
  }
}

function writeStored(storage: Storage | undefined, key: string, build: string, entries: Entries): void {
  try {
    const text = JSON.stringify({ build, entries });
    if (text.length > MAX_STORED_CHARS) storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // Private mode or a full quota: the in-memory cache still answers on this page.
  }
}

/**
 * A search client answering a repeated search (back/forward, undo, a return visit in the tab) from
 * the page type's recent results. `build` names the stock the results came from.
 */
export function cachedSearchClient<C extends SearchClientLike>(
  client: C,
  pageType: string,
  options: { build: string; storage?: Storage } = { build: '' },
): C {
  const storage = options.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  const key = `${RECENT_RESULTS_KEY_PREFIX}${pageType}`;
  let cache: RecentCache<unknown> | undefined;
  const current = () => (cache ??= { ...createRecentCache(), byPageType: { [pageType]: readStored(storage, key, options.build) } });
  return {
    ...client,
    search(requests: never) {
      const requestKey = JSON.stringify(requests);
      const hit = cacheGet(current(), pageType, requestKey);
      if (hit !== undefined) return Promise.resolve(hit);
      return client.search(requests).then((response) => {
        cache = cachePut(current(), pageType, requestKey, response);
        writeStored(storage, key, options.build, cache.byPageType[pageType] ?? []);
        return response;
      });
    },
  } as C;
}
