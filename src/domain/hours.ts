/**
 * Opening hours and holiday hours of a location (spec 02 §3, §9 Locations and reviews). The
 * wording (hours.monFri Mon-Fri, day.N, hours.closed, hours.range) is site messages.
 */

/** One weekday's hours as the site data gives them; weekday 0 is Sunday. */
export interface OpeningHour {
  weekday: number;
  status: 'Open' | 'Closed' | string;
  formated_hours?: string;
  open?: string;
  close?: string;
}

/** A day's hours, ready to word: closed, or the data's own text, or open and close times. */
export interface DayHours {
  closed: boolean;
  /** The data's formatted hours, when it has them. */
  text?: string;
  open?: string;
  close?: string;
}

/** One row of the hours list: days [1,2,3,4,5] is Mon-Fri, otherwise a single weekday. */
export interface HoursRow extends DayHours {
  days: number[];
}

/** The weekdays grouped as Mon-Fri. */
export const MON_TO_FRI: readonly number[] = [1, 2, 3, 4, 5];

/** A day's hours from its entry; a missing day, or an open day with no times, is closed. */
export function dayHours(entry: OpeningHour | undefined): DayHours {
  if (!entry || entry.status.trim().toLowerCase() === 'closed') return { closed: true };
  const text = entry.formated_hours?.trim();
  if (text) return { closed: false, text };
  const open = entry.open?.trim();
  const close = entry.close?.trim();
  if (!open && !close) return { closed: true };
  return { closed: false, ...(open ? { open } : {}), ...(close ? { close } : {}) };
}

const same = (a: DayHours, b: DayHours) =>
  a.closed === b.closed && a.text === b.text && a.open === b.open && a.close === b.close;

/** Rows Monday first: Mon-Fri as one row when weekdays 1–5 are equal, else each; then Saturday and Sunday (0) separately. */
export function groupOpeningHours(entries: readonly OpeningHour[]): HoursRow[] {
  const day = (weekday: number) => dayHours(entries.find((e) => e.weekday === weekday));
  const weekdays = MON_TO_FRI.map(day);
  const first = weekdays[0] as DayHours;
  const rows: HoursRow[] = weekdays.every((h) => same(h, first))
    ? [{ days: [...MON_TO_FRI], ...first }]
    : weekdays.map((h, i) => ({ days: [MON_TO_FRI[i] as number], ...h }));
  return [...rows, { days: [6], ...day(6) }, { days: [0], ...day(0) }];
}

/** Holiday (special) hours in either shape the data uses, or already normalised by the site config (open/close). */
export type RawHolidayHours = {
  date: string;
  status: string;
  name?: string;
  location_id?: string | number;
  location?: { id: string | number };
  start_hour?: string;
  end_hour?: string;
  hours?: { begin?: string; end?: string };
  open?: string;
  close?: string;
};

/** Holiday hours in one shape. */
export interface HolidayHours extends DayHours {
  /** YYYY-MM-DD. */
  date: string;
  /** Absent: applies to every location. */
  locationId?: string;
  /** Holiday name, e.g. Christmas Day. */
  name?: string;
}

/** Normalises both shapes: location_id or location.id; start_hour/end_hour or hours.begin/hours.end. */
export function normaliseHolidayHours(raw: RawHolidayHours): HolidayHours {
  const id = raw.location_id ?? raw.location?.id;
  const open = raw.start_hour ?? raw.hours?.begin ?? raw.open;
  const close = raw.end_hour ?? raw.hours?.end ?? raw.close;
  const hours = dayHours({ weekday: -1, status: raw.status, open, close });
  const name = raw.name?.trim();
  return {
    date: raw.date.trim().slice(0, 10),
    ...(id !== undefined ? { locationId: String(id) } : {}),
    ...(name ? { name } : {}),
    ...hours,
  };
}

/** A location's holiday hours from `today` (YYYY-MM-DD in the site zone) on, by date. */
export function upcomingHolidayHours(
  raw: readonly RawHolidayHours[],
  locationId: string,
  today: string,
): HolidayHours[] {
  return locationHolidayHours(raw, locationId)
    .filter((h) => h.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The holiday hours that apply to `locationId`: its own, and those not tied to a location. */
export function locationHolidayHours(raw: readonly RawHolidayHours[], locationId: string): HolidayHours[] {
  return raw.map(normaliseHolidayHours).filter((h) => h.locationId === undefined || h.locationId === locationId);
}
