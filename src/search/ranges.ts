/**
 * Range labels of the price_range and weekly_price_range facets. The buckets and their order are a
 * domain rule (src/domain/search/price-ranges.ts); search documents label cars with the same edges.
 */
export {
  PRICE_RANGE_EDGES as DEFAULT_PRICE_RANGE_EDGES,
  WEEKLY_RANGE_EDGES as DEFAULT_WEEKLY_PRICE_RANGE_EDGES,
  rangeLabel,
  compareRangeLabels,
} from '../domain/search/price-ranges';
