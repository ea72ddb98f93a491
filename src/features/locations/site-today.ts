/** Today's date (YYYY-MM-DD) where the dealer is, from the build clock. */
import { zonedParts } from '../../domain/time-zone';

/** The calendar day of `now` in `timeZone`, as YYYY-MM-DD. */
export function siteToday(now: Date, timeZone: string): string {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
