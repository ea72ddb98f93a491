/**
 * One URL per page template, picked from a built site: the first candidate path whose page the
 * build wrote, vehicle pages by the car's type and status. A template with none is "not built yet".
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isAvailable, isSold, type Car } from '../../src/domain/car';
import {
  financePaths,
  homePath,
  searchRoutes,
  vehiclePath,
  watchlistPath,
  offersPath,
  contactPath,
  bookTestDrivePath,
  tradeInPath,
  dealerLocatorPath,
  locationPath,
} from '../../src/paths';

/** The templates of issue 11, in table order. */
export const TEMPLATES = [
  'home',
  'search',
  'vehicle new',
  'vehicle used',
  'vehicle sold',
  'finance',
  'forms',
  'locations',
  'offers',
  'watchlist',
] as const;
/** One page template. */
export type Template = (typeof TEMPLATES)[number];

/** Whether the build in `outDir` wrote a page for URL path `path`. */
export function pageExists(outDir: string, path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  return [join(outDir, clean, 'index.html'), join(outDir, `${clean}.html`)].some((file) => existsSync(file));
}

/** Candidate paths of each template, best first. */
export function candidates(cars: readonly Car[], locationSlugs: readonly string[]): Record<Template, string[]> {
  // Cars with most photos first: the vehicle page at its heaviest is the one to measure.
  const byPhotos = [...cars].sort(
    (a, b) => (b.images?.length ?? 0) - (a.images?.length ?? 0) || String(a.id).localeCompare(String(b.id)),
  );
  const carPaths = (keep: (c: Car) => boolean) =>
    byPhotos
      .filter(keep)
      .slice(0, 20)
      .map((c) => vehiclePath(c.slug));
  return {
    home: [homePath()],
    search: [searchRoutes.all, searchRoutes.used],
    'vehicle new': carPaths((c) => c.car_type === 'new' && isAvailable(c)),
    'vehicle used': carPaths((c) => c.car_type === 'used' && isAvailable(c)),
    'vehicle sold': carPaths((c) => isSold(c)),
    finance: [financePaths.finance],
    forms: [contactPath(), bookTestDrivePath(), tradeInPath(), financePaths.enquiry],
    locations: [...locationSlugs.map((s) => locationPath(s)), dealerLocatorPath()],
    offers: [offersPath()],
    watchlist: [watchlistPath()],
  };
}

/** The candidate paths of each template for the build in `outDir` (its location pages included). */
export function builtCandidates(outDir: string, cars: readonly Car[]): Record<Template, string[]> {
  const locationsDir = join(outDir, 'locations');
  const locationSlugs = existsSync(locationsDir) ? readdirSync(locationsDir).sort() : [];
  return candidates(cars, locationSlugs);
}

/** The chosen path per template, or undefined when the build has none of its candidates. */
export function pickTemplateUrls(outDir: string, cars: readonly Car[]): Record<Template, string | undefined> {
  const all = builtCandidates(outDir, cars);
  return Object.fromEntries(TEMPLATES.map((t) => [t, all[t].find((p) => pageExists(outDir, p))])) as Record<
    Template,
    string | undefined
  >;
}
