/**
 * Which vehicle page the interaction rows use and how its three elements are found: by role and
 * accessible name, in the site's own wording, so one locator finds them on the baseline's build
 * (custom elements) and on the React islands alike.
 */
import type { SiteConfig } from '../../src/config/normalise';
import { siteTranslator } from '../../src/config/messages';
import { isAvailable, type Car } from '../../src/domain/car';
import { defaultViewerMode, viewerModes } from '../../src/domain/viewer';
import { favouriteLabels } from '../../src/site/favourite-labels';
import { vehiclePath } from '../../src/paths';

/** The accessible names of the elements the rows press and type into; undefined where the site has no such element. */
export interface InteractionNames {
  /** The gallery's next button. */
  next: string;
  /** The Favourite toggle (signed out: "Save to watchlist" or the site's list name). */
  favourite?: string;
  /** The calculator's first amount field (its label). */
  amount?: string;
}

/** The names in the site's wording (its labels over the built-in English). */
export function interactionNames(config: Pick<SiteConfig, 'labels' | 'features' | 'finance'>): InteractionNames {
  const t = siteTranslator(config);
  const watchlist = config.features.watchlist;
  return {
    next: t('viewer.next'),
    ...(watchlist ? { favourite: favouriteLabels(t, watchlist.wording).save } : {}),
    ...(config.finance.provider ? { amount: t('finance.amount') } : {}),
  };
}

/**
 * The car page to interact on: a car for sale with a price (so it has the Favourite toggle and the
 * calculator) whose viewer opens on the gallery with more than one photo (so the next button is
 * there to press), most photos first like the vehicle template's pick; only pages the build wrote.
 */
export function interactionPath(
  cars: readonly Car[],
  galleryFirst: boolean,
  built: (path: string) => boolean,
): string | undefined {
  const fits = (c: Car) =>
    isAvailable(c) &&
    (c.price ?? 0) > 0 &&
    c.images.length > 1 &&
    defaultViewerMode(viewerModes(c), galleryFirst) === 'gallery';
  const byPhotos = cars
    .filter(fits)
    .sort((a, b) => b.images.length - a.images.length || String(a.id).localeCompare(String(b.id)));
  return byPhotos.map((c) => vehiclePath(c.slug)).find(built);
}
