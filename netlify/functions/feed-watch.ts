/**
 * The feed watcher: a Netlify scheduled function that checks the site's https:// feed and calls
 * the site's build hook (FEED_BUILD_HOOK_URL) only when the stock changed (src/feed/watch/).
 * Netlify runs it every 5 minutes; a site's longer feed.watchMinutes is kept by skipping runs
 * (docs/decisions.md § Feed watcher). The build writes feed-watch.json beside this file.
 */
import { blobsWatchStore } from '../../src/feed/watch/blobs-store';
import { readFeedWatchBundle } from '../../src/feed/watch/bundle';
import { HOOK_URL_VARIABLE, runFeedWatch } from '../../src/feed/watch/run';

const BUNDLE = process.env.FORECOURT_FEED_WATCH_BUNDLE ?? new URL('./feed-watch.json', import.meta.url);

/** One run; answers what it did (the same line is in the function's log). */
export default async () => {
  const bundle = readFeedWatchBundle(BUNDLE);
  try {
    const result = await runFeedWatch({
      bundle,
      store: blobsWatchStore(bundle.site),
      hookUrl: process.env[HOOK_URL_VARIABLE]?.trim() || undefined,
      fetchImpl: globalThis.fetch,
      now: () => new Date(),
      log: (line) => console.log(line),
    });
    return Response.json(result);
  } catch (error) {
    // The state store failed (a feed or hook failure is a result, not an exception): say so and try next run.
    const message = `state store failed (${error instanceof Error ? error.message : String(error)}); retried next run`;
    console.error(`feed watcher ${bundle.site}: failed: ${message}`);
    return Response.json({ site: bundle.site, status: 'failed', message }, { status: 500 });
  }
};

/** Every 5 minutes, the shortest feed.watchMinutes. */
export const config = { schedule: '*/5 * * * *' };
