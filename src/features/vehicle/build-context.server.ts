/**
 * What every vehicle page of one build shares, made once (DESIGN § Known traps: never scan the whole
 * stock per page): the site options, the similar-cars index, the card context and the sales count.
 */
import { getSite, type Site } from '../../site/site.server';
import { clockMemo } from '../../site/build-clock';
import type { CardContext } from '../../site/card-context';
import { getCardContext } from '../../site/card-context.server';
import { buildSimilarIndex, type SimilarIndex } from '../../domain/similar';
import { salesCounterView } from '../sales-counter/sales-counter-view';
import { vehicleSiteOptions, type VehicleSiteOptions } from '../../site/vehicle-site-options';

export interface VehicleBuildContext {
  site: Site;
  opts: VehicleSiteOptions;
  similarIndex: SimilarIndex;
  cards: CardContext;
  salesCount?: { count: number; schedule: boolean; validUntil?: string };
}

/** The shared context of the build (built on first use; the sales count's clock answers pass on to each reader). */
export const vehicleBuildContext: () => VehicleBuildContext = clockMemo(() => {
  const site = getSite();
  const opts = vehicleSiteOptions(site.config, site.t);
  const counter = opts.salesCounter;
  return {
    site,
    opts,
    similarIndex: buildSimilarIndex(site.shownCars),
    cards: getCardContext(),
    salesCount: counter === false ? undefined : toSalesCount(salesCounterView(counter.source, site.cars, site.clock)),
  };
});

function toSalesCount(view: ReturnType<typeof salesCounterView>): VehicleBuildContext['salesCount'] {
  return view
    ? { count: view.count, schedule: view.live, ...(view.validUntil ? { validUntil: view.validUntil } : {}) }
    : undefined;
}
