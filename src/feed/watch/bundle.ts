/**
 * What the feed watcher function knows of its site, written by the build beside the function
 * (as src/api/bundle.ts does for the API): it cannot read sites/ or the feed at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Car } from '../../domain/car';
import { stockHash } from './stock';

/** The watcher's bundle (netlify/functions/feed-watch.json). */
export interface FeedWatchBundle {
  site: string;
  /** The https:// feed the build read; null for a feed file in git (a push rebuilds it, nothing to watch). */
  source: string | null;
  watchMinutes: number;
  /** The stock this build published, the baseline for the first check after a deploy. */
  deployHash: string;
  deployCars: number;
}

/** The bundle for a build that read `source` and kept `cars`. */
export function feedWatchBundle(
  site: string,
  source: string,
  watchMinutes: number,
  cars: readonly Car[],
): FeedWatchBundle {
  return {
    site,
    source: /^https?:\/\//i.test(source) ? source : null,
    watchMinutes,
    deployHash: stockHash(cars),
    deployCars: cars.length,
  };
}

/** Writes the bundle (the build calls this for the site being deployed). */
export function writeFeedWatchBundle(file: string, bundle: FeedWatchBundle): void {
  writeFileSync(file, `${JSON.stringify(bundle)}\n`);
}

/** Reads a bundle written by writeFeedWatchBundle. */
export function readFeedWatchBundle(file: string | URL): FeedWatchBundle {
  return JSON.parse(readFileSync(file, 'utf8')) as FeedWatchBundle;
}
