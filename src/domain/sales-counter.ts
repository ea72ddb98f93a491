/** The 'Sales this Month' counter (spec 02 §9 Sales counter). */
import { isSold, type Car } from './car';
import { calendarOf, isBefore, type Moment } from './now';
import { zonedParts, zonedToInstant } from './time-zone';

/** The counter's time zone. */
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane';
/** Counts added per day in schedule mode. */
export const COUNTS_PER_DAY = 192;
/** Seconds per count in schedule mode (86,400 / 192). */
export const SECONDS_PER_COUNT = 450;
/** How often the counter is recomputed. */
export const SALES_COUNTER_REFRESH_MS = 150_000;
/** The ticking timer. */
export const SALES_COUNTER_TICK_MS = 1000;

/** Schedule mode: (day of month − 1) × 192 + seconds of the day / 450 (whole counts), in the counter's zone. */
export function scheduledSalesCount(now: Date, timeZone: string = SALES_COUNTER_TIME_ZONE): number {
  const p = zonedParts(now, timeZone);
  const secondsOfDay = p.hour * 3600 + p.minute * 60 + p.second;
  return (p.day - 1) * COUNTS_PER_DAY + Math.floor(secondsOfDay / SECONDS_PER_COUNT);
}

/** The instants where the current month starts and the next begins, in the zone. */
export function monthBounds(now: Moment, timeZone: string = SALES_COUNTER_TIME_ZONE): { start: Date; end: Date } {
  const p = calendarOf(now, 'month', timeZone);
  const next = p.month === 12 ? { year: p.year + 1, month: 1 } : { year: p.year, month: p.month + 1 };
  return {
    start: zonedToInstant({ year: p.year, month: p.month, day: 1 }, timeZone),
    end: zonedToInstant({ ...next, day: 1 }, timeZone),
  };
}

/**
 * Feed mode: sold cars whose sold_at falls in the current month of the zone, up to now. The month
 * bounds are computed once, so counting a whole stock is a plain comparison per car.
 */
export function feedSalesCount(
  cars: readonly Pick<Car, 'status' | 'sold_at'>[],
  now: Moment,
  timeZone: string = SALES_COUNTER_TIME_ZONE,
): number {
  const { start } = monthBounds(now, timeZone);
  const from = start.getTime();
  let count = 0;
  for (const car of cars) {
    if (!isSold(car) || !car.sold_at) continue;
    const at = Date.parse(car.sold_at);
    // Counted from its sold_at on (sold_at ≤ now): a sale dated after the clock waits.
    if (at >= from && !isBefore(now, at)) count++;
  }
  return count;
}
