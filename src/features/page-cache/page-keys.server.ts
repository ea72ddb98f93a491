/**
 * The `cacheKey` of each page an incremental build may reuse (Astro `experimental.incrementalBuild`,
 * issue 22; docs/decisions.md § Incremental builds). A key covers everything the page renders that is
 * not code (Astro hashes the code itself, and the build starts cold when the code changes):
 * - on every keyed page, the build's salt (the resolved config, the site folder but its feed, the
 *   environment pages read: scripts/build/page-salt.ts) and the header and footer as resolved (their
 *   menus list the makes and models in stock, most stocked first);
 * - on every keyed page, its clock part (src/site/build-clock.ts): the clock part it had in the last
 *   build while this build's instant is within the span its clock answers held over, else this
 *   build's instant (`keyedRoute`);
 * - on a car page (and its reserve page), the car and the similar cars it shows, every field of each,
 *   and the sales counter of its sidebar (a car sold this month changes every car page);
 * - on pages drawn from the whole stock (search, locations, offers, brands), every car and the search
 *   index they load;
 * - on a car's data file (/form-cars/{id}.json), the build's salt and the car: it shows no shell and
 *   asks no clock (`clockFree`, src/site/build-clock.ts, fails the build if it ever does), so its key has no clock part.
 */
import type { Car } from '../../domain/car';
import { similarCars } from '../../domain/similar';
import { carDigest, digest } from '../../site/cache-key';
import { getSite } from '../../site/site.server';
import { getShellData } from '../shell/shell-data.server';
import { vehicleBuildContext } from '../vehicle/build-context.server';
import { keyedPaths, keyedPathsAsync } from '../../site/build-clock';

/** A page of a keyed route as its getStaticPaths lists it, with `key`: the key of all it renders but the clock. */
type Listed<P> = { params: P; key: string } & Record<string, unknown>;
type Params = Record<string, string | undefined>;

/** The URL path of a route's page: `pattern` (as the file under src/pages names it) with its params put in. */
export function routePath(pattern: string, params: Params): string {
  const path = pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name] ?? '');
  return path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

const withClock = (key: string, part: string) => digest(key, part);

/**
 * A keyed route's getStaticPaths: `pattern` is the route (e.g. '/cars/[slug]'), `list` its pages
 * with their keys. Clock answers given while listing bound every page of the route; each page's
 * `cacheKey` is its key with its clock part.
 */
export function keyedRoute<P extends Params, E extends Listed<P>>(
  pattern: string,
  list: () => E[],
): Array<Omit<E, 'key'> & { cacheKey: string }> {
  return keyedPaths(() => list().map((e) => ({ ...e, path: routePath(pattern, e.params) })), withClock) as Array<
    Omit<E, 'key'> & { cacheKey: string }
  >;
}

/** As keyedRoute, for a listing that awaits. */
export async function keyedRouteAsync<P extends Params, E extends Listed<P>>(
  pattern: string,
  list: () => Promise<E[]>,
): Promise<Array<Omit<E, 'key'> & { cacheKey: string }>> {
  return (await keyedPathsAsync(
    async () => (await list()).map((e) => ({ ...e, path: routePath(pattern, e.params) })),
    withClock,
  )) as Array<Omit<E, 'key'> & { cacheKey: string }>;
}

let shared: string | undefined;
let stock: string | undefined;

/** The build's salt (scripts/build/page-salt.ts), in every key. */
function salt(): string {
  const { pageCacheSalt } = getSite();
  if (!pageCacheSalt) throw new Error('The prepared site has no page cache salt: build it with scripts/build.ts.');
  return pageCacheSalt;
}

/** What every keyed page shows beyond its own data. */
function sharedKey(): string {
  if (shared !== undefined) return shared;
  const { header, footer, logo, phone } = getShellData();
  return (shared = digest(salt(), { header, footer, logo: logo ?? null, phone: phone ?? null }));
}

/** A car's page: the car and the similar cars it shows. */
export function carPageKey(car: Car): string {
  const { similarIndex } = vehicleBuildContext();
  return digest(sharedKey(), carDigest(car), similarCars(similarIndex, car).map(carDigest));
}

/** A page drawn from the whole stock: any car that changes, arrives or leaves changes it, as does the search index. */
export function stockPageKey(): string {
  if (stock !== undefined) return stock;
  const site = getSite();
  return (stock = digest(
    sharedKey(),
    site.cars.map(carDigest),
    site.searchIndexUrl ?? null,
    site.searchClient ?? null,
  ));
}

/** A car's data file (/form-cars/{id}.json): the car and the site's wording, not the shell, not the clock. */
export function carDataKey(car: Car): string {
  return digest(salt(), carDigest(car));
}
