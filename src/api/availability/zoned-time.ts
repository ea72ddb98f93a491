/**
 * Wall-clock time in an IANA time zone ⇄ instants for the availability API, on epoch milliseconds and
 * YYYY-MM-DD / HH:mm texts; the calendar fields come from src/domain/time-zone.ts.
 */
import { zonedDate as zonedDay, zonedParts as domainParts } from '../../domain/time-zone';

/** Local calendar fields of an instant in a zone. */
function zonedParts(
  instant: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number } {
  return domainParts(new Date(instant), timeZone);
}

/** The zone's offset from UTC at an instant, in minutes (Brisbane +600). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const seconds = new Date(instant).getUTCSeconds();
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, seconds);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of a local date (YYYY-MM-DD) and time (HH:mm) in a zone; DST gaps resolve forward. */
export function zonedToInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  // Re-check at the result: the offset can differ across a DST change.
  return guess - offsetMinutes(first, timeZone) * 60_000;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function zonedDate(instant: number, timeZone: string): string {
  return zonedDay(new Date(instant), timeZone);
}

/** ISO 8601 with the zone's offset, e.g. 2026-11-23T09:30:00+10:00. */
export function zonedIso(instant: number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
