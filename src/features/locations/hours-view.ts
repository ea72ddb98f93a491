/** Opening and holiday hours worded for display (spec 02 §9: Mon-Fri grouping, Sunday as 0). */
import type { MessageKey, Translate } from '../../config/messages';
import {
  groupOpeningHours,
  upcomingHolidayHours,
  type DayHours,
  type OpeningHour,
  type RawHolidayHours,
} from '../../domain/hours';

/** One displayed hours row: "Mon-Fri" → "8:00 am – 5:30 pm". */
export interface HoursLine {
  label: string;
  value: string;
  closed: boolean;
}

/** One displayed holiday: "Thu 24 Dec 2026", its name, and the hours. */
export interface HolidayLine extends HoursLine {
  date: string;
  name?: string;
}

/** "17:30" → "5:30 pm"; anything that is not HH:MM passes through unchanged. */
export function clockLabel(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time.trim();
  const hour = Number(match[1]);
  const suffix = hour < 12 ? 'am' : 'pm';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

/** The wording of one day's hours: Closed, the data's own text, or "open – close". */
export function dayHoursText(hours: DayHours, t: Translate): string {
  if (hours.closed) return t('hours.closed');
  if (hours.text) return hours.text;
  if (hours.open && hours.close)
    return t('hours.range', { open: clockLabel(hours.open), close: clockLabel(hours.close) });
  return clockLabel(hours.open ?? hours.close ?? '') || t('hours.open');
}

/** The hours list of a location, Monday first, weekdays grouped as Mon-Fri when all equal. */
export function hoursLines(entries: readonly OpeningHour[], t: Translate): HoursLine[] {
  if (entries.length === 0) return [];
  return groupOpeningHours(entries).map((row) => ({
    label: row.days.length > 1 ? t('hours.monFri') : t(`day.${row.days[0]}` as MessageKey),
    value: dayHoursText(row, t),
    closed: row.closed,
  }));
}

/** "2026-12-24" → "Thu 24 Dec 2026" (the date is a calendar day, so it is read as UTC). */
export function holidayDateLabel(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
    .format(at)
    .replace(/,/g, '');
}

/** A location's coming holiday hours (either data shape), worded, from `today` (YYYY-MM-DD) on. */
export function holidayLines(
  raw: readonly RawHolidayHours[],
  locationId: string,
  today: string,
  t: Translate,
): HolidayLine[] {
  return upcomingHolidayHours(raw, locationId, today).map((h) => ({
    date: h.date,
    label: holidayDateLabel(h.date),
    ...(h.name ? { name: h.name } : {}),
    value: dayHoursText(h, t),
    closed: h.closed,
  }));
}
