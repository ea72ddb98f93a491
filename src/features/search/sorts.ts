/** Sort options as InstantSearch index names (`<collection>/sort/<field>:<dir>`, the adapter's form). */
import type { SortOption } from '../../config/schema/search';
import type { Filter } from '../../search/filter/model';

/** The Typesense sort of each option; relevant uses the collection's own ranking (text match, custom rank). */
export const SORT_BY: Record<SortOption, string | undefined> = {
  relevant: undefined,
  latest: 'created_at_timestamp:desc',
  'price-desc': 'price:desc',
  'price-asc': 'price:asc',
  oldest: 'created_at_timestamp:asc',
  'km-asc': 'km:asc',
  'km-desc': 'km:desc',
  'year-desc': 'year:desc',
  'year-asc': 'year:asc',
};

/** The index name InstantSearch uses for a sort option. */
export function sortIndexName(collection: string, option: SortOption): string {
  const sortBy = SORT_BY[option];
  return sortBy ? `${collection}/sort/${sortBy}` : collection;
}

/** The sort option of an index name (the default when unknown). */
export function sortOptionOf(collection: string, indexName: string | undefined, fallback: SortOption): SortOption {
  if (!indexName) return fallback;
  const found = (Object.keys(SORT_BY) as SortOption[]).find((o) => sortIndexName(collection, o) === indexName);
  return found ?? fallback;
}

/** What a sort adds to the filter: lowest price keeps cars priced above 0 where the site asks (spec 01 §5.1). */
export function sortFilter(sort: SortOption, priceAscNeedsPrice: boolean): Filter | undefined {
  return priceAscNeedsPrice && sort === 'price-asc'
    ? { kind: 'compare', field: 'price', op: '>', value: 0 }
    : undefined;
}
