/**
 * The spec's sort options (spec 01 §2.2: most relevant, latest, highest price, lowest price) as
 * InstantSearch index names `<collection>/sort/<field>:<dir>`, which the adapter turns into `sort_by`.
 */

/** A sort option id and the Typesense `sort_by` it means (undefined: relevance, then custom rank). */
export const SEARCH_SORTS = {
  relevant: undefined,
  latest: 'created_at_timestamp:desc',
  'price-desc': 'price:desc',
  'price-asc': 'price:asc',
} as const satisfies Record<string, string | undefined>;

/** A sort option id. */
export type SearchSortId = keyof typeof SEARCH_SORTS;

/** The InstantSearch index name for `collection` sorted by `sort`. */
export function sortIndexName(collection: string, sort: SearchSortId): string {
  const sortBy = SEARCH_SORTS[sort];
  return sortBy ? `${collection}/sort/${sortBy}` : collection;
}
