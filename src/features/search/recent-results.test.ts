import { describe, expect, it, vi } from 'vitest';
import { cachedSearchClient } from './recent-results';
import { RECENT_CACHE_CAPACITY } from '../../domain/search/recent-cache';

describe('cachedSearchClient', () => {
  it('answers a repeated search from the page type\'s cache and drops the oldest past 10', async () => {
    const search = vi.fn(async (requests: unknown) => ({ results: [requests] }));
    const client = cachedSearchClient({ search } as never, `type-${Math.random()}`) as unknown as { search: (r: unknown) => Promise<unknown> };
    await client.search([{ q: 'first' }]);
    await client.search([{ q: 'first' }]);
    expect(search).toHaveBeenCalledTimes(1);
    for (let i = 0; i < RECENT_CACHE_CAPACITY; i++) await client.search([{ q: `other ${i}` }]);
    await client.search([{ q: 'first' }]);
    expect(search).toHaveBeenCalledTimes(RECENT_CACHE_CAPACITY + 2);
  });
});
