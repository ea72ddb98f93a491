/**
 * One feed watcher run: the I/O around decide.ts. Reads the state, checks the feed when due,
 * calls the build hook when the stock changed, and saves the state only after a check (and its
 * hook call) succeeded, so anything that failed is tried again on the next run.
 */
import type { FeedWatchBundle } from './bundle';
import { checkFeed } from './check-feed';
import { conditionalHeaders, currentState, decide, isDue } from './decide';
import { callBuildHook } from './hook';
import type { WatchStore } from './store';

/** Everything a run touches, injected so tests run it against local servers and a memory store. */
export interface FeedWatchDeps {
  bundle: FeedWatchBundle;
  store: WatchStore;
  /** The build hook URL (a secret); undefined when not configured. */
  hookUrl: string | undefined;
  fetchImpl: typeof fetch;
  now: () => Date;
  log: (line: string) => void;
  /** Time limits; Netlify stops a scheduled function after 30 s, and both together stay under it. */
  feedTimeoutMs?: number;
  hookTimeoutMs?: number;
}

/** What a run did, answered as the function's JSON and logged as one line. */
export interface FeedWatchResult {
  site: string;
  status: 'not-watched' | 'not-configured' | 'skipped' | 'unchanged' | 'rebuilding' | 'failed';
  message: string;
}

/** The environment variable holding the build hook URL. */
export const HOOK_URL_VARIABLE = 'FEED_BUILD_HOOK_URL';
const FEED_TIMEOUT_MS = 20_000;
const HOOK_TIMEOUT_MS = 8_000;

/** Runs one check of the site's feed (when due) and answers what happened; never throws for a feed or hook failure. */
export async function runFeedWatch(deps: FeedWatchDeps): Promise<FeedWatchResult> {
  const result = await run(deps);
  deps.log(`feed watcher ${result.site}: ${result.status}: ${result.message}`);
  return result;
}

async function run(deps: FeedWatchDeps): Promise<FeedWatchResult> {
  const { bundle } = deps;
  const site = bundle.site;
  if (!bundle.source) {
    return {
      site,
      status: 'not-watched',
      message: 'the feed is a file in the repository; a push rebuilds the site, nothing to watch',
    };
  }
  if (!deps.hookUrl) {
    return {
      site,
      status: 'not-configured',
      message: `${HOOK_URL_VARIABLE} is not set; the feed is not checked and no build is started (docs/deploy.md § 7)`,
    };
  }
  const now = deps.now();
  const state = currentState(await deps.store.read(), bundle.deployHash);
  if (!isDue(state, now, bundle.watchMinutes)) {
    return {
      site,
      status: 'skipped',
      message: `checked at ${state?.checkedAt}; the interval is ${bundle.watchMinutes} minutes`,
    };
  }
  const check = await checkFeed(bundle.source, {
    headers: conditionalHeaders(state),
    fetchImpl: deps.fetchImpl,
    now,
    timeoutMs: deps.feedTimeoutMs ?? FEED_TIMEOUT_MS,
  });
  const decision = decide(state, check, { hash: bundle.deployHash, cars: bundle.deployCars }, now);
  if (decision.kind === 'failed')
    return { site, status: 'failed', message: `${decision.message}; no build started, retried next run` };
  if (decision.kind === 'changed') {
    const hook = await callBuildHook(deps.hookUrl, deps.fetchImpl, deps.hookTimeoutMs ?? HOOK_TIMEOUT_MS);
    if (!hook.ok) return { site, status: 'failed', message: `stock changed but ${hook.reason}; retried next run` };
  }
  await deps.store.write(decision.save);
  return { site, status: decision.kind === 'changed' ? 'rebuilding' : 'unchanged', message: decision.message };
}
