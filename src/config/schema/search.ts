/** The search page: page size, sort options, which filters show and their limits (spec 01 §2.2, §9). */
import * as v from 'valibot';
import { BODY_TYPES } from '../../domain/search/body-types';
import {
  SEARCH_FILTER_ENTRIES,
  type FilterKeyOf,
  type ListFilterDef,
  type ModelFilterDef,
  type RangeFilterDef,
} from '../../search/filters';
import { feature, integer, maybe, toggle, withDefault } from './helpers';

/** Every sort option the platform supports; the first four are on by default. */
export const SORT_OPTIONS = [
  'relevant',
  'latest',
  'price-desc',
  'price-asc',
  'oldest',
  'km-asc',
  'km-desc',
  'year-desc',
  'year-asc',
] as const;
/** A sort option id. */
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The default search routes a site can use as its main search page. */
export const SEARCH_ROUTES = [
  '/search/new-used-and-demo-cars',
  '/search/used-cars',
  '/search/new-and-demo-cars',
  '/search/new-cars',
  '/search/demo-cars',
] as const;

const filter = (enabled: boolean, name: string) => feature({}, enabled, `${name} filter.`);
const limitedFilter = (enabled: boolean, name: string, limit: number) =>
  feature(
    { limit: withDefault(integer(1, 500), limit, 'Most values listed.') },
    enabled,
    `${name} filter; limit = most values listed (default ${limit}).`,
  );

type PlainFilter = ReturnType<typeof filter>;
type LimitedFilter = ReturnType<typeof limitedFilter>;
/** Filters whose schema the list in search/filters.ts makes: on/off, or `true | { limit }` where they have a limit. */
type ListedKey = FilterKeyOf<ListFilterDef | ModelFilterDef | RangeFilterDef>;
type ListedEntries = { [K in ListedKey]: K extends FilterKeyOf<{ limit: number }> ? LimitedFilter : PlainFilter };

/** The make and body filters, whose options are their own. */
const ownSchemas = {
  make: feature(
    {
      visible: withDefault(integer(1, 200), 7, 'Makes listed before "Show all makes".'),
      popularMakes: feature(
        { count: withDefault(integer(1, 200), 20, 'Makes in the Popular Makes group.') },
        false,
        'Split the make dropdown into Popular Makes (first 20) and All Makes.',
      ),
    },
    true,
    'Make filter, with the model list under a refined make (Select models).',
  ),
  body: feature(
    {
      limit: maybe(integer(1, 100), 'Body types listed; default 4, or 20 when customBodies is set.'),
      customBodies: withDefault(
        v.array(v.picklist(BODY_TYPES)),
        [],
        'The body types offered (spec 02 §9: suv, ute, cabChassis, peopleMover …); when set, the limit defaults to 20.',
      ),
    },
    true,
    'Body type filter, sorted by count then name (descending).',
  ),
};

/** The filters of spec 01 §2.2 (search/filters.ts lists them), each on/off with its options, in page order. */
const filtersSchema = v.strictObject(
  Object.fromEntries(
    SEARCH_FILTER_ENTRIES.map(([key, def]) => {
      if (def.kind === 'make' || def.kind === 'body') return [key, ownSchemas[def.kind]];
      const limit = def.kind === 'range' ? undefined : def.limit;
      return [key, limit === undefined ? filter(def.on, def.about) : limitedFilter(def.on, def.about, limit)];
    }),
  ) as typeof ownSchemas & ListedEntries,
);

/** The `search` block. */
export const searchSchema = v.strictObject({
  pageSize: withDefault(integer(1, 250), 21, 'Cars per results page.'),
  columns: withDefault(v.picklist([3, 4]), 3, 'Cards per row on large screens.'),
  defaultRoute: withDefault(
    v.picklist(SEARCH_ROUTES),
    '/search/new-used-and-demo-cars',
    'Main search page, used by Our Stock links.',
  ),
  noResults: withDefault(
    v.picklist(['offers', 'search']),
    'offers',
    'Empty state wording: offers (No Results Available…) or search (No results found for your search…).',
  ),
  sort: withDefault(
    v.strictObject({
      options: withDefault(
        v.pipe(v.array(v.picklist(SORT_OPTIONS)), v.minLength(1, 'needs at least one sort option')),
        ['relevant', 'latest', 'price-desc', 'price-asc'],
        'Sort options offered, in order.',
      ),
      default: withDefault(
        v.picklist(SORT_OPTIONS),
        'relevant',
        'Sort used when the URL has none; must be one of options.',
      ),
      priceAscendingNeedsPrice: toggle(false, 'Lowest-price sort also filters to cars priced above 0.'),
    }),
    {},
    'Sort options.',
  ),
  filters: withDefault(filtersSchema, {}, 'Which filters show, each true/false or with its options.'),
  promoPositions: withDefault(
    v.array(integer(1, 1000)),
    [8],
    'Grid positions (1-based card slots) for promotional tiles that set no positions of their own.',
  ),
});
