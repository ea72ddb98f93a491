/**
 * The recent-results cache (spec 01 §4.1, §9): about 10 searches per page type, oldest dropped
 * first. An immutable value: every change returns a new cache, so a store can hold it as state.
 */

/** Searches kept per page type. */
export const RECENT_CACHE_CAPACITY = 10;

/** Cached results per page type, each list oldest first. */
export interface RecentCache<T> {
  capacity: number;
  byPageType: Readonly<Record<string, ReadonlyArray<{ key: string; value: T }>>>;
}

/** An empty cache holding `capacity` searches per page type. */
export function createRecentCache<T>(capacity: number = RECENT_CACHE_CAPACITY): RecentCache<T> {
  return { capacity, byPageType: {} };
}

/** The cached value for a search key on a page type, if any. */
export function cacheGet<T>(cache: RecentCache<T>, pageType: string, key: string): T | undefined {
  return cache.byPageType[pageType]?.find((entry) => entry.key === key)?.value;
}

/** Stores a result as the newest for its page type; a repeated key moves to newest; the oldest beyond capacity go. */
export function cachePut<T>(cache: RecentCache<T>, pageType: string, key: string, value: T): RecentCache<T> {
  const kept = (cache.byPageType[pageType] ?? []).filter((entry) => entry.key !== key);
  const next = [...kept, { key, value }].slice(-cache.capacity);
  return { ...cache, byPageType: { ...cache.byPageType, [pageType]: next } };
}
