/** Orders and limits a list filter's values by the table's rule (spec 01 §4.1, §5.1, §9). */
import { sortByCarType } from '../../domain/search/car-types';
import { offeredBodies, type BodyType } from '../../domain/search/body-types';
import { certifiedFacet, sortBodyFacet } from '../../domain/search/facets';
import { sortRangeFacet } from '../../domain/search/price-ranges';
import type { FacetOrder } from '../../site/filter-table';

/** A facet value as a widget shows it. */
export interface FacetItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

// One collator for every comparison: localeCompare with a locale and options builds a new one each
// call, which made sorting the make and model lists a visible part of the search page's hydration.
const names = new Intl.Collator('en-AU', { numeric: true });
const byName = (a: FacetItem, b: FacetItem) => names.compare(a.label, b.label);

/**
 * The values to show: ordered by `order`, cut to `limit`, refined values always kept (a shopper must
 * be able to untick what they ticked), false dropped from certified on certified-only sites, and
 * only the offered body types where a site lists them.
 */
export function orderFacetItems(
  items: readonly FacetItem[],
  options: { order: FacetOrder; limit: number; field?: string; certifiedOnly?: boolean; offered?: readonly BodyType[] },
): FacetItem[] {
  let list = options.field === 'certified' ? certifiedFacet(items, options.certifiedOnly ?? false) : [...items];
  if (options.offered) list = offeredBodies(list, options.offered);
  switch (options.order) {
    case 'carType':
      list = sortByCarType(list);
      break;
    case 'body':
      list = sortBodyFacet(list);
      break;
    case 'range':
      list = sortRangeFacet(list);
      break;
    case 'name':
      list.sort(byName);
      break;
    case 'yearDesc':
      list.sort((a, b) => Number(b.value) - Number(a.value));
      break;
    case 'count':
      list.sort((a, b) => b.count - a.count || byName(a, b));
      break;
  }
  const shown = list.slice(0, options.limit);
  const missing = items.filter((i) => i.isRefined && !shown.some((s) => s.value === i.value));
  return [...shown, ...missing];
}
