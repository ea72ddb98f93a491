/** Which cars of the feed a site shows (spec 01 §5.2, §4.2). */
import * as v from 'valibot';
import { integer, text, toggle, withDefault } from './helpers';

/** Kinds of stock a site sells. */
export const ITEM_TYPES = ['cars', 'motorcycles', 'trucks', 'caravans'] as const;

/** The `stock` block. */
export const stockSchema = v.strictObject({
  includeSoldCarsDays: withDefault(integer(0, 365), 3, 'Sold cars stay listed this many days after sale.'),
  filterOption: withDefault(
    v.picklist([3, 4]),
    3,
    'Age/status exclusion option: 3 (default) or 4 (trucks and brand sites).',
  ),
  usedOnly: toggle(false, 'Show used cars only.'),
  certifiedOnly: toggle(false, 'Show certified cars only (certified=false facet values are dropped).'),
  excludedStockNumbers: withDefault(v.array(text), [], 'Stock numbers never shown.'),
  excludedNewDemoMakes: withDefault(
    v.array(text),
    [],
    'Makes whose new and demo cars are not shown (used ones still are).',
  ),
  justArrivedDays: withDefault(integer(0, 365), 8, 'Cars created within this many days get the just-arrived badge.'),
  itemTypes: withDefault(
    v.pipe(v.array(v.picklist(ITEM_TYPES)), v.minLength(1, 'needs at least one item type')),
    ['cars'],
    'Kinds of stock sold: cars, motorcycles, trucks, caravans.',
  ),
});
