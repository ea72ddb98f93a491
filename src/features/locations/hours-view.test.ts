import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../config/messages';
import { clockLabel, holidayDateLabel, holidayLines, hoursLines } from './hours-view';

const t = createTranslator();
const open = (weekday: number, o = '08:00', c = '17:30') => ({ weekday, status: 'Open', open: o, close: c });

describe('clockLabel', () => {
  it.each([
    ['08:00', '8:00 am'],
    ['17:30', '5:30 pm'],
    ['12:00', '12:00 pm'],
    ['00:15', '12:15 am'],
    ['by appointment', 'by appointment'],
  ])('%s → %s', (input, expected) => expect(clockLabel(input)).toBe(expected));
});

describe('hoursLines', () => {
  it('groups equal weekdays as Mon-Fri, then Saturday and Sunday (weekday 0)', () => {
    const lines = hoursLines(
      [open(1), open(2), open(3), open(4), open(5), open(6, '08:00', '16:00'), { weekday: 0, status: 'Closed' }],
      t,
    );
    expect(lines).toEqual([
      { label: 'Mon-Fri', value: '8:00 am – 5:30 pm', closed: false },
      { label: 'Saturday', value: '8:00 am – 4:00 pm', closed: false },
      { label: 'Sunday', value: 'Closed', closed: true },
    ]);
  });
  it('lists each weekday when one differs', () => {
    const lines = hoursLines([open(1), open(2), open(3), open(4, '08:00', '20:00'), open(5)], t);
    expect(lines.map((l) => l.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(lines[3]?.value).toBe('8:00 am – 8:00 pm');
    expect(lines[5]?.value).toBe('Closed');
  });
  it('uses the formatted hours text when the data has it', () => {
    const lines = hoursLines([{ weekday: 0, status: 'Open', formated_hours: '10am - 4pm' }], t);
    expect(lines.at(-1)).toEqual({ label: 'Sunday', value: '10am - 4pm', closed: false });
  });
  it('shows nothing for a location without hours', () => expect(hoursLines([], t)).toEqual([]));
});

describe('holidayLines', () => {
  const raw = [
    { date: '2026-12-25', status: 'Closed', location_id: '1', name: 'Christmas Day' },
    { date: '2026-12-24', status: 'Open', location: { id: 1 }, hours: { begin: '08:00', end: '13:00' } },
    { date: '2026-12-31', status: 'Open', location_id: '2', start_hour: '09:00', end_hour: '12:00' },
    { date: '2026-01-26', status: 'Closed', location_id: '1' },
  ];
  it('accepts both shapes, keeps this location and the coming dates, in date order', () => {
    expect(holidayLines(raw, '1', '2026-11-20', t)).toEqual([
      { date: '2026-12-24', label: 'Thu 24 Dec 2026', value: '8:00 am – 1:00 pm', closed: false },
      { date: '2026-12-25', label: 'Fri 25 Dec 2026', name: 'Christmas Day', value: 'Closed', closed: true },
    ]);
  });
  it('reads start_hour / end_hour', () => {
    expect(holidayLines(raw, '2', '2026-11-20', t)[0]?.value).toBe('9:00 am – 12:00 pm');
  });
  it('formats a calendar day without shifting it', () => expect(holidayDateLabel('2027-01-01')).toBe('Fri 1 Jan 2027'));
});
