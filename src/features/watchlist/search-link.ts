/**
 * The search page URL of a remembered or followed search, rebuilt from its filters with the search
 * page's own URL mapping (src/search/url-state.ts), so the link opens the same search: lists as
 * repeated parameters, ranges as min:max, the query, on the car-type route that stands for them.
 */
import { formatAud } from '../../domain/money';
import { searchRoutes } from '../../paths';
import { parseRange, searchUrl, type RangeValue, type SearchRouteTable } from '../../search/url-state';

/** The car-type routes every site builds (search-routes.ts), keyed as url-state expects. */
const CAR_TYPE_ROUTES: SearchRouteTable = {
  [searchRoutes.used.slice('/search/'.length)]: { car_type: ['used'] },
  [searchRoutes.newAndDemo.slice('/search/'.length)]: { car_type: ['new', 'demo'] },
  [searchRoutes.new.slice('/search/'.length)]: { car_type: ['new'] },
  [searchRoutes.demo.slice('/search/'.length)]: { car_type: ['demo'] },
};

/** The URL of a search kept as filters (query, lists by field, ranges as "min:max"). */
export function savedSearchUrl(filters: Readonly<Record<string, string | readonly string[]>>): string {
  let query = '';
  const refinements: Record<string, string[]> = {};
  const ranges: Record<string, RangeValue> = {};
  for (const [field, value] of Object.entries(filters)) {
    if (field === 'query') query = String(value);
    else if (Array.isArray(value)) refinements[field] = [...value];
    else {
      const range = parseRange(String(value));
      if (range) ranges[field] = range;
      else refinements[field] = [String(value)];
    }
  }
  return searchUrl(
    { query, page: 1, sortBy: '', refinements, ranges },
    {
      refinementFields: Object.keys(refinements),
      rangeFields: Object.keys(ranges),
      sortOptions: [],
      defaultSort: '',
      routes: CAR_TYPE_ROUTES,
      defaultPath: searchRoutes.all,
    },
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a range filter reads: "$10,000 to $40,000", "up to 50,000 km", "from 2019". */
function describeRange(field: string, text: string): string {
  const range = parseRange(text);
  if (!range) return text;
  const show = (n: number) =>
    field === 'price' || field === 'weekly_price'
      ? formatAud(n)
      : field === 'km'
        ? `${n.toLocaleString('en-AU')} km`
        : String(n);
  if (range.min !== undefined && range.max !== undefined) return `${show(range.min)} to ${show(range.max)}`;
  return range.max !== undefined ? `up to ${show(range.max)}` : `from ${show(range.min!)}`;
}

/**
 * A search as a shopper reads it, from its values alone: "Used · Toyota · up to $40,000 · “sr5”".
 * It names the search on the saved-cars page and in its alerts.
 */
export function describeSearch(filters: Readonly<Record<string, string | readonly string[]>>): string {
  return Object.entries(filters)
    .map(([field, value]) => {
      if (field === 'query') return `“${String(value)}”`;
      if (Array.isArray(value)) return value.map((v) => (field === 'car_type' ? capitalise(v) : v)).join(', ');
      return describeRange(field, String(value));
    })
    .filter((part) => part !== '')
    .join(' · ');
}
