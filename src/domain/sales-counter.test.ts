import { describe, expect, it } from 'vitest';
import type { CarStatus } from './car';
import { feedSalesCount, monthBounds, scheduledSalesCount } from './sales-counter';

describe('scheduledSalesCount (Australia/Brisbane)', () => {
  it.each([
    ['1st, midnight Brisbane', '2025-07-31T14:00:00Z', 0],
    ['1st, 00:07:29', '2025-07-31T14:07:29Z', 0],
    ['1st, 00:07:30', '2025-07-31T14:07:30Z', 1],
    ['31 July 23:59:59 Brisbane (13:59:59 UTC)', '2025-07-31T13:59:59Z', 30 * 192 + 191],
    ['2nd, midnight', '2025-08-01T14:00:00Z', 192],
    ['15th, noon', '2025-08-15T02:00:00Z', 14 * 192 + 96],
  ])('%s → %i', (_name, iso, expected) => {
    expect(scheduledSalesCount(new Date(iso))).toBe(expected);
  });

  it('uses the given zone (Sydney summer time is +11)', () => {
    expect(scheduledSalesCount(new Date('2025-01-31T13:00:00Z'), 'Australia/Sydney')).toBe(0);
    expect(scheduledSalesCount(new Date('2025-01-31T13:00:00Z'))).toBe(30 * 192 + 184);
  });
});

describe('monthBounds', () => {
  it.each([
    ['2025-07-31T14:00:00Z', '2025-07-31T14:00:00.000Z', '2025-08-31T14:00:00.000Z'],
    ['2025-07-31T13:59:59Z', '2025-06-30T14:00:00.000Z', '2025-07-31T14:00:00.000Z'],
    ['2025-12-31T15:00:00Z', '2025-12-31T14:00:00.000Z', '2026-01-31T14:00:00.000Z'],
  ])('%s', (now, start, end) => {
    const bounds = monthBounds(new Date(now));
    expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([start, end]);
  });
});

describe('feedSalesCount', () => {
  const sold = (sold_at: string, status: CarStatus = 'sold') => ({ status, sold_at });
  const cars = [
    sold('2025-07-31T13:59:59Z'), // 31 July in Brisbane: last month
    sold('2025-07-31T14:00:00Z'), // 1 August 00:00 in Brisbane: this month
    sold('2025-08-10T00:00:00Z'),
    sold('2025-08-10T00:00:00Z', 'in_stock'), // not sold
    { status: 'sold' as const }, // no sold date
    sold('2025-08-20T00:00:00Z'), // after now
  ];
  it('counts cars sold this month in the Brisbane time zone, up to now', () => {
    expect(feedSalesCount(cars, new Date('2025-08-15T00:00:00Z'))).toBe(2);
  });
  it('at 31 July 23:59:59 Brisbane the August sales are not yet counted', () => {
    expect(feedSalesCount(cars, new Date('2025-07-31T13:59:59Z'))).toBe(1);
  });
});
