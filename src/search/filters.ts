/**
 * The one list of search-page filters (spec 01 §2.2, §9): each filter's config key, the document
 * field it refines, how it shows, whether it is on by default and its default limit. The page shows
 * them in this order. The config schema (`search.filters`), the filter table, the URL's fields and the
 * facets asked for are all derived from it; each filter's label is the message `filter.<key>`.
 */
import type { SearchFieldName } from './fields';

/** How a list filter orders its values. */
export type FacetOrder = 'count' | 'name' | 'carType' | 'body' | 'range' | 'yearDesc';

/** What every filter declares. */
interface FilterBase {
  field: SearchFieldName;
}

/** A filter whose config schema this list makes. */
interface ListedFilter extends FilterBase {
  /** On when the site config does not say. */
  on: boolean;
  /** What the config schema says the filter is ("… filter."). */
  about: string;
}

/** A list of values the shopper ticks; its config is `true | { limit }` when `limit` is set, else on/off. */
export interface ListFilterDef extends ListedFilter {
  kind: 'list';
  order: FacetOrder;
  /** Default of the site's `limit` option; without it the filter has no limit option. */
  limit?: number;
  /** A ticked value's chip reads the message `filter.<key>Value` ("5 seats"), not the bare value. */
  chip?: true;
}

/** The model list shown under a refined make (its config is `true | { limit }`). */
export interface ModelFilterDef extends ListedFilter {
  kind: 'model';
  limit: number;
}

/** A price or km slider. */
export interface RangeFilterDef extends ListedFilter {
  kind: 'range';
  unit: 'aud' | 'km';
}

/** The make list: options of its own, so its schema is written out in config/schema/search.ts. */
interface MakeFilterDef extends FilterBase {
  kind: 'make';
}

/** The body list: options of its own (custom bodies), so its schema is written out in config/schema/search.ts. */
interface BodyFilterDef extends FilterBase {
  kind: 'body';
}

/** One filter of the list. */
type FilterDef = ListFilterDef | ModelFilterDef | RangeFilterDef | MakeFilterDef | BodyFilterDef;

/** Every filter, by config key, in page order (make first, sliders after the condition). */
export const SEARCH_FILTERS = {
  make: { kind: 'make', field: 'make' },
  model: { kind: 'model', field: 'model', on: true, about: 'Model', limit: 30 },
  carType: { kind: 'list', field: 'car_type', on: true, about: 'Car type (new, demo, used)', order: 'carType' },
  condition: {
    kind: 'list',
    field: 'car_type',
    on: false,
    about: 'Condition: new, demo and used (car_type) worded Condition, for sites with carType off',
    order: 'carType',
  },
  price: { kind: 'range', field: 'price', on: true, about: 'Price range slider', unit: 'aud' },
  km: { kind: 'range', field: 'km', on: true, about: 'Kilometres range slider', unit: 'km' },
  body: { kind: 'body', field: 'body' },
  year: { kind: 'list', field: 'year', on: true, about: 'Year', order: 'yearDesc' },
  fuel: { kind: 'list', field: 'fuel', on: true, about: 'Fuel', order: 'count' },
  transmission: { kind: 'list', field: 'transmission', on: true, about: 'Transmission', order: 'count' },
  drive: { kind: 'list', field: 'drive', on: true, about: 'Drive', order: 'count' },
  seats: { kind: 'list', field: 'seats', on: true, about: 'Seats', order: 'name', chip: true },
  doors: {
    kind: 'list',
    field: 'doors',
    on: false,
    about: "Doors (beyond the spec's filters, so off unless the site turns it on)",
    order: 'name',
    chip: true,
  },
  colour: { kind: 'list', field: 'colour', on: true, about: 'Colour', order: 'count' },
  location: { kind: 'list', field: 'location_name', on: true, about: 'Location name / city', order: 'name', limit: 20 },
  city: { kind: 'list', field: 'city', on: false, about: 'City', order: 'name', limit: 20 },
  dealership: {
    kind: 'list',
    field: 'dealership_name',
    on: true,
    about: 'Dealership (shown when there is more than one)',
    order: 'name',
    limit: 40,
  },
  state: { kind: 'list', field: 'state', on: false, about: 'State', order: 'name' },
  status: { kind: 'list', field: 'status', on: false, about: 'Status', order: 'count' },
  certified: { kind: 'list', field: 'certified', on: false, about: 'Certified', order: 'count' },
  tag: { kind: 'list', field: 'tag', on: false, about: 'Tag', order: 'count' },
  weeklyPrice: { kind: 'list', field: 'weekly_price_range', on: false, about: 'Weekly price range', order: 'range' },
  features: { kind: 'list', field: 'filtered_features', on: false, about: 'Features', order: 'count' },
  badge: { kind: 'list', field: 'badge', on: false, about: 'Badge', order: 'count' },
} as const satisfies Record<string, FilterDef>;

/** A filter's config key. */
export type FilterKey = keyof typeof SEARCH_FILTERS;

/** Keys of the filters of one kind. */
export type FilterKeyOf<D> = { [K in FilterKey]: (typeof SEARCH_FILTERS)[K] extends D ? K : never }[FilterKey];

/** Keys of the list filters whose chips read `filter.<key>Value`. */
export type ChipFilterKey = FilterKeyOf<{ chip: true }>;

/** The list as [key, def] pairs in page order. */
export const SEARCH_FILTER_ENTRIES = Object.entries(SEARCH_FILTERS) as [FilterKey, FilterDef][];
