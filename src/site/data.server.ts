/**
 * The data one site is built from: its parsed config and its normalised cars, prepared by
 * scripts/build.ts into a folder named by FORECOURT_DATA_DIR, read once per build, with lookup maps
 * built once (never a scan of the whole stock per page).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Car } from '../domain/car';
import type { SiteConfig } from '../config';
import { jsonList } from '../feed/json-rows';
import { PREPARED_FILES } from './prepared-files';
import { siteClock, type BuildClock } from './build-clock';

export { PREPARED_FILES };

/** What scripts/build.ts writes for Astro to read. */
export interface PreparedSite {
  slug: string;
  /** Absolute path of the dealer's folder (sites/<slug>), for its assets. */
  siteDir: string;
  config: SiteConfig;
  /** The build's instant (pinned for tests and benches, else the build start), ISO: pages read it only through `clock`. */
  now: string;
  /** Where the embedded search index was written (site-relative URL), when the backend is embedded. */
  searchIndexUrl?: string;
  /** Public search settings for the browser (scoped key for Typesense, never an admin key). */
  searchClient?: Record<string, unknown>;
  /** Make/model searches that site.yaml or content links to: each gets a page, in stock or not. */
  linkedSearches?: Array<{ make: string; model?: string }>;
  /** The digest of every input of the pages besides the stock and the code (scripts/build/page-salt.ts): part of each page's cache key. */
  pageCacheSalt?: string;
}

export interface SiteData extends Omit<PreparedSite, 'now'> {
  /** The build's clock: the only way pages read the time (src/site/build-clock.ts). */
  clock: BuildClock;
  cars: Car[];
  /** Cars with a page: shown on the dealer website. */
  shownCars: Car[];
  carsBySlug: Map<string, Car>;
  carsById: Map<string, Car>;
}

let cached: SiteData | undefined;

/**
 * The build script runs Astro in its own process and holds the normalised cars already: it hands
 * them over rather than each holding a copy of the whole stock (one copy was about 180 MB at 20,000
 * cars). Normalised cars are plain JSON values (no undefined fields, no class instances: a feed test
 * holds that), so they are the same values `cars.json` parses to. On the global object: the build
 * script and Astro's bundle load this module separately.
 */
const HANDED_OVER = Symbol.for('forecourt.preparedCars');
const store = globalThis as typeof globalThis & { [HANDED_OVER]?: { dataDir: string; cars: Car[] } };

/** Hands the prepared cars of `dataDir` to the pages built in this process; `undefined` takes them back. */
export function handOverCars(handed: { dataDir: string; cars: Car[] } | undefined): void {
  if (handed) store[HANDED_OVER] = handed;
  else delete store[HANDED_OVER];
}

/** Loads the prepared site once per process. */
export function getSiteData(): SiteData {
  if (cached) return cached;
  const dir = process.env.FORECOURT_DATA_DIR;
  if (!dir) {
    throw new Error(
      'FORECOURT_DATA_DIR is not set: build a site with `npm run build -- --site <slug>` rather than running astro directly.',
    );
  }
  const { now, ...prepared } = JSON.parse(readFileSync(join(dir, PREPARED_FILES.site), 'utf8')) as PreparedSite;
  const handed = store[HANDED_OVER];
  const cars =
    handed?.dataDir === dir ? handed.cars : (jsonList(readFileSync(join(dir, PREPARED_FILES.cars))) as Car[]);
  const shownCars = cars.filter((c) => c.show_on_dealer_website);
  cached = {
    ...prepared,
    clock: siteClock(now),
    cars,
    shownCars,
    carsBySlug: new Map(cars.map((c) => [c.slug, c])),
    carsById: new Map(cars.map((c) => [c.id, c])),
  };
  return cached;
}
