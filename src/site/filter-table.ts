/**
 * The search page's filters as one table driven by the site config (spec 01 §2.2, §9): which show,
 * in what order, over which search field, with which limit and sorting. The filters themselves are
 * the list in search/filters.ts; the widgets and the URL mapping both read this table.
 */
import type { SiteConfig } from '../config';
import type { Translate } from '../config/messages';
import type { BodyType } from '../domain/search/body-types';
import type { SearchFieldName } from '../search/fields';
import {
  SEARCH_FILTER_ENTRIES,
  SEARCH_FILTERS,
  type ChipFilterKey,
  type FacetOrder,
  type FilterKey,
} from '../search/filters';

export type { FacetOrder };

/** What every filter's section shares. */
interface FilterSection {
  /** The section starts expanded (the first few; a section with a ticked value opens anyway). */
  open?: boolean;
}

/** A list of values the shopper ticks (InstantSearch refinement list). */
export interface ListFilterSpec extends FilterSection {
  kind: 'list';
  id: FilterKey;
  field: SearchFieldName;
  label: string;
  limit: number;
  order: FacetOrder;
  /** Labels for raw values (car types, statuses, true/false). */
  valueLabels?: Record<string, string>;
  /** The body types a site offers (`customBodies`, spec 02 §9); other values are not listed. */
  offered?: readonly BodyType[];
}

/** The make list with Show all makes and the optional Popular Makes / All Makes split. */
export interface MakeFilterSpec extends FilterSection {
  kind: 'make';
  id: 'make';
  field: 'make';
  label: string;
  /** Makes listed before Show all makes (7). */
  visible: number;
  /** Popular Makes count when the site splits the list (20). */
  popular?: number;
  /** The model list shown under a refined make (Select models), when the model filter is on. */
  model?: { field: 'model'; label: string; limit: number };
}

/** A price or km slider (spec 01 §5.1). */
export interface RangeFilterSpec extends FilterSection {
  kind: 'range';
  id: FilterKey;
  field: SearchFieldName;
  label: string;
  unit: 'aud' | 'km';
}

/** One filter of the table. */
export type FilterSpec = ListFilterSpec | MakeFilterSpec | RangeFilterSpec;

/** Filter sections that start expanded; the rest start as headings, so the column stays a scannable list. */
export const OPEN_FILTER_SECTIONS = 5;

/** Values shown for list filters without a configured limit (long enough for years and colours). */
const DEFAULT_LIST_LIMIT = 50;

/** Filter fields the URL carries even without a widget: the pre-rendered paths refine them. */
export const ROUTE_ONLY_FIELDS: readonly SearchFieldName[] = [
  'make',
  'model',
  'car_type',
  'dealership_name',
  'location_name',
  'item_type',
];

/** Labels of a field's raw values (car types, statuses, item types, true/false); undefined where values read as they are. */
export function valueLabels(field: string, t: Translate): Record<string, string> | undefined {
  if (field === 'car_type') return { new: t('carType.new'), demo: t('carType.demo'), used: t('carType.used') };
  if (field === 'item_type')
    return {
      caravan: t('noun.caravans.title'),
      motorcycle: t('noun.motorcycles.title'),
      truck: t('noun.trucks.title'),
    };
  if (field === 'status')
    return { in_stock: t('status.in_stock'), coming_soon: t('status.coming_soon'), sold: t('status.sold') };
  if (field === 'certified') return { true: t('searchPage.yes'), false: t('searchPage.no') };
  return undefined;
}

/** Filters whose chips say what they filter ("5 seats"). */
const CHIP_KEYS = SEARCH_FILTER_ENTRIES.filter(([, def]) => def.kind === 'list' && def.chip).map(
  ([key]) => key as ChipFilterKey,
);

/**
 * A chip's words for one ticked value (issue 21: labels, never raw values): the value's label, or
 * words that say what it filters where the value alone would not ("5 seats", "Certified").
 */
export function chipLabel(field: string, value: string, t: Translate): string {
  const chip = CHIP_KEYS.find((key) => SEARCH_FILTERS[key].field === field);
  if (chip) return t(`filter.${chip}Value`, { count: value });
  if (field === 'certified') return value === 'true' ? t('filter.certified') : t('searchPage.notCertified');
  return valueLabels(field, t)?.[value] ?? value;
}

/** The filters a site shows, in page order (the config never has car type and condition both on: one field). */
export function filterTable(config: SiteConfig, t: Translate): FilterSpec[] {
  const filters = config.search.filters;
  const out: FilterSpec[] = [];
  for (const [key, def] of SEARCH_FILTER_ENTRIES) {
    const option = filters[key];
    if (option === false) continue;
    const label = t(`filter.${key}`);
    if (def.kind === 'make' && filters.make) {
      out.push({
        kind: 'make',
        id: 'make',
        field: 'make',
        label,
        visible: filters.make.visible,
        ...(filters.make.popularMakes ? { popular: filters.make.popularMakes.count } : {}),
        ...(filters.model ? { model: { field: 'model', label: t('filter.model'), limit: filters.model.limit } } : {}),
      });
    } else if (def.kind === 'range') {
      out.push({ kind: 'range', id: key, field: def.field, label, unit: def.unit });
    } else if (def.kind === 'body' && filters.body) {
      const custom = filters.body.customBodies.length > 0;
      out.push({
        kind: 'list',
        id: 'body',
        field: 'body',
        label,
        limit: filters.body.limit,
        order: 'body',
        ...(custom ? { offered: filters.body.customBodies } : {}),
      });
    } else if (def.kind === 'list') {
      const configured = typeof option === 'object' && 'limit' in option ? option.limit : undefined;
      out.push({
        kind: 'list',
        id: key,
        field: def.field,
        label,
        limit: configured ?? DEFAULT_LIST_LIMIT,
        order: def.order,
        ...(valueLabels(def.field, t) ? { valueLabels: valueLabels(def.field, t) } : {}),
      });
    }
    // The model list shows under the make list, not as a section of its own.
  }
  return out.map((spec, i) => ({ ...spec, open: i < OPEN_FILTER_SECTIONS }));
}

/** Every list field the URL carries: the table's, the model list's and the route-only ones. */
export function refinementFields(table: readonly FilterSpec[]): string[] {
  const fields = new Set<string>();
  for (const spec of table) {
    if (spec.kind === 'range') continue;
    fields.add(spec.field);
    if (spec.kind === 'make' && spec.model) fields.add(spec.model.field);
  }
  for (const field of ROUTE_ONLY_FIELDS) fields.add(field);
  return [...fields];
}

/** Every range field the URL carries. */
export function rangeFields(table: readonly FilterSpec[]): string[] {
  return table.filter((s): s is RangeFilterSpec => s.kind === 'range').map((s) => s.field);
}
