/**
 * The feed watcher's rules, pure: whether a run is due, which validators to send, and what a
 * check's outcome means (build, nothing, or report). The I/O lives in run.ts.
 */
import type { FeedStock } from './stock';

/** What the watcher remembers between runs (kept only after a successful check). */
export interface WatchState {
  /** ISO time of the last successful check. */
  checkedAt: string;
  /** The stock the site has, or has been asked to rebuild with. */
  stockHash: string;
  cars: number;
  /** The deployed build's stock hash when this state was saved; a new deploy makes the state stale. */
  deployHash: string;
  etag?: string;
  lastModified?: string;
}

/** What fetching and parsing the feed found. */
export type FeedCheck =
  | { kind: 'not-modified' }
  | { kind: 'failed'; reason: string }
  | ({ kind: 'stock'; etag?: string; lastModified?: string } & FeedStock);

/** What to do about a check: `save` is written after the hook call succeeds (or at once when no call is needed). */
export type WatchDecision =
  | { kind: 'unchanged'; save: WatchState; message: string }
  | { kind: 'changed'; save: WatchState; message: string }
  | { kind: 'failed'; message: string };

/**
 * Netlify starts the function every 5 minutes, give or take some seconds; a minute's slack keeps
 * a 10-minute interval from slipping to 15 when a run starts a little early.
 */
const SLACK_MS = 60_000;

/** The state when it still describes the deployed build; a deploy since (feed, config or code) makes it stale. */
export function currentState(state: WatchState | undefined, deployHash: string): WatchState | undefined {
  return state?.deployHash === deployHash ? state : undefined;
}

/** Whether the site's interval has passed since the last successful check (a failure is retried at once). */
export function isDue(state: WatchState | undefined, now: Date, watchMinutes: number): boolean {
  if (!state) return true;
  const elapsed = now.getTime() - Date.parse(state.checkedAt);
  return !(elapsed >= 0 && elapsed < watchMinutes * 60_000 - SLACK_MS);
}

/** The conditional-request headers for the feed, from the last check's validators. */
export function conditionalHeaders(state: WatchState | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (state?.etag) headers['if-none-match'] = state.etag;
  if (state?.lastModified) headers['if-modified-since'] = state.lastModified;
  return headers;
}

/**
 * Compares a check with the stock the site was last built or asked to build with (`state`, or the
 * deployed build's hash when the state is stale). A failure never builds: a build of a feed that
 * did not load would fail or publish nothing.
 */
export function decide(
  state: WatchState | undefined,
  check: FeedCheck,
  deploy: { hash: string; cars: number },
  now: Date,
): WatchDecision {
  const checkedAt = now.toISOString();
  if (check.kind === 'failed') return { kind: 'failed', message: check.reason };
  if (check.kind === 'not-modified') {
    if (!state)
      return { kind: 'failed', message: 'the feed answered 304 Not Modified to a request without validators' };
    return { kind: 'unchanged', save: { ...state, checkedAt }, message: `not modified (HTTP 304); ${state.cars} cars` };
  }
  const save: WatchState = {
    checkedAt,
    stockHash: check.stockHash,
    cars: check.cars,
    deployHash: deploy.hash,
    ...(check.etag ? { etag: check.etag } : {}),
    ...(check.lastModified ? { lastModified: check.lastModified } : {}),
  };
  const before = state ?? { stockHash: deploy.hash, cars: deploy.cars };
  if (check.stockHash === before.stockHash)
    return { kind: 'unchanged', save, message: `stock unchanged; ${check.cars} cars` };
  return { kind: 'changed', save, message: `stock changed (${before.cars} → ${check.cars} cars); build hook called` };
}
