/** Which cars of the feed a site shows (spec 01 §5.2, §4.2). */
import * as v from 'valibot';
import { integer, text, toggle, withDefault } from './helpers';

/** Kinds of stock a site sells. */
export const ITEM_TYPES = ['cars', 'motorcycles', 'trucks', 'caravans'] as const;

/** The `stock` block. */
export const stockSchema = v.strictObject({
  /** Sold cars stay listed this many days after sale. */
  includeSoldCarsDays: withDefault(integer(0, 365), 3, 'Sold cars stay listed this many days after sale.'),
  /** Age/status exclusion option: 3 (default) or 4 (trucks and brand sites). */
  filterOption: withDefault(v.picklist([3, 4]), 3, 'Age/status exclusion option: 3 (default) or 4 (trucks and brand sites).'),
  /** Show used cars only. */
  usedOnly: toggle(false, 'Show used cars only.'),
  /** Show certified cars only (certified=false facet values are dropped). */
  certifiedOnly: toggle(false, 'Show certified cars only (certified=false facet values are dropped).'),
  /** Stock numbers never shown. */
  excludedStockNumbers: withDefault(v.array(text), [], 'Stock numbers never shown.'),
  /** Makes whose new and demo cars are not shown (used ones still are). */
  excludedNewDemoMakes: withDefault(v.array(text), [], 'Makes whose new and demo cars are not shown (used ones still are).'),
  /** Cars created within this many days get the just-arrived badge. */
  justArrivedDays: withDefault(integer(0, 365), 8, 'Cars created within this many days get the just-arrived badge.'),
  /** Kinds of stock sold: cars, motorcycles, trucks, caravans. */
  itemTypes: withDefault(
    v.pipe(v.array(v.picklist(ITEM_TYPES)), v.minLength(1, 'needs at least one item type')),
    ['cars'],
    'Kinds of stock sold: cars, motorcycles, trucks, caravans.',
  ),
});
