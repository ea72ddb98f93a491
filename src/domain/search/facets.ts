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

/**
 * Body facet order: count descending, then name descending. The filter shows the first 4 (20 with
 * custom bodies) and offers the rest behind Show more (issue 21), so no body type is out of reach.
 */
export function sortBodyFacet<T extends FacetEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.count - a.count || b.label.localeCompare(a.label));
}

/**
 * Whether ticking a value of a list filter can change the results: some value holds some but not
 * all of the `total` results. A filter whose values each cover every result (one location, one
 * dealership) cannot narrow anything and is hidden unless a value is ticked (issue 21).
 */
export function facetCanNarrow(entries: readonly Pick<FacetEntry, 'count'>[], total: number): boolean {
  return entries.some((e) => e.count > 0 && e.count < total);
}

/**
 * How many values a list filter shows before Show more: its limit (body 4, a site's own limit), at
 * most 8, so long lists stay scannable; Show more then lists every value.
 */
export function facetVisibleCount(limit: number): number {
  return Math.min(limit, LIST_FACET_VISIBLE);
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
