import { describe, expect, it } from 'vitest';
import { parseZoned, zonedDate, zonedParts, zonedToInstant } from './time-zone';

describe('zonedParts', () => {
  it.each([
    [
      '2025-07-31T14:00:00Z',
      'Australia/Brisbane',
      { year: 2025, month: 8, day: 1, hour: 0, minute: 0, second: 0, weekday: 5 },
    ],
    [
      '2025-07-31T13:59:59Z',
      'Australia/Brisbane',
      { year: 2025, month: 7, day: 31, hour: 23, minute: 59, second: 59, weekday: 4 },
    ],
    [
      '2025-01-01T00:00:00Z',
      'Australia/Sydney',
      { year: 2025, month: 1, day: 1, hour: 11, minute: 0, second: 0, weekday: 3 },
    ],
  ])('%s in %s', (iso, tz, expected) => {
    expect(zonedParts(new Date(iso), tz)).toEqual(expected);
  });
});

describe('zonedToInstant', () => {
  it.each([
    [{ year: 2025, month: 7, day: 1 }, 'Australia/Brisbane', '2025-06-30T14:00:00.000Z'],
    [{ year: 2025, month: 1, day: 1 }, 'Australia/Sydney', '2024-12-31T13:00:00.000Z'],
    [{ year: 2025, month: 7, day: 1 }, 'Australia/Sydney', '2025-06-30T14:00:00.000Z'],
    [{ year: 2025, month: 7, day: 1, hour: 9, minute: 30 }, 'Australia/Adelaide', '2025-07-01T00:00:00.000Z'],
  ])('%o in %s → %s', (wall, tz, iso) => {
    expect(zonedToInstant(wall, tz).toISOString()).toBe(iso);
  });
});

describe('parseZoned', () => {
  it.each([
    ['2025-07-01T00:00:00+10:00', false, '2025-06-30T14:00:00.000Z'],
    ['2025-07-24T23:59:59+10:00', false, '2025-07-24T13:59:59.000Z'],
    ['2025-07-01', false, '2025-06-30T14:00:00.000Z'],
    ['2025-07-24', true, '2025-07-24T13:59:59.999Z'],
    ['2025-07-01T08:00:00', false, '2025-06-30T22:00:00.000Z'],
    ['2025-07-01T08:00:00Z', false, '2025-07-01T08:00:00.000Z'],
  ])('%s (endOfDay %s) → %s', (value, endOfDay, iso) => {
    expect(parseZoned(value, 'Australia/Brisbane', endOfDay)?.toISOString()).toBe(iso);
  });
  it('returns undefined for text that is not a date', () => {
    expect(parseZoned('next week', 'Australia/Brisbane')).toBeUndefined();
  });
});

describe('zonedDate', () => {
  it.each([
    ['2026-11-19T14:00:00Z', 'Australia/Brisbane', '2026-11-20'],
    ['2026-11-19T13:59:59Z', 'Australia/Brisbane', '2026-11-19'],
    ['2026-12-31T13:00:00Z', 'Australia/Perth', '2026-12-31'],
    ['2026-12-31T13:00:00Z', 'Australia/Sydney', '2027-01-01'],
  ])('%s in %s is %s', (iso, zone, day) => expect(zonedDate(new Date(iso), zone)).toBe(day));
});
