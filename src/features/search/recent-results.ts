/** Recent result sets cached per page type (spec 01 §4.1, §9): about 10 searches, oldest dropped first. */
import { cacheGet, cachePut, createRecentCache, type RecentCache } from '../../domain/search/recent-cache';

/** The part of an InstantSearch search client the cache wraps. */
interface SearchClientLike {
  search: (requests: never) => Promise<unknown>;
}

let cache: RecentCache<unknown> = createRecentCache();

/** A search client answering a repeated search (back/forward, undo) from the page type's recent results. */
export function cachedSearchClient<C extends SearchClientLike>(client: C, pageType: string): C {
  return {
    ...client,
    search(requests: never) {
      const key = JSON.stringify(requests);
      const hit = cacheGet(cache, pageType, key);
      if (hit !== undefined) return Promise.resolve(hit);
      return client.search(requests).then((response) => {
        cache = cachePut(cache, pageType, key, response);
        return response;
      });
    },
  } as C;
}
