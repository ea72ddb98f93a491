/**
 * The one list of search document fields. The SearchDocument type, the Typesense collection schema
 * and the embedded index are all derived from it, so the two backends can never disagree on a field's
 * type and no field is declared twice.
 */
import type { Car } from '../domain/car';
import type { Frequency } from '../domain/finance';

/** Field types used by Forecourt (a subset of Typesense's). */
export type SearchFieldType = 'string' | 'string[]' | 'int32' | 'int64' | 'float' | 'bool';

/** The TypeScript value of a field type. */
type ValueOf<T extends SearchFieldType> = T extends 'string'
  ? string
  : T extends 'string[]'
    ? string[]
    : T extends 'bool'
      ? boolean
      : number;

/** Car properties a field of type `T` can copy as they are (`O`: the field may be absent). */
type CopyableKey<T extends SearchFieldType, O extends boolean> = {
  [K in keyof Car]-?: Car[K] extends ValueOf<T> | (O extends true ? undefined : never) ? K : never;
}[keyof Car];

/** One field of a search document. */
export interface SearchField<
  N extends string = string,
  T extends SearchFieldType = SearchFieldType,
  O extends boolean = boolean,
  V = unknown,
  K extends keyof Car | undefined = keyof Car | undefined,
> {
  name: N;
  type: T;
  /** Faceted (counts, and stats for numbers). */
  facet?: boolean;
  /** May be absent from a document (the document type says so too). */
  optional: O;
  /**
   * Declared optional in the Typesense schema although every document has it: a list field that is
   * required refuses an empty list on some Typesense versions (typesense/typesense#473).
   */
  declaredOptional?: boolean;
  /** Searched by `q` when listed in `query_by` (string fields only). */
  text?: boolean;
  /** Declared in the Typesense schema (filterable/sortable); display-only fields are stored unindexed. */
  indexed: boolean;
  /**
   * The car property the field copies as it is (strings of indexed fields cleaned, see document.ts);
   * undefined where document.ts derives the value. A feed field the car already carries needs only this.
   */
  from: K;
  /** Type only: the field's value in a document (its type's, or narrower). */
  readonly value?: V;
}

interface FieldOptions<O extends boolean, K> {
  optional?: O;
  declaredOptional?: boolean;
  facet?: boolean;
  text?: boolean;
  from?: K;
}

/** An indexed field, present in every document unless `optional`. */
const f = <
  N extends string,
  T extends SearchFieldType,
  O extends boolean = false,
  K extends CopyableKey<T, O> | undefined = undefined,
>(
  name: N,
  type: T,
  { optional, from, ...extra }: FieldOptions<O, K> = {},
): SearchField<N, T, O, ValueOf<T>, K> => ({
  name,
  type,
  indexed: true,
  optional: (optional ?? false) as O,
  from: from as K,
  ...extra,
});
/** A faceted field, absent from documents without a value unless `optional: false`. */
const facet = <
  N extends string,
  T extends SearchFieldType,
  O extends boolean = true,
  K extends CopyableKey<T, O> | undefined = undefined,
>(
  name: N,
  type: T,
  { optional, ...extra }: FieldOptions<O, K> = {},
): SearchField<N, T, O, ValueOf<T>, K> => f(name, type, { facet: true, optional: (optional ?? true) as O, ...extra });
/** A faceted field every document has, declared optional to Typesense as facets always were. */
const alwaysFacet = <N extends string, T extends SearchFieldType>(
  name: N,
  type: T,
): SearchField<N, T, false, ValueOf<T>, undefined> => facet(name, type, { optional: false, declaredOptional: true });
/** A display-only field (stored for cards, never indexed), absent without a value unless `optional: false`. */
const display = <
  N extends string,
  T extends SearchFieldType,
  O extends boolean = true,
  K extends CopyableKey<T, O> | undefined = undefined,
>(
  name: N,
  type: T,
  { optional, from }: Pick<FieldOptions<O, K>, 'optional' | 'from'> = {},
): SearchField<N, T, O, ValueOf<T>, K> => ({
  name,
  type,
  optional: (optional ?? true) as O,
  indexed: false,
  from: from as K,
});
/** A field whose documents hold a narrower type than its search type (a union of strings). */
const narrowed =
  <V>() =>
  <N extends string, T extends SearchFieldType, O extends boolean, K extends keyof Car | undefined>(
    field: SearchField<N, T, O, ValueOf<T>, K>,
  ) =>
    field as SearchField<N, T, O, V & ValueOf<T>, K>;

/**
 * Every field of a search document, in document order. Numeric fields that drive range sliders are int32/float:
 * typesense-instantsearch-adapter reports facet stats of int64 fields as 0 (adapter issue #186).
 * Timestamps are int64 (seconds do not fit int32 after 2038 and float loses seconds); no slider uses them.
 * The SearchDocument type is derived from this list; a field with `from` needs no code in document.ts.
 */
export const SEARCH_FIELDS = [
  f('id', 'string'),
  facet('make', 'string', { optional: false, text: true }),
  facet('model', 'string', { optional: false, text: true }),
  alwaysFacet('make_model', 'string'),
  facet('badge', 'string', { text: true, from: 'badge' }),
  f('series', 'string', { optional: true, text: true, from: 'series' }),
  facet('year', 'int32', { from: 'year' }),
  f('year_text', 'string', { optional: true, text: true }),
  facet('status', 'string', { optional: false, from: 'status' }),
  facet('car_type', 'string', { optional: false, from: 'car_type' }),
  facet('item_type', 'string', { from: 'item_type' }),
  facet('certified', 'bool', { optional: false, from: 'certified' }),
  alwaysFacet('categories', 'string[]'),
  alwaysFacet('filtered_features', 'string[]'),
  facet('city', 'string'),
  facet('state', 'string'),
  facet('location_name', 'string'),
  facet('dealership_name', 'string', { from: 'dealership_name' }),
  facet('colour', 'string', { text: true, from: 'colour' }),
  facet('body', 'string', { text: true }),
  facet('drive', 'string', { from: 'drive' }),
  facet('fuel', 'string', { text: true }),
  facet('transmission', 'string', { text: true }),
  facet('seats', 'int32', { from: 'seats' }),
  facet('doors', 'int32', { from: 'doors' }),
  facet('tag', 'string', { text: true, from: 'tag' }),
  facet('km', 'int32'),
  facet('price', 'int32'),
  facet('subscription_price', 'float', { from: 'subscription_price' }),
  facet('price_range', 'string'),
  facet('weekly_price', 'float'),
  facet('weekly_price_range', 'string'),
  alwaysFacet('created_at_timestamp', 'int64'),
  f('sold_at_timestamp', 'int64', { optional: true }),
  f('custom_rank', 'int32', { from: 'custom_rank' }),
  f('show_on_dealer_website', 'bool', { from: 'show_on_dealer_website' }),
  facet('dealership_slug', 'string', { from: 'dealership_slug' }),
  facet('location_slug', 'string'),
  f('stocknum', 'string', { optional: true, text: true, from: 'stocknum' }),
  // The VIN and the registration plate without spaces, so one typed word finds them (issue 21).
  f('vin', 'string', { optional: true, text: true }),
  f('regplate', 'string', { optional: true, text: true }),
  display('slug', 'string', { optional: false, from: 'slug' }),
  display('name', 'string', { optional: false, from: 'name' }),
  display('dealership_id', 'string', { from: 'dealership_id' }),
  display('image_url', 'string'),
  display('photos_count', 'int32', { optional: false, from: 'photos_count' }),
  display('price_type', 'string', { from: 'price_type' }),
  display('before_price', 'int32', { from: 'before_price' }),
  display('reserved', 'bool', { optional: false, from: 'reserved' }),
  display('preorder', 'bool', { optional: false, from: 'preorder' }),
  display('sold_at', 'string', { from: 'sold_at' }),
  // The card's finance estimate (spec 02 §2, the car's one figure): repayment, its frequency, advertised and comparison rates.
  display('estimate_repayment', 'float'),
  narrowed<Frequency>()(display('estimate_frequency', 'string')),
  display('estimate_rate', 'float'),
  display('estimate_comparison_rate', 'float'),
] as const;

type Field = (typeof SEARCH_FIELDS)[number];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type DocValue<F> = F extends SearchField<string, SearchFieldType, boolean, infer V> ? V : never;

/** The name of a search document field. */
export type SearchFieldName = Field['name'];

/** A search document: every field of SEARCH_FIELDS with its value type; optional fields may be absent. */
export type SearchDocument = Simplify<
  { [F in Field as F['optional'] extends true ? never : F['name']]: DocValue<F> } & {
    [F in Field as F['optional'] extends true ? F['name'] : never]?: DocValue<F>;
  }
>;

/** Names of the fields copied from a car property as they are (see `from`). */
export type CopiedFieldName = Extract<Field, { from: keyof Car }>['name'];

/** Fields by name. */
export const SEARCH_FIELD_BY_NAME: ReadonlyMap<string, SearchField> = new Map(
  SEARCH_FIELDS.map((x): [string, SearchField] => [x.name, x]),
);

/** The default `query_by`: strongest fields first (Typesense ranks earlier fields higher). */
export const DEFAULT_QUERY_BY =
  'make,model,badge,series,year_text,body,colour,fuel,transmission,tag,stocknum,vin,regplate';

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
      ...(x.optional || x.declaredOptional ? { optional: true } : {}),
    })),
  };
}
