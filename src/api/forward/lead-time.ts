/** Times written into leads, for the people who read them: in the location's own time zone. */
import { zonedIso } from '../availability/zoned-time';

/** An instant as ISO 8601 in the zone (with its offset), or in UTC without one. */
export function isoAt(instant: number, timeZone: string | undefined): string {
  return timeZone ? zonedIso(instant, timeZone) : new Date(instant).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** A wall-clock time for people, e.g. "Mon 23 Nov 2026, 9:00 am (Australia/Sydney)"; the ISO text itself without a zone. */
export function localTime(iso: string, timeZone: string | undefined): string {
  const at = Date.parse(iso);
  if (!timeZone || Number.isNaN(at)) return iso;
  const text = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${text.replace(/,/g, '').replace(/ (\d{1,2}:\d{2})/, ', $1')} (${timeZone})`;
}
