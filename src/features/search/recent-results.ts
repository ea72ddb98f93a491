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
/**
 * The stored copy holds the newest searches that fit in this many characters (about 10 lean responses
 * of the group demo, 32–36 KB each); all 10 stay in memory. Every sessionStorage write is synchronous:
 * writing the whole list (up to 1 MB of 220 KB responses) after each keystroke's search, before its
 * results could render, took about 300 ms a keystroke at CPU 4× on the group demo.
 */
const MAX_STORED_CHARS = 400_000;

type Entries = RecentCache<unknown>['byPageType'][string];

/** The stored list of a page type written by this build; anything else counts as empty. */
function readStored(storage: Storage | undefined, key: string, build: string): Entries {
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? 'null') as { build?: unknown; entries?: unknown } | null;
    if (stored?.build !== build || !Array.isArray(stored.entries)) return [];
    return stored.entries.filter(
      (e): e is { key: string; value: unknown } =>
        typeof e?.key === 'string' && typeof e.value === 'object' && e.value !== null,
    );
  } catch {
    return [];
  }
}

/** The stored form of a list: the newest entries that fit in MAX_STORED_CHARS, oldest first. */
export function storedText(build: string, entries: Entries): string {
  const kept: string[] = [];
  let size = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const text = JSON.stringify(entries[i]);
    if (size + text.length > MAX_STORED_CHARS) break;
    kept.unshift(text);
    size += text.length + 1;
  }
  return `{"build":${JSON.stringify(build)},"entries":[${kept.join(',')}]}`;
}

function writeStored(storage: Storage | undefined, key: string, build: string, entries: Entries): void {
  try {
    storage?.setItem(key, storedText(build, entries));
  } catch {
    // Private mode or a full quota: the in-memory cache still answers on this page.
  }
}

/** Runs a write later; the last write given before it runs is the one that runs. */
export type WriteScheduler = (write: () => void) => void;

/**
 * Writes off the search's path: in idle time (within 2 s), only the latest of the writes asked for
 * meanwhile, and at once when the page is hidden or left, so a reload still finds the list.
 */
export function idleWriter(): WriteScheduler {
  let pending: (() => void) | undefined;
  const flush = () => {
    const write = pending;
    pending = undefined;
    write?.();
  };
  addEventListener('pagehide', flush);
  return (write) => {
    const queued = pending !== undefined;
    pending = write;
    if (queued) return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 2000 });
    else setTimeout(flush, 500);
  };
}

/**
 * A search client answering a repeated search (back/forward, undo, a return visit in the tab) from
 * the page type's recent results. `build` names the stock the results came from.
 */
export function cachedSearchClient<C extends SearchClientLike>(
  client: C,
  pageType: string,
  options: { build: string; storage?: Storage; schedule?: WriteScheduler } = { build: '' },
): C {
  const storage = options.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  const schedule = options.schedule ?? (typeof window === 'undefined' ? (write: () => void) => write() : idleWriter());
  const key = `${RECENT_RESULTS_KEY_PREFIX}${pageType}`;
  let cache: RecentCache<unknown> | undefined;
  const current = () =>
    (cache ??= { ...createRecentCache(), byPageType: { [pageType]: readStored(storage, key, options.build) } });
  return {
    ...client,
    search(requests: never) {
      const requestKey = JSON.stringify(requests);
      const hit = cacheGet(current(), pageType, requestKey);
      if (hit !== undefined) return Promise.resolve(hit);
      return client.search(requests).then((response) => {
        cache = cachePut(current(), pageType, requestKey, response);
        const entries = cache.byPageType[pageType] ?? [];
        schedule(() => writeStored(storage, key, options.build, entries));
        return response;
      });
    },
  } as C;
}
