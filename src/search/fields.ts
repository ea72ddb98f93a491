/**
 * The one list of search document fields. The Typesense collection schema and the embedded
 * index are both derived from it, so the two backends can never disagree on a field's type.
 */

/** Field types used by Forecourt (a subset of Typesense's). */
export type SearchFieldType = 'string' | 'string[]' | 'int32' | 'int64' | 'float' | 'bool';

/** One field of a search document. */
export interface SearchField {
  name: string;
  type: SearchFieldType;
  /** Faceted (counts, and stats for numbers). */
  facet?: boolean;
  /** May be absent from a document. */
  optional?: boolean;
  /** Searched by `q` when listed in `query_by` (string fields only). */
  text?: boolean;
  /** Declared in the Typesense schema (filterable/sortable); display-only fields are stored unindexed. */
  indexed: boolean;
}

const f = (name: string, type: SearchFieldType, extra: Partial<SearchField> = {}): SearchField => ({
  name,
  type,
  indexed: true,
  ...extra,
});
const facet = (name: string, type: SearchFieldType, extra: Partial<SearchField> = {}): SearchField =>
  f(name, type, { facet: true, optional: true, ...extra });
const display = (name: string, type: SearchFieldType): SearchField => ({ name, type, optional: true, indexed: false });

/**
 * Every field of a search document. Numeric fields that drive range sliders are int32/float:
 * typesense-instantsearch-adapter reports facet stats of int64 fields as 0 (adapter issue #186).
 * Timestamps are int64 (seconds do not fit int32 after 2038 and float loses seconds); no slider uses them.
 */
export const SEARCH_FIELDS: readonly SearchField[] = [
  f('id', 'string'),
  facet('make', 'string', { optional: false, text: true }),
  facet('model', 'string', { optional: false, text: true }),
  facet('make_model', 'string'),
  facet('badge', 'string', { text: true }),
  f('series', 'string', { optional: true, text: true }),
  facet('year', 'int32'),
  f('year_text', 'string', { optional: true, text: true }),
  facet('status', 'string', { optional: false }),
  facet('car_type', 'string', { optional: false }),
  facet('item_type', 'string'),
  facet('certified', 'bool', { optional: false }),
  facet('categories', 'string[]'),
  facet('filtered_features', 'string[]'),
  facet('city', 'string'),
  facet('state', 'string'),
  facet('location_name', 'string'),
  facet('dealership_name', 'string'),
  facet('colour', 'string', { text: true }),
  facet('body', 'string', { text: true }),
  facet('drive', 'string'),
  facet('fuel', 'string', { text: true }),
  facet('transmission', 'string', { text: true }),
  facet('seats', 'int32'),
  facet('tag', 'string', { text: true }),
  facet('km', 'int32'),
  facet('price', 'int32'),
  facet('subscription_price', 'float'),
  facet('price_range', 'string'),
  facet('weekly_price', 'float'),
  facet('weekly_price_range', 'string'),
  facet('created_at_timestamp', 'int64'),
  f('sold_at_timestamp', 'int64', { optional: true }),
  f('custom_rank', 'int32'),
  f('show_on_dealer_website', 'bool'),
  facet('dealership_slug', 'string'),
  facet('location_slug', 'string'),
  f('stocknum', 'string', { optional: true, text: true }),
  f('vin', 'string', { optional: true, text: true }),
  f('regplate', 'string', { optional: true, text: true }),
  display('slug', 'string'),
  display('name', 'string'),
  display('dealership_id', 'string'),
  display('image_url', 'string'),
  display('photos_count', 'int32'),
  display('price_type', 'string'),
  display('before_price', 'int32'),
  display('reserved', 'bool'),
  display('preorder', 'bool'),
  display('sold_at', 'string'),
  display('estimate_repayment', 'float'),
  display('estimate_frequency', 'string'),
  display('estimate_rate', 'float'),
  display('estimate_comparison_rate', 'float'),
];


/** The default `query_by`: strongest fields first (Typesense ranks earlier fields higher). */
export const DEFAULT_QUERY_BY = 'make,model,badge,series,year_text,body,colour,fuel,transmission,tag,stocknum,vin,regplate';

/** Sorting with no `sort_by`: the dealer's custom rank, highest first (spec 01 §7). */
export const DEFAULT_SORTING_FIELD = 'custom_rank';

/** A Typesense collection schema as sent to `POST /collections`. */
export interface TypesenseCollectionSchema {
  name: string;
  default_sorting_field: string;
  fields: { name: string; type: SearchFieldType; facet?: boolean; optional?: boolean }[];
}

/** The Typesense collection schema for a collection named `name` (display-only fields are stored, not indexed). */
export function typesenseCollectionSchema(name: string): TypesenseCollectionSchema {
  return {
    name,
    default_sorting_field: DEFAULT_SORTING_FIELD,
    fields: SEARCH_FIELDS.filter((x) => x.indexed && x.name !== 'id').map((x) => ({
      name: x.name,
      type: x.type,
      ...(x.facet ? { facet: true } : {}),
      ...(x.optional ? { optional: true } : {}),
    })),
  };
}
