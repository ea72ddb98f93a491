/** Opening hours and holiday hours of a location (spec 02 §3, §9 Locations and reviews). */

/** One weekday's hours as the site data gives them; weekday 0 is Sunday. */
export interface OpeningHour {
  weekday: number;
  status: 'Open' | 'Closed' | string;
  formated_hours?: string;
  open?: string;
  close?: string;
}

/** One row of the hours list, e.g. { label: 'Mon-Fri', hours: '8:00am - 5:30pm' }. */
export interface HoursRow {
  label: string;
  hours: string;
}

const DAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Text of a closed day. */
export const CLOSED_TEXT = 'Closed';

/** The hours text of one entry: Closed, the formatted hours, or open - close. A missing day is Closed. */
export function hoursText(entry: OpeningHour | undefined): string {
  if (!entry || entry.status.trim().toLowerCase() === 'closed') return CLOSED_TEXT;
  const formatted = entry.formated_hours?.trim();
  if (formatted) return formatted;
  if (entry.open && entry.close) return `${entry.open} - ${entry.close}`;
  return entry.open?.trim() || entry.close?.trim() || CLOSED_TEXT;
}

/** Hours rows Monday first: Mon-Fri as one row when weekdays 1–5 are equal, then Sat and Sun separately. */
export function groupOpeningHours(entries: readonly OpeningHour[]): HoursRow[] {
  const text = (weekday: number) => hoursText(entries.find((e) => e.weekday === weekday));
  const weekdays = [1, 2, 3, 4, 5].map(text);
  const rows: HoursRow[] = weekdays.every((t) => t === weekdays[0])
    ? [{ label: 'Mon-Fri', hours: weekdays[0] as string }]
    : weekdays.map((hours, i) => ({ label: DAY_LABELS[i + 1] as string, hours }));
  return [...rows, { label: 'Sat', hours: text(6) }, { label: 'Sun', hours: text(0) }];
}

/** Holiday (special) hours in either shape the data uses. */
export type RawHolidayHours = {
  date: string;
  status: string;
  location_id?: string | number;
  location?: { id: string | number };
  start_hour?: string;
  end_hour?: string;
  hours?: { begin?: string; end?: string };
};

/** Holiday hours in one shape. */
export interface HolidayHours {
  /** YYYY-MM-DD. */
  date: string;
  status: string;
  locationId?: string;
  start?: string;
  end?: string;
}

/** Normalises both shapes: location_id or location.id, start_hour/end_hour or hours.begin/hours.end. */
export function normaliseHolidayHours(raw: RawHolidayHours): HolidayHours {
  const id = raw.location_id ?? raw.location?.id;
  const start = raw.start_hour ?? raw.hours?.begin;
  const end = raw.end_hour ?? raw.hours?.end;
  return {
    date: raw.date.trim().slice(0, 10),
    status: raw.status,
    ...(id !== undefined ? { locationId: String(id) } : {}),
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
  };
}

/** A location's holiday hours from `today` (YYYY-MM-DD, in the site zone) on, by date; entries without a location apply to all. */
export function upcomingHolidayHours(raw: readonly RawHolidayHours[], locationId: string, today: string): HolidayHours[] {
  return raw
    .map(normaliseHolidayHours)
    .filter((h) => (h.locationId === undefined || h.locationId === locationId) && h.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The text of a holiday entry: Closed, or start - end. */
export function holidayHoursText(h: HolidayHours): string {
  if (h.status.trim().toLowerCase() === 'closed' || (!h.start && !h.end)) return CLOSED_TEXT;
  return [h.start, h.end].filter(Boolean).join(' - ');
}
