import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE_ROW, TEST_NOW } from '../fixtures/rows';
import { normaliseFeed } from '../normalise';
import { feedWatchBundle, type FeedWatchBundle } from './bundle';
import { runFeedWatch, type FeedWatchDeps } from './run';
import {
  loopbackFetch,
  memoryWatchStore,
  startFeedServer,
  startHookListener,
  type FeedServer,
  type HookListener,
} from './testing';

const MINUTE = 60_000;
const STOCK = [
  { ...BASE_ROW, id: '101', price: 31990 },
  { ...BASE_ROW, id: '102', model: 'CX-9', price: 45990 },
];
const feedOf = (rows: unknown[], extra: Record<string, unknown> = {}) => JSON.stringify({ ...extra, cars: rows });
const REPRICED = [STOCK[0], { ...STOCK[1], price: 43990 }];

let feed: FeedServer;
let hook: HookListener;
let clock: Date;
let store: ReturnType<typeof memoryWatchStore>;
let logs: string[];

/** The bundle the build writes after reading STOCK from the feed server. */
function deployedBundle(watchMinutes = 5): FeedWatchBundle {
  return feedWatchBundle('demo', feed.url, watchMinutes, normaliseFeed(STOCK, { now: TEST_NOW }).cars);
}

function deps(overrides: Partial<FeedWatchDeps> = {}): FeedWatchDeps {
  return {
    bundle: deployedBundle(),
    store,
    hookUrl: hook.url,
    fetchImpl: loopbackFetch,
    now: () => clock,
    log: (line) => logs.push(line),
    ...overrides,
  };
}

/** One run, `minutes` after the last. */
async function runAfter(minutes: number, overrides: Partial<FeedWatchDeps> = {}) {
  clock = new Date(clock.getTime() + minutes * MINUTE);
  return runFeedWatch(deps(overrides));
}

beforeEach(async () => {
  feed = await startFeedServer({ status: 200, body: feedOf(STOCK) });
  hook = await startHookListener();
  clock = TEST_NOW;
  store = memoryWatchStore();
  logs = [];
});
afterEach(async () => {
  await Promise.all([feed.close(), hook.close()]);
});

describe('feed watcher: when the stock did not change, no build', () => {
  it('the same body as the deployed build: unchanged, twice, no hook call', async () => {
    expect((await runAfter(0)).status).toBe('unchanged');
    expect((await runAfter(5)).status).toBe('unchanged');
    expect(feed.requests).toHaveLength(2);
    expect(hook.calls).toEqual([]);
    expect(logs[0]).toBe('feed watcher demo: unchanged: stock unchanged; 2 cars');
  });

  it('ETag: the second request sends If-None-Match, the feed answers 304, no hook call', async () => {
    feed.script.etag = '"v1"';
    await runAfter(0);
    const result = await runAfter(5);
    expect(feed.requests[1]?.['if-none-match']).toBe('"v1"');
    expect(result).toMatchObject({ status: 'unchanged', message: 'not modified (HTTP 304); 2 cars' });
    expect(hook.calls).toEqual([]);
  });

  it('Last-Modified: the second request sends If-Modified-Since, the feed answers 304, no hook call', async () => {
    feed.script.lastModified = 'Mon, 01 Jun 2026 00:00:00 GMT';
    await runAfter(0);
    const result = await runAfter(5);
    expect(feed.requests[1]?.['if-modified-since']).toBe('Mon, 01 Jun 2026 00:00:00 GMT');
    expect(result.message).toContain('HTTP 304');
    expect(hook.calls).toEqual([]);
  });

  it('a new body with the same stock (a regenerated timestamp, keys reordered): no hook call, new validators kept', async () => {
    feed.script = { status: 200, body: feedOf(STOCK, { generated_at: '2026-06-01T00:00:00Z' }), etag: '"a"' };
    await runAfter(0);
    const reordered = STOCK.map((row) => Object.fromEntries(Object.entries(row).reverse()));
    feed.script = { status: 200, body: feedOf(reordered, { generated_at: '2026-06-01T00:05:00Z' }), etag: '"b"' };
    expect((await runAfter(5)).status).toBe('unchanged');
    expect(hook.calls).toEqual([]);
    expect(store.state?.etag).toBe('"b"');
  });
});

describe('feed watcher: changed stock starts one build', () => {
  it('a price change calls the hook once with POST {}, and the same stock later does not call it again', async () => {
    feed.script.body = feedOf(REPRICED);
    expect(await runAfter(0)).toMatchObject({
      status: 'rebuilding',
      message: 'stock changed (2 → 2 cars); build hook called',
    });
    expect(await runAfter(5)).toMatchObject({ status: 'unchanged' });
    expect(hook.calls).toEqual(['POST /build_hooks/test-hook {}']);
  });

  it('a failing hook is reported, the state is not saved, and the next run (before the interval) calls it again', async () => {
    feed.script.body = feedOf(REPRICED);
    hook.status = 500;
    const failed = await runAfter(0);
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'stock changed but build hook answered HTTP 500; retried next run',
    });
    expect(store.state).toBeUndefined();
    hook.status = 200;
    expect((await runAfter(1)).status).toBe('rebuilding');
    expect(hook.calls).toHaveLength(2);
  });

  it('an unreachable hook is reported without its secret path', async () => {
    feed.script.body = feedOf(REPRICED);
    await hook.close();
    const result = await runAfter(0);
    expect(result.status).toBe('failed');
    expect(result.message).toContain('build hook could not be called');
    expect(result.message).not.toContain('test-hook');
  });
});

describe('feed watcher: a feed that fails is reported and never builds', () => {
  it.each([
    ['HTTP 500', { status: 500, body: 'oops' }, 'answered HTTP 500'],
    ['JSON cut off in the middle', { status: 200, body: feedOf(REPRICED).slice(0, 60) }, 'is not JSON'],
    ['a connection dropped mid-body', { status: 200, body: feedOf(REPRICED), truncate: true }, 'could not be fetched'],
    ['an empty list after a good feed', { status: 200, body: feedOf([]) }, 'has no cars'],
    ['rows that are all invalid', { status: 200, body: feedOf([{ id: '101' }, { id: '102' }]) }, 'has no usable cars'],
  ])('%s: failed, no hook, state kept, checked again next run', async (_name, script, reason) => {
    await runAfter(0);
    const good = store.state;
    feed.script = script;
    const result = await runAfter(5);
    expect(result.status).toBe('failed');
    expect(result.message).toContain(reason);
    expect(result.message).toContain('no build started, retried next run');
    expect(result.message).not.toContain('secret');
    expect(store.state).toEqual(good);
    expect(hook.calls).toEqual([]);
    feed.script = { status: 200, body: feedOf(REPRICED) };
    expect((await runAfter(1)).status).toBe('rebuilding');
  });
});

describe('feed watcher: interval, configuration and deploys', () => {
  it('watchMinutes: 15 skips the runs in between without asking the feed', async () => {
    const bundle = deployedBundle(15);
    const statuses = [];
    for (const minutes of [0, 5, 5, 5, 5]) statuses.push((await runAfter(minutes, { bundle })).status);
    expect(statuses).toEqual(['unchanged', 'skipped', 'skipped', 'unchanged', 'skipped']);
    expect(feed.requests).toHaveLength(2);
  });

  it('no hook URL: says it is not configured and asks nothing', async () => {
    const result = await runAfter(0, { hookUrl: undefined });
    expect(result).toMatchObject({ status: 'not-configured' });
    expect(result.message).toContain('FEED_BUILD_HOOK_URL is not set');
    expect(feed.requests).toEqual([]);
  });

  it('a feed file in git: nothing to watch', async () => {
    const bundle = feedWatchBundle('demo', 'feed.json', 5, []);
    expect((await runAfter(0, { bundle })).status).toBe('not-watched');
    expect(feed.requests).toEqual([]);
  });

  it('a new deploy makes the state stale: checked at once, without validators, against the deployed stock', async () => {
    feed.script.etag = '"v1"';
    feed.script.body = feedOf(REPRICED);
    await runAfter(0);
    const redeployed = feedWatchBundle('demo', feed.url, 5, normaliseFeed(REPRICED, { now: TEST_NOW }).cars);
    expect((await runAfter(1, { bundle: redeployed })).status).toBe('unchanged');
    expect(feed.requests[1]?.['if-none-match']).toBeUndefined();
    expect(hook.calls).toHaveLength(1);
  });
});
