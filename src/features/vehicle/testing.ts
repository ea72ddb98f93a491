/** Test helpers: site options parsed from a site file patch, with the built-in wording. */
import { parseSiteConfig } from '../../config/parse';
import { createTranslator } from '../../config/messages';
import { siteWith } from '../../config/testing';
import { vehicleSiteOptions, type VehicleSiteOptions } from '../../site/vehicle-site-options';

/** The built-in translator. */
export const t = createTranslator();

/** Vehicle page options of the minimal site with `patch` merged in. */
export function optionsWith(patch: Record<string, unknown> = {}): VehicleSiteOptions {
  return vehicleSiteOptions(parseSiteConfig(siteWith(patch), 'site.yaml'), t);
}
