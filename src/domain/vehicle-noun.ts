/**
 * What the stock is called (issue 21): a caravan is a caravan in counts, buttons and sentences
 * ("51 caravans found", "This caravan is at …"), a mix of kinds is "vehicles". Pure: the wording
 * itself is the message keys `noun.<noun>.one|other|title`.
 */

/** The nouns stock is counted in. */
export const VEHICLE_NOUNS = ['cars', 'caravans', 'motorcycles', 'trucks', 'vehicles'] as const;
/** One of the nouns. */
export type VehicleNoun = (typeof VEHICLE_NOUNS)[number];

// Feed item types (lower case, spec 01 §3.1) and the site's `stock.itemTypes`, by their noun.
const NOUN_OF: Readonly<Record<string, VehicleNoun>> = {
  car: 'cars',
  cars: 'cars',
  caravan: 'caravans',
  caravans: 'caravans',
  motorcycle: 'motorcycles',
  motorcycles: 'motorcycles',
  truck: 'trucks',
  trucks: 'trucks',
};

/** The noun of one item: its feed item_type (none is a car; a type without a noun of its own is a vehicle). */
export function itemNoun(itemType: string | undefined): VehicleNoun {
  if (itemType === undefined || itemType.trim() === '') return 'cars';
  return NOUN_OF[itemType.trim().toLowerCase()] ?? 'vehicles';
}

/** One noun for several kinds: the kind when there is one, "vehicles" for a mix or none. */
export function commonNoun(nouns: Iterable<VehicleNoun>): VehicleNoun {
  const kinds = new Set(nouns);
  return kinds.size === 1 ? ([...kinds][0] as VehicleNoun) : 'vehicles';
}

/** The noun of a site from its `stock.itemTypes` (cars, caravans …). */
export function siteNoun(itemTypes: readonly string[]): VehicleNoun {
  return commonNoun(itemTypes.map((t) => itemNoun(t)));
}

/**
 * The noun of a set of results from their item_type facet counts and their total: the results
 * without an item type are cars. Item types the search is refined to (/search/caravan-cars) are what
 * every result is (their own facet counts the other types too). With no results, the site's own noun.
 */
export function resultsNoun(
  itemTypeCounts: readonly { value: string; count: number }[],
  total: number,
  fallback: VehicleNoun,
  refined: readonly string[] = [],
): VehicleNoun {
  if (refined.length > 0) return commonNoun(refined.map((t) => itemNoun(t)));
  if (total <= 0) return fallback;
  const typed = itemTypeCounts.filter((c) => c.count > 0);
  const untyped = total - typed.reduce((sum, c) => sum + c.count, 0);
  return commonNoun([...typed.map((c) => itemNoun(c.value)), ...(untyped > 0 ? (['cars'] as const) : [])]);
}
