/**
 * When the trade-in team promises to call with an offer, on a site with no valuation provider to
 * show a figure (issue 21): by the end of the dealership's next open day after today, in its own
 * time zone. A day with no opening hours given counts as open Monday to Friday.
 */
import { dayHours, MON_TO_FRI, type OpeningHour } from './hours';
import { zonedParts } from './time-zone';

/** Days looked ahead for an open day (a week: every weekly pattern with an open day has one within it). */
const LOOK_AHEAD_DAYS = 7;

/** The day the team calls by: its date (YYYY-MM-DD) and weekday (0 Sunday), or undefined when the dealership is never open. */
export function offerCallDay(
  now: Date,
  hours: readonly OpeningHour[],
  timeZone: string,
): { date: string; weekday: number } | undefined {
  const today = zonedParts(now, timeZone);
  const open = (weekday: number) =>
    hours.length === 0 ? MON_TO_FRI.includes(weekday) : !dayHours(hours.find((h) => h.weekday === weekday)).closed;
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    if (open(day.getUTCDay())) return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
  }
  return undefined;
}
