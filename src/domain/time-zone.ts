/**
 * Wall-clock ↔ instant conversion in a named IANA time zone, through the built-in Intl API (no
 * library). Used by rules that count days and months where the dealer is. The one formatter per
 * zone is kept: making an Intl.DateTimeFormat costs more than a page's worth of using it.
 */

/** Calendar fields of an instant as seen in a time zone; weekday 0 is Sunday. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone` (e.g. Australia/Brisbane). */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts = formatFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

/** The calendar day of `instant` in `timeZone`, as YYYY-MM-DD (the dealer's "today" from the build clock). */
export function zonedDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Offset of the zone from UTC at an instant, in milliseconds (Brisbane: +10 h). */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = zonedParts(new Date(epochMs), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` shows the given date and time. */
export function zonedToInstant(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number; ms?: number },
  timeZone: string,
): Date {
  const guess = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
    wall.ms ?? 0,
  );
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(second);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses an ISO date or date-time. With an offset (Z, +10:00) it is that instant; without one it is
 * wall-clock time in `timeZone`. A date alone is the start of that day, or its last millisecond
 * when `endOfDay` (so an expiry date includes the whole day). Undefined when unparsable.
 */
export function parseZoned(value: string, timeZone: string, endOfDay = false): Date | undefined {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, offset] = m;
  if (offset !== undefined) {
    const ms = Date.parse(value.trim().replace(' ', 'T'));
    return Number.isNaN(ms) ? undefined : new Date(ms);
  }
  const wall = { year: Number(y), month: Number(mo), day: Number(d) };
  if (h === undefined) {
    return endOfDay
      ? zonedToInstant({ ...wall, hour: 23, minute: 59, second: 59, ms: 999 }, timeZone)
      : zonedToInstant(wall, timeZone);
  }
  return zonedToInstant({ ...wall, hour: Number(h), minute: Number(mi), second: Number(s ?? 0) }, timeZone);
}
