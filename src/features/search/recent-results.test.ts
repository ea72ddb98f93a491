import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedSearchClient, idleWriter, RECENT_RESULTS_KEY_PREFIX, soldWindowNow, storedText } from './recent-results';
import { RECENT_CACHE_CAPACITY } from '../../domain/search/recent-cache';

/** A Storage over a Map, as sessionStorage behaves (optionally refusing writes, as a full quota does). */
function memoryStorage(refuse = false): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
  };
}

type Searchable = { search: (r: unknown) => Promise<unknown> };
const backend = () => vi.fn(async (requests: unknown) => ({ results: [requests] }));
const client = (search: ReturnType<typeof backend>, pageType: string, storage: Storage, build = 'index-a@2026-11-20') =>
  cachedSearchClient({ search } as never, pageType, { build, storage }) as unknown as Searchable;

describe('cachedSearchClient (spec 01 §4.1: recent results per page type, about 10, oldest dropped first)', () => {
  it("answers a repeated search from the page type's cache and drops the oldest past 10", async () => {
    const search = backend();
    const c = client(search, 'make', memoryStorage());
    await c.search([{ q: 'first' }]);
    await c.search([{ q: 'first' }]);
    expect(search).toHaveBeenCalledTimes(1);
    for (let i = 0; i < RECENT_CACHE_CAPACITY; i++) await c.search([{ q: `other ${i}` }]);
    await c.search([{ q: 'first' }]);
    expect(search).toHaveBeenCalledTimes(RECENT_CACHE_CAPACITY + 2);
  });

  it('keeps the list for the next page of the same type in the tab, and apart from other page types', async () => {
    const storage = memoryStorage();
    await client(backend(), 'make', storage).search([{ q: 'hilux' }]);
    const nextVisit = backend();
    expect(await client(nextVisit, 'make', storage).search([{ q: 'hilux' }])).toEqual({ results: [[{ q: 'hilux' }]] });
    expect(nextVisit).not.toHaveBeenCalled();
    const otherType = backend();
    await client(otherType, 'make+model', storage).search([{ q: 'hilux' }]);
    expect(otherType).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(`${RECENT_RESULTS_KEY_PREFIX}make`) ?? '{}').entries).toHaveLength(1);
  });

  it('discards results another build wrote', async () => {
    const storage = memoryStorage();
    await client(backend(), 'all', storage, 'index-a@2026-11-20').search([{ q: 'x' }]);
    const rebuilt = backend();
    await client(rebuilt, 'all', storage, 'index-b@2026-11-21').search([{ q: 'x' }]);
    expect(rebuilt).toHaveBeenCalledTimes(1);
  });

  it('reads anything unreadable as empty, and still caches in memory when storage refuses', async () => {
    const corrupt = memoryStorage();
    corrupt.setItem(`${RECENT_RESULTS_KEY_PREFIX}all`, '{"build":"index-a@2026-11-20","entries":[{"key":1},null,"x"]');
    const search = backend();
    const c = client(search, 'all', corrupt);
    await c.search([{ q: 'x' }]);
    expect(search).toHaveBeenCalledTimes(1);
    const full = backend();
    const refusing = client(full, 'all', memoryStorage(true));
    await refusing.search([{ q: 'y' }]);
    await refusing.search([{ q: 'y' }]);
    expect(full).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed search', async () => {
    const search = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ results: [] });
    const c = client(search, 'all', memoryStorage());
    await expect(c.search([{ q: 'z' }])).rejects.toThrow('offline');
    await c.search([{ q: 'z' }]);
    expect(search).toHaveBeenCalledTimes(2);
  });
});

describe("storing the recent results off the search's path (a keystroke waited for a 1 MB synchronous write)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers before it writes, and the write it schedules last holds every search so far', async () => {
    const storage = memoryStorage();
    const writes: Array<() => void> = [];
    const c = cachedSearchClient({ search: backend() } as never, 'all', {
      build: 'b',
      storage,
      schedule: (write) => writes.push(write),
    }) as unknown as Searchable;
    expect(await c.search([{ q: 'h' }])).toEqual({ results: [[{ q: 'h' }]] });
    await c.search([{ q: 'hi' }]);
    expect(storage.getItem(`${RECENT_RESULTS_KEY_PREFIX}all`)).toBeNull();
    writes.at(-1)!();
    expect(
      JSON.parse(storage.getItem(`${RECENT_RESULTS_KEY_PREFIX}all`)!).entries.map((e: { key: string }) => e.key),
    ).toEqual([JSON.stringify([{ q: 'h' }]), JSON.stringify([{ q: 'hi' }])]);
  });

  it('idleWriter runs only the latest write, in idle time or when the page is hidden', () => {
    vi.useFakeTimers();
    const listeners: Record<string, () => void> = {};
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => (listeners[type] = listener));
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) =>
      setTimeout(callback, options.timeout),
    );
    const done: string[] = [];
    const schedule = idleWriter();
    schedule(() => done.push('first'));
    schedule(() => done.push('second'));
    expect(done).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(done).toEqual(['second']);
    schedule(() => done.push('third'));
    listeners.pagehide!();
    expect(done).toEqual(['second', 'third']);
    vi.advanceTimersByTime(2000);
    expect(done).toEqual(['second', 'third']);
  });

  it('stores the newest searches that fit in 400,000 characters, oldest first', () => {
    const big = (key: string) => ({ key, value: { text: 'x'.repeat(150_000) } });
    const stored = JSON.parse(storedText('b', [big('1'), big('2'), big('3')]));
    expect(stored.build).toBe('b');
    expect(stored.entries.map((e: { key: string }) => e.key)).toEqual(['2', '3']);
    expect(JSON.parse(storedText('b', [big('1'), { key: '2', value: { text: 'x'.repeat(500_000) } }])).entries).toEqual(
      [],
    );
  });
});

describe('soldWindowNow', () => {
  it('is the start of the hour, so a search repeated within the hour is the same request', () => {
    const hour = Date.parse('2026-11-20T05:00:00Z');
    expect(soldWindowNow(hour)).toBe(hour);
    expect(soldWindowNow(hour + 59 * 60_000 + 59_999)).toBe(hour);
    expect(soldWindowNow(hour + 3_600_000)).toBe(hour + 3_600_000);
  });
});
