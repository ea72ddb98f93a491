/** The "Sales this Month" figure for a site: from the feed's cars sold this month by default, or the schedule where a site opts in. */
import type { Car } from '../../domain/car';
import { instantOf, type Moment } from '../../domain/now';
import { feedSalesCount, monthBounds, scheduledSalesCount, SALES_COUNTER_TIME_ZONE } from '../../domain/sales-counter';

/** What the banner shows at build time; `live` means the browser keeps the schedule figure current. */
export interface SalesCounterView {
  count: number;
  live: boolean;
  /**
   * Feed mode: the instant (ISO) the built month ends. The count is of that month, so from then on
   * the browser hides it until the next build recounts (salesCountStale, sales-count-stale.ts).
   */
  validUntil?: string;
}

/** The counter for `source` at `now` (Australia/Brisbane months); a feed count of 0 hides the banner. */
export function salesCounterView(
  source: 'feed' | 'schedule',
  cars: readonly Pick<Car, 'status' | 'sold_at'>[],
  now: Moment,
): SalesCounterView | undefined {
  // The schedule moves every 450 s: its build-time figure holds for the instant only.
  if (source === 'schedule') return { count: scheduledSalesCount(instantOf(now), SALES_COUNTER_TIME_ZONE), live: true };
  const count = feedSalesCount(cars, now, SALES_COUNTER_TIME_ZONE);
  return count > 0
    ? { count, live: false, validUntil: monthBounds(now, SALES_COUNTER_TIME_ZONE).end.toISOString() }
    : undefined;
}
