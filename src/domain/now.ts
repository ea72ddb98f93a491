/**
 * The present as rules ask it (issue 22, docs/decisions.md § Incremental builds: the clock). A rule
 * that depends on the time takes a `Moment`: a plain Date (the browser, tests), or a `Now` that
 * answers only questions (is it before this instant? which local day, month or year is it?), so
 * the build can record, per page, the instants at which any answer would change.
 */
import { zonedParts } from './time-zone';

/** The unit of a calendar question: the answer holds for that whole local day, month or year. */
export type CalendarUnit = 'day' | 'month' | 'year';

/** The local calendar fields of the present, down to the unit asked (finer fields are 1). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The present, asked through questions whose answers hold over a known span of time. */
export interface Now {
  /** Whether the present is before the instant `ms` (epoch milliseconds). */
  before(ms: number): boolean;
  /** The local day, month or year of the present in `timeZone`. */
  calendar(unit: CalendarUnit, timeZone: string): CalendarDay;
  /** The present itself, where a rule shows or compares the exact instant (the answer holds for a millisecond). */
  instant(): Date;
}

/** A time rules are asked at: a Date, or the build's recording clock. */
export type Moment = Date | Now;

/** Whether `moment` is before the instant `ms`. */
export function isBefore(moment: Moment, ms: number): boolean {
  return moment instanceof Date ? moment.getTime() < ms : moment.before(ms);
}

/** The local day, month or year of `moment` in `timeZone` (finer fields are 1). */
export function calendarOf(moment: Moment, unit: CalendarUnit, timeZone: string): CalendarDay {
  if (!(moment instanceof Date)) return moment.calendar(unit, timeZone);
  const p = zonedParts(moment, timeZone);
  return { year: p.year, month: unit === 'year' ? 1 : p.month, day: unit === 'day' ? p.day : 1 };
}

/** The instant of `moment` (a recording clock records that the answer is exact). */
export function instantOf(moment: Moment): Date {
  return moment instanceof Date ? moment : moment.instant();
}

/** YYYY-MM-DD of a calendar day. */
export function isoDay(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** The local day of `moment` in `timeZone`, as YYYY-MM-DD (the dealer's "today"). */
export function dayOf(moment: Moment, timeZone: string): string {
  return isoDay(calendarOf(moment, 'day', timeZone));
}
