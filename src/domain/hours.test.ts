import { describe, expect, it } from 'vitest';
import { groupOpeningHours, holidayHoursText, hoursText, normaliseHolidayHours, upcomingHolidayHours, type OpeningHour } from './hours';

const open = (weekday: number, formated_hours = '8:00am - 5:30pm'): OpeningHour => ({ weekday, status: 'Open', formated_hours });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' });

describe('groupOpeningHours', () => {
  it('groups equal weekdays as Mon-Fri, then Sat and Sun (Sunday is 0)', () => {
    const hours = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, '8:00am - 12:00pm')];
    expect(groupOpeningHours(hours)).toEqual([
      { label: 'Mon-Fri', hours: '8:00am - 5:30pm' },
      { label: 'Sat', hours: '8:00am - 12:00pm' },
      { label: 'Sun', hours: 'Closed' },
    ]);
  });

  it('lists each weekday when they differ', () => {
    const hours = [open(1), open(2), open(3), open(4, '8:00am - 8:00pm'), open(5), closed(6), closed(0)];
    expect(groupOpeningHours(hours).map((r) => `${r.label} ${r.hours}`)).toEqual([
      'Mon 8:00am - 5:30pm', 'Tue 8:00am - 5:30pm', 'Wed 8:00am - 5:30pm', 'Thu 8:00am - 8:00pm',
      'Fri 8:00am - 5:30pm', 'Sat Closed', 'Sun Closed',
    ]);
  });

  it('treats a missing day as Closed', () => {
    expect(groupOpeningHours([open(1), open(2), open(3), open(4), open(5)]).at(-1)).toEqual({ label: 'Sun', hours: 'Closed' });
  });
});

describe('hoursText', () => {
  it.each([
    [{ weekday: 1, status: 'Open', open: '08:00', close: '17:00' }, '08:00 - 17:00'],
    [{ weekday: 1, status: 'closed', formated_hours: '8-5' }, 'Closed'],
    [{ weekday: 1, status: 'Open', formated_hours: ' 8-5 ' }, '8-5'],
    [undefined, 'Closed'],
  ])('%o → %s', (entry, expected) => {
    expect(hoursText(entry)).toBe(expected);
  });
});

describe('holiday hours in both shapes', () => {
  it.each([
    [{ date: '2025-12-25', status: 'Closed', location_id: 7 }, { date: '2025-12-25', status: 'Closed', locationId: '7' }],
    [
      { date: '2025-12-24T00:00:00+10:00', status: 'Open', location: { id: '7' }, hours: { begin: '9:00am', end: '1:00pm' } },
      { date: '2025-12-24', status: 'Open', locationId: '7', start: '9:00am', end: '1:00pm' },
    ],
    [
      { date: '2025-12-24', status: 'Open', location_id: '7', start_hour: '9:00am', end_hour: '1:00pm' },
      { date: '2025-12-24', status: 'Open', locationId: '7', start: '9:00am', end: '1:00pm' },
    ],
  ])('%o', (raw, expected) => {
    expect(normaliseHolidayHours(raw)).toEqual(expected);
  });

  it('keeps this location’s upcoming entries by date', () => {
    const raw = [
      { date: '2025-12-26', status: 'Closed', location_id: '7' },
      { date: '2025-12-25', status: 'Closed', location: { id: 7 } },
      { date: '2025-12-24', status: 'Open', location_id: '8', start_hour: '9', end_hour: '1' },
      { date: '2025-01-01', status: 'Closed', location_id: '7' },
      { date: '2026-01-01', status: 'Closed' },
    ];
    expect(upcomingHolidayHours(raw, '7', '2025-12-20').map((h) => h.date)).toEqual(['2025-12-25', '2025-12-26', '2026-01-01']);
  });

  it.each([
    [{ date: '2025-12-25', status: 'Closed' }, 'Closed'],
    [{ date: '2025-12-24', status: 'Open', start: '9:00am', end: '1:00pm' }, '9:00am - 1:00pm'],
    [{ date: '2025-12-24', status: 'Open' }, 'Closed'],
  ])('%o → %s', (h, expected) => {
    expect(holidayHoursText(h)).toBe(expected);
  });
});
