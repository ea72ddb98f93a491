/** The cells of the results grid: sold runs collapsed, then promotional tiles placed (spec 01 §2.2, §4.1). */
import { isSold, type CarStatus, type CarType } from '../../domain/car';
import { activePromos, insertPromos, type GridCell, type PromoTile } from '../../domain/promos';
import { collapseSold } from '../../domain/search/sold-collapse';
import type { SearchDocument } from '../../search/document';
import type { PromoContent } from './island-props';

/** The hits a page shows as cards: runs of sold cars collapsed to one (spec 01 §4.1). */
export function shownHits(hits: readonly SearchDocument[]): SearchDocument[] {
  return collapseSold(hits, (h) => isSold({ status: h.status as CarStatus }));
}

/** Grid cells for one page of hits at `now`, for a search refined to `conditions`. */
export function gridCells(
  hits: readonly SearchDocument[],
  promos: readonly PromoTile<PromoContent>[],
  options: { now: Date; timeZone: string; conditions: readonly string[]; seed?: number },
): GridCell<SearchDocument, PromoContent>[] {
  const collapsed = shownHits(hits);
  const selectedConditions = options.conditions.filter(
    (c): c is CarType => c === 'new' || c === 'demo' || c === 'used',
  );
  return insertPromos(
    collapsed,
    activePromos(promos, options.now, { timeZone: options.timeZone, selectedConditions, seed: options.seed }),
  );
}
