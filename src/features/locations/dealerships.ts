/** Dealerships with their visible locations, optionally only those selling a make (/dealerships/{make}). */
import type { SiteConfig, SiteLocation } from '../../config';
import { slugify } from '../../paths';

/** A dealership and the locations shown under it. */
export interface DealershipGroup {
  id: string;
  slug: string;
  name: string;
  average_rating?: number;
  review_count?: number;
  locations: SiteLocation[];
}

/** Dealerships in config order with their visible locations; with a make slug, only locations listing that make. */
export function dealershipGroups(
  config: Pick<SiteConfig, 'dealerships' | 'locations'>,
  makeSlug?: string,
): DealershipGroup[] {
  return config.dealerships
    .map((d) => ({
      ...d,
      locations: config.locations.filter(
        (l) =>
          l.visible &&
          l.dealership_id === d.id &&
          (makeSlug === undefined || l.manufacturers.some((m) => slugify(m) === makeSlug)),
      ),
    }))
    .filter((d) => d.locations.length > 0);
}

/** Every make the site's locations list, by slug, with its display name (first spelling wins). */
export function locationMakes(
  locations: readonly Pick<SiteLocation, 'visible' | 'manufacturers'>[],
): Map<string, string> {
  const makes = new Map<string, string>();
  for (const l of locations) {
    if (!l.visible) continue;
    for (const m of l.manufacturers) if (!makes.has(slugify(m))) makes.set(slugify(m), m);
  }
  return makes;
}
