import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheGet, cachePut, createRecentCache } from './recent-cache';

describe('recent results cache', () => {
  it('keeps 10 searches per page type and drops the oldest first', () => {
    let cache = createRecentCache<number>();
    for (let i = 1; i <= 11; i++) cache = cachePut(cache, 'search', `q${i}`, i);
    expect(cacheGet(cache, 'search', 'q1')).toBeUndefined();
    expect(cacheGet(cache, 'search', 'q2')).toBe(2);
    expect(cacheGet(cache, 'search', 'q11')).toBe(11);
    expect(cache.byPageType.search).toHaveLength(10);
  });

  it('keeps page types apart', () => {
    let cache = createRecentCache<string>(2);
    cache = cachePut(cache, 'search', 'a', 'search-a');
    cache = cachePut(cache, 'dealership', 'a', 'dealer-a');
    expect(cacheGet(cache, 'search', 'a')).toBe('search-a');
    expect(cacheGet(cache, 'dealership', 'a')).toBe('dealer-a');
    expect(cacheGet(cache, 'manufacturer', 'a')).toBeUndefined();
  });

  it('a repeated key is refreshed and becomes newest', () => {
    let cache = createRecentCache<number>(2);
    cache = cachePut(cache, 'p', 'a', 1);
    cache = cachePut(cache, 'p', 'b', 2);
    cache = cachePut(cache, 'p', 'a', 3);
    cache = cachePut(cache, 'p', 'c', 4);
    expect(cacheGet(cache, 'p', 'a')).toBe(3);
    expect(cacheGet(cache, 'p', 'b')).toBeUndefined();
  });

  it('never mutates the cache it was given', () => {
    const empty = createRecentCache<number>();
    cachePut(empty, 'p', 'a', 1);
    expect(empty.byPageType).toEqual({});
  });

  it('never holds more than the capacity per page type', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 20 })), { maxLength: 60 }),
        (puts) => {
          let cache = createRecentCache<number>(5);
          for (const [type, n] of puts) cache = cachePut(cache, type, `k${n}`, n);
          return Object.values(cache.byPageType).every((list) => list.length <= 5);
        },
      ),
    );
  });
});
