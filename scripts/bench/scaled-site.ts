/**
 * The group demo's feed scaled to any number of cars, as a bench site. The 20,000-car site is kept
 * once built (by the build rows or on first use), so the page and search rows measure the same build
 * the build rows timed; the run removes it at the end.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildWithRetry,
  type BenchSite,
  type ChildBuild,
  ensureDemoFeed,
  makeBenchSite,
  removeBenchSite,
  ROOT,
} from './bench-site';
import { scaleFeed, writeFeedFile } from './scale-feed';

/** The demo site whose feed is scaled: the dealer group, the widest mix of stock and locations. */
export const SCALED_SITE = 'southern-cross-motor-group';
/** The generated group site the pages and keystrokes are also measured on (issue 11). */
export const KEPT_SIZE = 20_000;

/** A bench site with the group's feed scaled to `size` cars (not built yet); with `root`, for that checkout (the baseline) to build. */
export function makeScaledSite(size: number, root: string = ROOT): BenchSite {
  const source = JSON.parse(readFileSync(join(ROOT, 'sites', SCALED_SITE, 'feed.generated.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  return makeBenchSite(SCALED_SITE, `cars-${size}`, (file) => writeFeedFile(file, scaleFeed(source, size)), root);
}

/** The label of a scaled site in the table's site column. */
export const scaledLabel = (size: number) => `${SCALED_SITE} ×${size.toLocaleString('en-AU')} cars`;

const kept = new Map<number, Promise<{ site: BenchSite; build: ChildBuild }>>();

/** Keeps a built scaled site for the rest of the run. */
export function keepScaledSite(size: number, site: BenchSite, build: ChildBuild): void {
  kept.set(size, Promise.resolve({ site, build }));
}

/** The kept scaled site of `size` cars, built now if no build part made it. */
export function builtScaledSite(size: number): Promise<{ site: BenchSite; build: ChildBuild }> {
  let pending = kept.get(size);
  if (!pending) {
    pending = (async () => {
      await ensureDemoFeed(SCALED_SITE);
      const site = makeScaledSite(size);
      const build = await buildWithRetry(site);
      if (!build.ok)
        throw new Error(`build of ${scaledLabel(size)} failed: ${build.output.split('\n').slice(-3).join(' | ')}`);
      return { site, build };
    })();
    kept.set(size, pending);
  }
  return pending;
}

/** Removes every kept scaled site (their output is hundreds of MB). */
export async function removeKeptSites(): Promise<void> {
  for (const pending of kept.values()) {
    const built = await pending.catch(() => undefined);
    if (built) removeBenchSite(built.site);
  }
  kept.clear();
}
