/** Facet list rules of the search filters (spec 01 §4.1, §5.1, §9; spec 02 §9). */

/** One facet value with its hit count. */
export interface FacetEntry {
  label: string;
  value: string;
  count: number;
}

/** Makes shown before Show all makes. */
export const MAKE_FACET_VISIBLE = 7;
/** Popular Makes holds the first this many makes (sites with the split). */
export const POPULAR_MAKES_COUNT = 20;
/** Model facet limit. */
export const MODEL_FACET_LIMIT = 30;
/** Body facet limit. */
export const BODY_FACET_LIMIT = 4;
/** Body facet limit on sites with custom bodies. */
export const BODY_FACET_LIMIT_CUSTOM = 20;
/** Values a list filter shows before its Show more (ticked values always show). */
export const LIST_FACET_VISIBLE = 8;
/** City filter limit. */
export const CITY_FACET_LIMIT = 20;
/** Dealership filter limit. */
export const DEALERSHIP_FACET_LIMIT = 40;

/** Body facet: count descending, then name descending; 4 entries, or 20 with custom bodies. */
export function sortBodyFacet<T extends FacetEntry>(entries: readonly T[], customBodies = false): T[] {
  const limit = customBodies ? BODY_FACET_LIMIT_CUSTOM : BODY_FACET_LIMIT;
  return [...entries].sort((a, b) => b.count - a.count || b.label.localeCompare(a.label)).slice(0, limit);
}

/**
 * Popular Makes are the first 20 of the list as the search service ranks it (by count); All Makes
 * is every make by name, so a shopper can find a rare one alphabetically.
 */
export function splitMakes<T extends FacetEntry>(
  entries: readonly T[],
  popularCount: number = POPULAR_MAKES_COUNT,
): { popular: T[]; all: T[] } {
  return {
    popular: entries.slice(0, popularCount),
    all: [...entries].sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** On certified-only sites the certified facet's false values are dropped. */
export function certifiedFacet<T extends FacetEntry>(entries: readonly T[], certifiedOnly: boolean): T[] {
  return certifiedOnly ? entries.filter((e) => e.value.trim().toLowerCase() !== 'false') : [...entries];
}
