import { describe, expect, it } from 'vitest';
import { dayHours, groupOpeningHours, normaliseHolidayHours, upcomingHolidayHours, type OpeningHour } from './hours';

const open = (weekday: number, formated_hours = '8:00am - 5:30pm'): OpeningHour => ({
  weekday,
  status: 'Open',
  formated_hours,
});
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' });

describe('groupOpeningHours', () => {
  it('groups equal weekdays 1–5 as Mon-Fri, then Sat and Sun (Sunday is 0)', () => {
    const hours = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, '8:00am - 12:00pm')];
    expect(groupOpeningHours(hours)).toEqual([
      { days: [1, 2, 3, 4, 5], closed: false, text: '8:00am - 5:30pm' },
      { days: [6], closed: false, text: '8:00am - 12:00pm' },
      { days: [0], closed: true },
    ]);
  });

  it('lists each weekday when they differ', () => {
    const hours = [open(1), open(2), open(3), open(4, '8:00am - 8:00pm'), open(5), closed(6), closed(0)];
    expect(groupOpeningHours(hours).map((r) => [r.days, r.text ?? 'closed'])).toEqual([
      [[1], '8:00am - 5:30pm'],
      [[2], '8:00am - 5:30pm'],
      [[3], '8:00am - 5:30pm'],
      [[4], '8:00am - 8:00pm'],
      [[5], '8:00am - 5:30pm'],
      [[6], 'closed'],
      [[0], 'closed'],
    ]);
  });

  it('groups equal open/close times too, and treats a missing day as closed', () => {
    const times = (weekday: number) => ({ weekday, status: 'Open', open: '08:00', close: '17:00' });
    expect(groupOpeningHours([1, 2, 3, 4, 5].map(times))).toEqual([
      { days: [1, 2, 3, 4, 5], closed: false, open: '08:00', close: '17:00' },
      { days: [6], closed: true },
      { days: [0], closed: true },
    ]);
  });
});

describe('dayHours', () => {
  it.each([
    [
      { weekday: 1, status: 'Open', open: '08:00', close: '17:00' },
      { closed: false, open: '08:00', close: '17:00' },
    ],
    [{ weekday: 1, status: 'closed', formated_hours: '8-5' }, { closed: true }],
    [
      { weekday: 1, status: 'Open', formated_hours: ' 8-5 ' },
      { closed: false, text: '8-5' },
    ],
    [{ weekday: 1, status: 'Open' }, { closed: true }],
    [undefined, { closed: true }],
  ])('%o → %o', (entry, expected) => {
    expect(dayHours(entry)).toEqual(expected);
  });
});

describe('holiday hours in both shapes', () => {
  it.each([
    [
      { date: '2025-12-25', status: 'Closed', location_id: 7 },
      { date: '2025-12-25', closed: true, locationId: '7' },
    ],
    [
      {
        date: '2025-12-24T00:00:00+10:00',
        status: 'Open',
        location: { id: '7' },
        hours: { begin: '9:00am', end: '1:00pm' },
      },
      { date: '2025-12-24', closed: false, locationId: '7', open: '9:00am', close: '1:00pm' },
    ],
    [
      { date: '2025-12-24', status: 'Open', location_id: '7', start_hour: '9:00am', end_hour: '1:00pm' },
      { date: '2025-12-24', closed: false, locationId: '7', open: '9:00am', close: '1:00pm' },
    ],
    [
      { date: '2025-12-24', status: 'Open', location_id: '7', open: '09:00', close: '13:00', name: 'Christmas Eve' },
      { date: '2025-12-24', closed: false, locationId: '7', name: 'Christmas Eve', open: '09:00', close: '13:00' },
    ],
  ])('%o', (raw, expected) => {
    expect(normaliseHolidayHours(raw)).toEqual(expected);
  });

  it('keeps this location’s upcoming entries (and those for every location) by date', () => {
    const raw = [
      { date: '2025-12-26', status: 'Closed', location_id: '7' },
      { date: '2025-12-25', status: 'Closed', location: { id: 7 } },
      { date: '2025-12-24', status: 'Open', location_id: '8', start_hour: '9', end_hour: '1' },
      { date: '2025-01-01', status: 'Closed', location_id: '7' },
      { date: '2026-01-01', status: 'Closed' },
    ];
    expect(upcomingHolidayHours(raw, '7', '2025-12-20').map((h) => h.date)).toEqual([
      '2025-12-25',
      '2025-12-26',
      '2026-01-01',
    ]);
  });
});
