/**
 * Price-range and weekly-price-range buckets (facets price_range, weekly_price_range) and the order
 * their labels are listed in (spec 01 §4.1: Under first, then by lower bound).
 */
import { formatAud } from '../money';
import { MIN_SHOWN_PRICE } from '../price';

/**
 * Edges of the price buckets in dollars: Under $10,000, [10k,15k), [15k,20k) … [75k,100k), then
 * $100,000+. The same edges as src/search/ranges.ts, which labels the search documents.
 */
export const PRICE_RANGE_EDGES: readonly number[] = [10000, 15000, 20000, 30000, 40000, 50000, 75000, 100000];
/** Upper edges of the weekly repayment buckets in dollars per week. */
export const WEEKLY_RANGE_EDGES: readonly number[] = [100, 150, 200, 250, 300, 400, 500];

/**
 * The bucket label for an amount: "Under $10,000", "$10,000 - $15,000" (lower edge included,
 * upper excluded) or "$100,000+" for the top edge and above.
 */
export function rangeLabel(amount: number, edges: readonly number[]): string {
  const first = edges[0];
  const last = edges[edges.length - 1];
  if (first === undefined || last === undefined) throw new Error('rangeLabel needs at least one edge');
  if (amount < first) return `Under ${formatAud(first)}`;
  if (amount >= last) return `${formatAud(last)}+`;
  const upperIndex = edges.findIndex((edge) => amount < edge);
  return `${formatAud(edges[upperIndex - 1] ?? first)} - ${formatAud(edges[upperIndex] ?? last)}`;
}

/** The price_range of a car, or undefined when it has no shown price (over 10). */
export function priceRangeLabel(price: number | undefined): string | undefined {
  return price !== undefined && price > MIN_SHOWN_PRICE ? rangeLabel(price, PRICE_RANGE_EDGES) : undefined;
}

/** The weekly_price_range of a weekly repayment, or undefined when there is none (0 or less). */
export function weeklyPriceRangeLabel(weekly: number | undefined): string | undefined {
  return weekly !== undefined && weekly > 0 ? rangeLabel(weekly, WEEKLY_RANGE_EDGES) : undefined;
}

/** The first dollar amount in a label: "$10,000 - $20,000" → 10000. */
function lowerBound(label: string): number | undefined {
  const match = /\$?([\d,]+(?:\.\d+)?)/.exec(label);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : undefined;
}

/** Orders range labels: "Under …" first, then by lower bound ("$100,000+" after "$75,000 - $100,000"); labels without an amount last, by name. */
export function compareRangeLabels(a: string, b: string): number {
  const under = (label: string) => (/^\s*under\b/i.test(label) ? 0 : 1);
  const byUnder = under(a) - under(b);
  if (byUnder !== 0) return byUnder;
  const la = lowerBound(a);
  const lb = lowerBound(b);
  if (la === undefined || lb === undefined)
    return (la === undefined ? 1 : 0) - (lb === undefined ? 1 : 0) || a.localeCompare(b);
  return la - lb || a.localeCompare(b);
}

/** Sorts price facet entries by their label with compareRangeLabels. */
export function sortRangeFacet<T extends { label: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => compareRangeLabels(a.label, b.label));
}
