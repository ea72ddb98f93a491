/**
 * What every vehicle page of one build shares, made once (DESIGN § Known traps: never scan the whole
 * stock per page): the site options, the similar-cars index and the card context.
 */
import { getSite, type Site } from '../../site/site.server';
import { clockMemo } from '../../site/build-clock';
import type { CardContext } from '../../site/card-context';
import { getCardContext } from '../../site/card-context.server';
import { buildSimilarIndex, type SimilarIndex } from '../../domain/similar';
import { vehicleSiteOptions, type VehicleSiteOptions } from '../../site/vehicle-site-options';

export interface VehicleBuildContext {
  site: Site;
  opts: VehicleSiteOptions;
  similarIndex: SimilarIndex;
  cards: CardContext;
}

/** The shared context of the build (built on first use; any clock answers pass on to each reader). */
export const vehicleBuildContext: () => VehicleBuildContext = clockMemo(() => {
  const site = getSite();
  return {
    site,
    opts: vehicleSiteOptions(site.config, site.t),
    similarIndex: buildSimilarIndex(site.shownCars),
    cards: getCardContext(),
  };
});
