/**
 * The month's sales count as a file of its own (`/sales-count.json`, made every build), read by the
 * vehicle page in the browser. Spec 02: "The sales counter and calculator are client-side only". Kept
 * out of the car pages' HTML, one sale no longer changes every car page, so a feed change re-renders
 * only the pages it touches (issue 22).
 */
import { salesCountStale } from './sales-count-stale';
import type { SalesCounterView } from './sales-counter-view';

/** The file's address on the site. */
export const SALES_COUNT_PATH = '/sales-count.json';

/** What the file holds: the feed count and the instant its month ends; a count of 0 shows nothing. */
export interface SalesCountFile {
  count: number;
  validUntil?: string;
}

/** The file for a site's counter view (no view, or the schedule, which the browser works out: count 0). */
export function salesCountFile(view: SalesCounterView | undefined): SalesCountFile {
  if (!view || view.live) return { count: 0 };
  return { count: view.count, ...(view.validUntil ? { validUntil: view.validUntil } : {}) };
}

/** The figure to show from a fetched file at `now`, or undefined when there is none (0, the month over, a bad answer). */
export function shownSalesCount(file: unknown, now: Date): number | undefined {
  if (typeof file !== 'object' || file === null) return undefined;
  const { count, validUntil } = file as Partial<SalesCountFile>;
  if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) return undefined;
  if (typeof validUntil === 'string' && salesCountStale({ validUntil }, now)) return undefined;
  return count;
}
