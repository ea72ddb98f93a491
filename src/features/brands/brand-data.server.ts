/** The site's brand entries, read once per build; none unless the site turns brand pages on. */
import { getSite } from '../../site/site.server';
import { readBrandEntries, type BrandEntry } from './brand-entries.server';

let cached: BrandEntry[] | undefined;

/** Brand entries of a site with `features.brandPages` on, else an empty list (no brand routes are built). */
export function getBrandEntries(): BrandEntry[] {
  if (cached) return cached;
  const { config, siteDir } = getSite();
  cached = config.features.brandPages ? readBrandEntries(config, siteDir) : [];
  return cached;
}
