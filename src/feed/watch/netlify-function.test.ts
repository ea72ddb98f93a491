import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFeedWatchBundle } from './bundle';

const saved = { ...process.env };
let dir: string;
let bundle: string;
let watcher: typeof import('../../../netlify/functions/feed-watch');

// The function reads its bundle's path once, when loaded. Only the paths that stop before the
// state store are run here: the store is Netlify Blobs, which exists only on Netlify (run.test.ts
// covers the checks themselves against a memory store).
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'forecourt-fn-feed-watch-'));
  bundle = join(dir, 'feed-watch.json');
  process.env.FORECOURT_FEED_WATCH_BUNDLE = bundle;
  watcher = await import('../../../netlify/functions/feed-watch');
});
afterAll(() => {
  process.env = { ...saved };
  rmSync(dir, { recursive: true, force: true });
});

describe('the feed watcher Netlify function', () => {
  it("runs on Netlify's 5-minute schedule", () => {
    expect(watcher.config).toEqual({ schedule: '*/5 * * * *' });
  });

  it.each([undefined, '', '  '])(
    'hook URL %j: answers not-configured and says which variable to set',
    async (value) => {
      writeFeedWatchBundle(bundle, {
        site: 'demo',
        source: 'https://dms.invalid/feed.json',
        watchMinutes: 5,
        deployHash: 'd',
        deployCars: 1,
      });
      if (value === undefined) delete process.env.FEED_BUILD_HOOK_URL;
      else process.env.FEED_BUILD_HOOK_URL = value;
      const body = await (await watcher.default()).json();
      expect(body).toMatchObject({ site: 'demo', status: 'not-configured' });
      expect(body.message).toContain('FEED_BUILD_HOOK_URL is not set');
    },
  );

  it('a feed file in git: not-watched', async () => {
    writeFeedWatchBundle(bundle, { site: 'demo', source: null, watchMinutes: 5, deployHash: 'd', deployCars: 1 });
    process.env.FEED_BUILD_HOOK_URL = 'http://127.0.0.1:9/never-called';
    expect(await (await watcher.default()).json()).toMatchObject({ status: 'not-watched' });
  });
});
