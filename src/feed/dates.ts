/**
 * Feed dates in any of the shapes dealer systems send: ISO 8601, `YYYY-MM-DD HH:mm:ss`,
 * Australian `DD/MM/YYYY [h:mm[:ss] [am|pm]]`, `MM/YYYY` or `YYYY-MM` for build dates, a bare
 * year, and epoch seconds or milliseconds. Times without a zone are read as UTC so a build gives
 * the same output on any machine.
 */
import { INVALID, isBlank, type Invalid } from './coerce';

/** A date as written: calendar fields, how precise it is, and the zone offset if one was given. */
export interface FeedDate {
  precision: 'year' | 'month' | 'day' | 'time';
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Minutes east of UTC; 0 when the feed gave no zone. */
  offsetMinutes: number;
}

const ISO =
  /^(\d{4})-(\d{1,2})(?:-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?)?$/i;
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?$/i;
const MONTH_YEAR = /^(\d{1,2})[/.-](\d{4})$/;
const YEAR_ONLY = /^\d{4}$/;
const DIGITS = /^\d{9,14}$/;
// MySQL's "no date" value, common in dealer exports.
const ZERO_DATE = /^0{4}-0{2}-0{2}/;
// Epochs below this are seconds (1e11 s is the year 5138; 1e11 ms is 1973).
const SECONDS_LIMIT = 1e11;

/** Reads a feed date; undefined when blank, INVALID when present but not a real date. */
export function parseFeedDate(value: unknown): FeedDate | undefined | Invalid {
  if (isBlank(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? fromEpoch(value) : INVALID;
  if (typeof value !== 'string') return INVALID;
  const text = value.trim();
  if (ZERO_DATE.test(text)) return undefined;
  if (DIGITS.test(text)) return fromEpoch(Number(text));
  if (YEAR_ONLY.test(text)) return checked('year', Number(text), 1, 1);
  let m = ISO.exec(text);
  if (m) {
    const precision = m[3] === undefined ? 'month' : m[4] === undefined ? 'day' : 'time';
    const offset = m[8] === undefined ? 0 : zoneOffset(m[8]);
    const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
    return checked(precision, +m[1]!, +m[2]!, m[3] ? +m[3] : 1, num(m[4]), num(m[5]), num(m[6]), ms, offset);
  }
  m = DMY.exec(text);
  if (m) {
    let hour = num(m[4]);
    if (m[7]) {
      if (hour < 1 || hour > 12) return INVALID;
      hour = (hour % 12) + (m[7].toLowerCase() === 'pm' ? 12 : 0);
    }
    return checked(m[4] === undefined ? 'day' : 'time', +m[3]!, +m[2]!, +m[1]!, hour, num(m[5]), num(m[6]));
  }
  m = MONTH_YEAR.exec(text);
  if (m) return checked('month', +m[2]!, +m[1]!, 1);
  return INVALID;
}

/** The instant as an ISO 8601 UTC date-time; INVALID when the feed gave less than a day. */
export function toIsoDateTime(date: FeedDate): string | Invalid {
  if (date.precision === 'year' || date.precision === 'month') return INVALID;
  // Zone-less times (the common case) are already UTC: format without a Date.
  if (date.offsetMinutes === 0 && date.year >= 1000) {
    const time = `${pad2(date.hour)}:${pad2(date.minute)}:${pad2(date.second)}.${String(date.millisecond).padStart(3, '0')}`;
    return `${toIsoDate(date)}T${time}Z`;
  }
  const utc =
    Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute, date.second, date.millisecond) -
    date.offsetMinutes * 60_000;
  return new Date(utc).toISOString();
}

/** The calendar date as written: YYYY-MM-DD, or YYYY-MM / YYYY when the feed gave no day. */
export function toIsoDate(date: FeedDate): string {
  const y = String(date.year).padStart(4, '0');
  if (date.precision === 'year') return y;
  const ym = `${y}-${pad2(date.month)}`;
  return date.precision === 'month' ? ym : `${ym}-${pad2(date.day)}`;
}

function fromEpoch(n: number): FeedDate {
  const d = new Date(n < SECONDS_LIMIT ? n * 1000 : n);
  return {
    precision: 'time',
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    offsetMinutes: 0,
  };
}

// Builds the date only when every field is in range (no 31 February, no hour 24).
function checked(
  precision: FeedDate['precision'],
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
  offsetMinutes = 0,
): FeedDate | Invalid {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return INVALID;
  if (hour > 23 || minute > 59 || second > 59) return INVALID;
  return { precision, year, month, day, hour, minute, second, millisecond, offsetMinutes };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function zoneOffset(zone: string): number {
  if (zone === 'Z' || zone === 'z') return 0;
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

function num(text: string | undefined): number {
  return text === undefined ? 0 : Number(text);
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
