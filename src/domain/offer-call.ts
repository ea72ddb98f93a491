/**
 * When the trade-in team promises to call with an offer, on a site with no valuation provider to
 * show a figure (issue 21): by the end of the dealership's next open day after today, in its own
 * time zone. Its holiday hours win over the week's (a Closed Christmas Day is skipped, a Sunday
 * opened for a sale counts); a day with no opening hours given counts as open Monday to Friday.
 */
import { dayHours, MON_TO_FRI, type OpeningHour } from './hours';
import { zonedParts } from './time-zone';

/**
 * Days looked ahead for an open day: a weekly pattern with an open day has one within 7, but holiday
 * closures can run longer (a Christmas-to-New-Year shutdown is two weeks), so up to 8 weeks.
 */
const LOOK_AHEAD_DAYS = 56;

/** A dated exception to the week's hours for this dealership: YYYY-MM-DD and whether it is closed. */
export interface HolidayDay {
  date: string;
  closed: boolean;
}

/** The day the team calls by: its date (YYYY-MM-DD) and weekday (0 Sunday), or undefined when the dealership is never open. */
export function offerCallDay(
  now: Date,
  hours: readonly OpeningHour[],
  timeZone: string,
  holidays: readonly HolidayDay[] = [],
): { date: string; weekday: number } | undefined {
  const today = zonedParts(now, timeZone);
  const byDate = new Map(holidays.map((h) => [h.date, h.closed]));
  const open = (date: string, weekday: number) => {
    const holidayClosed = byDate.get(date);
    if (holidayClosed !== undefined) return !holidayClosed;
    return hours.length === 0
      ? MON_TO_FRI.includes(weekday)
      : !dayHours(hours.find((h) => h.weekday === weekday)).closed;
  };
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    const date = day.toISOString().slice(0, 10);
    if (open(date, day.getUTCDay())) return { date, weekday: day.getUTCDay() };
  }
  return undefined;
}
