/**
 * Precomputed range labels for the price_range and weekly_price_range facets, and the order
 * spec 01 §4.1 gives them: "Under" first, then by lower bound.
 */

/** Default price band edges (AUD); a car at an edge belongs to the band above it. */
export const DEFAULT_PRICE_RANGE_EDGES: readonly number[] = [10000, 15000, 20000, 30000, 40000, 50000, 75000, 100000];
/** Default weekly repayment band edges (AUD per week). */
export const DEFAULT_WEEKLY_PRICE_RANGE_EDGES: readonly number[] = [100, 150, 200, 250, 300, 400, 500];

const money = (n: number): string => `$${Math.round(n).toLocaleString('en-AU')}`;

/** The label of the band `value` falls in: "Under $10,000", "$10,000 - $15,000", "$100,000+". */
export function rangeLabel(value: number, edges: readonly number[]): string {
  const first = edges[0];
  const last = edges[edges.length - 1];
  if (first === undefined || last === undefined) throw new Error('rangeLabel needs at least one edge');
  if (value < first) return `Under ${money(first)}`;
  if (value >= last) return `${money(last)}+`;
  for (let i = 1; i < edges.length; i++) {
    const upper = edges[i] as number;
    if (value < upper) return `${money(edges[i - 1] as number)} - ${money(upper)}`;
  }
  return `${money(last)}+`;
}

/** The lower bound a label starts at (-Infinity for "Under …"), or NaN when it is not a range label. */
export function rangeLabelLowerBound(label: string): number {
  if (/^under\b/i.test(label.trim())) return Number.NEGATIVE_INFINITY;
  const match = /\$?([\d,]+(?:\.\d+)?)/.exec(label);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : Number.NaN;
}

/** Comparator for range labels: "Under" first, then by lower bound; unparseable labels last, by name. */
export function compareRangeLabels(a: string, b: string): number {
  const la = rangeLabelLowerBound(a);
  const lb = rangeLabelLowerBound(b);
  const na = Number.isNaN(la);
  const nb = Number.isNaN(lb);
  if (na || nb) return na && nb ? a.localeCompare(b) : na ? 1 : -1;
  return la === lb ? a.localeCompare(b) : la < lb ? -1 : 1;
}
