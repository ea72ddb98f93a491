/**
 * A lock file per demo site, so two builds preparing the same site at once (npm start while a
 * test build runs) take turns instead of deleting each other's pictures.
 */
import { closeSync, openSync, rmSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock older than this is left over from a killed run and is taken over. */
const STALE_MS = 15 * 60_000;

/** Runs fn while holding the lock file at path, waiting for another holder to finish first. */
export async function withLock<T>(path: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(path).mtimeMs;
      } catch {
        continue;
      }
      if (age > STALE_MS) rmSync(path, { force: true });
      else await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(path, { force: true });
  }
}
