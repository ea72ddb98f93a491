import { describe, expect, it } from 'vitest';
import type { ApiLocation } from '../../site/api-site-settings';
import { availableSlots, openingWindow } from './slots';
import { zonedDate, zonedIso, zonedToInstant } from './zoned-time';

const brisbane: ApiLocation = {
  id: 'bne',
  name: 'Brisbane',
  timeZone: 'Australia/Brisbane',
  openingHours: [
    { weekday: 1, open: '09:00', close: '11:00' },
    { weekday: 6, open: '08:30', close: '09:30' },
  ],
  specialHours: [
    { date: '2026-12-28', status: 'Closed' },
    { date: '2026-12-29', status: 'Open', open: '10:00', close: '11:00' },
  ],
};

describe('zoned time', () => {
  it.each([
    ['2026-11-23', '09:00', 'Australia/Brisbane', '2026-11-22T23:00:00.000Z'],
    ['2026-11-23', '09:00', 'Australia/Sydney', '2026-11-22T22:00:00.000Z'],
    ['2026-06-01', '09:00', 'Australia/Sydney', '2026-05-31T23:00:00.000Z'],
    ['2026-11-23', '09:00', 'Australia/Adelaide', '2026-11-22T22:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(new Date(zonedToInstant(date, time, zone)).toISOString()).toBe(iso);
    expect(zonedDate(zonedToInstant(date, time, zone), zone)).toBe(date);
  });
  it('writes the local offset', () => {
    expect(zonedIso(Date.parse('2026-11-22T23:30:00Z'), 'Australia/Brisbane')).toBe('2026-11-23T09:30:00+10:00');
    expect(zonedIso(Date.parse('2026-11-22T23:30:00Z'), 'Australia/Sydney')).toBe('2026-11-23T10:30:00+11:00');
  });
});

describe('slots in each location’s own zone', () => {
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '10:00' }));
  const at = (timeZone: string): ApiLocation => ({
    id: timeZone,
    name: timeZone,
    timeZone,
    openingHours: weekdays,
    specialHours: [],
  });
  const starts = (location: ApiLocation, date: string) =>
    availableSlots(location, date, { slotMinutes: 30, notBefore: 0, booked: new Set() }).map((s) => s.start);

  it('9:00 at a Sydney yard and 9:00 at a Perth yard are their own 9:00, three hours apart in summer', () => {
    expect(starts(at('Australia/Sydney'), '2026-11-23')).toEqual([
      '2026-11-23T09:00:00+11:00',
      '2026-11-23T09:30:00+11:00',
    ]);
    expect(starts(at('Australia/Perth'), '2026-11-23')).toEqual([
      '2026-11-23T09:00:00+08:00',
      '2026-11-23T09:30:00+08:00',
    ]);
  });

  it('across the DST change Sydney moves from +10:00 to +11:00 and Brisbane stays +10:00', () => {
    // Daylight saving starts in NSW at 02:00 on Sunday 4 October 2026.
    expect(starts(at('Australia/Sydney'), '2026-10-03')[0]).toBe('2026-10-03T09:00:00+10:00');
    expect(starts(at('Australia/Sydney'), '2026-10-04')[0]).toBe('2026-10-04T09:00:00+11:00');
    expect(starts(at('Australia/Brisbane'), '2026-10-04')[0]).toBe('2026-10-04T09:00:00+10:00');
  });

  it("the notice window counts in the location's zone: 08:00 in Perth is 11:00 in Sydney", () => {
    const now = Date.parse('2026-11-23T00:00:00Z'); // 11:00 Sydney, 08:00 Perth
    const notBefore = now + 60 * 60_000; // one hour's notice
    expect(
      availableSlots(at('Australia/Sydney'), '2026-11-23', { slotMinutes: 30, notBefore, booked: new Set() }),
    ).toEqual([]);
    expect(
      availableSlots(at('Australia/Perth'), '2026-11-23', { slotMinutes: 30, notBefore, booked: new Set() }).map(
        (s) => s.label,
      ),
    ).toHaveLength(2);
  });
});

describe('openingWindow', () => {
  it.each([
    ['2026-11-23', { open: '09:00', close: '11:00' }], // Monday
    ['2026-11-24', undefined], // Tuesday: no entry
    ['2026-11-28', { open: '08:30', close: '09:30' }], // Saturday
    ['2026-12-28', undefined], // Monday, special: closed
    ['2026-12-29', { open: '10:00', close: '11:00' }], // Tuesday, special: open
  ])('%s → %j', (date, expected) => expect(openingWindow(brisbane, date)).toEqual(expected));
});

describe('availableSlots', () => {
  const options = { slotMinutes: 30, notBefore: 0, booked: new Set<number>() };
  it('cuts the day into 30-minute slots that end by closing time', () => {
    expect(availableSlots(brisbane, '2026-11-23', options).map((s) => s.label)).toEqual([
      '9:00 am',
      '9:30 am',
      '10:00 am',
      '10:30 am',
    ]);
    expect(availableSlots(brisbane, '2026-11-23', options)[0]).toEqual({
      start: '2026-11-23T09:00:00+10:00',
      end: '2026-11-23T09:30:00+10:00',
      label: '9:00 am',
    });
  });
  it('leaves out booked slots and slots before the lead time', () => {
    const booked = new Set([zonedToInstant('2026-11-23', '10:00', 'Australia/Brisbane')]);
    const notBefore = zonedToInstant('2026-11-23', '09:15', 'Australia/Brisbane');
    expect(availableSlots(brisbane, '2026-11-23', { slotMinutes: 30, notBefore, booked }).map((s) => s.label)).toEqual([
      '9:30 am',
      '10:30 am',
    ]);
  });
  it('has none on a closed day, and a 60-minute length fits whole slots only', () => {
    expect(availableSlots(brisbane, '2026-12-28', options)).toEqual([]);
    expect(availableSlots(brisbane, '2026-11-28', { ...options, slotMinutes: 60 }).map((s) => s.label)).toEqual([
      '8:30 am',
    ]);
  });
});
