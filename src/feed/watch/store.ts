/**
 * Where the watcher keeps its state between runs: Netlify Blobs in production, anything with
 * read and write in tests. What is read back is checked, so a damaged entry means a fresh start.
 */
import * as v from 'valibot';
import type { WatchState } from './decide';

/** The watcher's state store, one entry per site. */
export interface WatchStore {
  read(): Promise<WatchState | undefined>;
  write(state: WatchState): Promise<void>;
}

const WatchStateSchema = v.object({
  checkedAt: v.string(),
  stockHash: v.string(),
  cars: v.number(),
  deployHash: v.string(),
  etag: v.optional(v.string()),
  lastModified: v.optional(v.string()),
});

/** A stored value as WatchState, or undefined when it is missing or not one (the next check starts afresh). */
export function parseWatchState(value: unknown): WatchState | undefined {
  const parsed = v.safeParse(WatchStateSchema, value);
  return parsed.success ? parsed.output : undefined;
}
