import { describe, expect, it } from 'vitest';
import type { OpeningHour } from './hours';
import { offerCallDay } from './offer-call';

const BRISBANE = 'Australia/Brisbane';
const open = (weekday: number): OpeningHour => ({ weekday, status: 'Open', open: '08:30', close: '17:30' });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' });
/** Monday to Saturday open, Sunday closed: the usual yard. */
const yard = [closed(0), ...[1, 2, 3, 4, 5, 6].map(open)];

describe('offerCallDay: the next open day after today, in the dealership time zone', () => {
  it.each([
    // [now (UTC), expected date, weekday]
    ['2026-11-23T01:00:00Z', '2026-11-24', 2], // Monday 11 am in Brisbane → Tuesday
    ['2026-11-27T06:00:00Z', '2026-11-28', 6], // Friday 4 pm → Saturday
    ['2026-11-28T03:00:00Z', '2026-11-30', 1], // Saturday 1 pm → Monday (Sunday closed)
    ['2026-11-29T23:30:00Z', '2026-12-01', 2], // Sunday 11:30 pm UTC is Monday 9:30 am in Brisbane → Tuesday
    ['2026-11-29T13:30:00Z', '2026-11-30', 1], // Sunday 11:30 pm in Brisbane → Monday
  ])('at %s it is %s', (now, date, weekday) => {
    expect(offerCallDay(new Date(now), yard, BRISBANE)).toEqual({ date, weekday });
  });

  it('counts Monday to Friday as open when no hours are given', () => {
    expect(offerCallDay(new Date('2026-11-27T06:00:00Z'), [], BRISBANE)).toEqual({ date: '2026-11-30', weekday: 1 });
  });

  it('treats a day missing from the hours, or open with no times, as closed', () => {
    const hours: OpeningHour[] = [open(3), { weekday: 4, status: 'Open' }];
    expect(offerCallDay(new Date('2026-11-23T01:00:00Z'), hours, BRISBANE)).toEqual({ date: '2026-11-25', weekday: 3 });
  });

  it('goes a whole week round to the one open day', () => {
    expect(offerCallDay(new Date('2026-11-25T01:00:00Z'), [open(3)], BRISBANE)).toEqual({
      date: '2026-12-02',
      weekday: 3,
    });
  });

  it('answers nothing when the dealership is never open', () => {
    expect(offerCallDay(new Date('2026-11-25T01:00:00Z'), [0, 1, 2, 3, 4, 5, 6].map(closed), BRISBANE)).toBeUndefined();
  });

  it("follows the dealership's zone, not the browser's: Perth is still Friday when Sydney is Saturday", () => {
    const now = new Date('2026-11-27T14:30:00Z'); // Sat 1:30 am Sydney, Fri 10:30 pm Perth
    expect(offerCallDay(now, yard, 'Australia/Sydney')).toEqual({ date: '2026-11-30', weekday: 1 });
    expect(offerCallDay(now, yard, 'Australia/Perth')).toEqual({ date: '2026-11-28', weekday: 6 });
  });

  it('skips holiday closures and counts a holiday opening: the holiday hours win over the week', () => {
    const holidays = [
      { date: '2026-12-25', closed: true },
      { date: '2026-12-26', closed: true },
      { date: '2026-12-27', closed: false },
    ];
    // Thursday 24 December, 3 pm in Brisbane: Christmas and Boxing Day closed, Sunday 27th opened for a sale.
    expect(offerCallDay(new Date('2026-12-24T05:00:00Z'), yard, BRISBANE, holidays)).toEqual({
      date: '2026-12-27',
      weekday: 0,
    });
    expect(offerCallDay(new Date('2026-12-24T05:00:00Z'), yard, BRISBANE, holidays.slice(0, 2))).toEqual({
      date: '2026-12-28',
      weekday: 1,
    });
  });

  it('looks past a two-week shutdown, which a one-week look-ahead would miss', () => {
    const shutdown = Array.from({ length: 14 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 11, 24 + i)).toISOString().slice(0, 10),
      closed: true,
    }));
    expect(offerCallDay(new Date('2026-12-23T05:00:00Z'), yard, BRISBANE, shutdown)).toEqual({
      date: '2027-01-07',
      weekday: 4,
    });
  });
});
