import { describe, expect, it } from 'vitest';
import type { Car } from '../../domain/car';
import { salesCounterView } from './sales-counter-view';
import { salesCountStale } from './sales-count-stale';

const sold = (sold_at: string) => ({ status: 'sold', sold_at }) as Pick<Car, 'status' | 'sold_at'>;
// 2026-11-20 10:00 in Brisbane (UTC+10, no daylight saving).
const now = new Date('2026-11-20T00:00:00Z');

describe('salesCounterView', () => {
  it('schedule: (day − 1) × 192 + seconds of the day / 450, live in the browser', () => {
    expect(salesCounterView('schedule', [], now)).toEqual({
      count: 19 * 192 + Math.floor((10 * 3600) / 450),
      live: true,
    });
  });
  it('schedule: the month starts at midnight Brisbane time, not UTC', () => {
    expect(salesCounterView('schedule', [], new Date('2026-11-30T14:00:00Z'))).toEqual({ count: 0, live: true });
    expect(salesCounterView('schedule', [], new Date('2026-11-30T13:59:59Z'))?.count).toBe(29 * 192 + 191);
  });
  it('feed: cars sold since the start of the Brisbane month, up to now', () => {
    const cars = [
      sold('2026-11-01T00:30:00+10:00'),
      sold('2026-10-31T23:59:00+10:00'),
      sold('2026-10-31T14:30:00Z'), // 00:30 on 1 Nov in Brisbane
      sold('2026-11-21T09:00:00+10:00'), // later than now
      { status: 'in_stock' } as Pick<Car, 'status' | 'sold_at'>,
    ];
    // Valid until the Brisbane month ends: midnight 1 December +10:00.
    expect(salesCounterView('feed', cars, now)).toEqual({
      count: 2,
      live: false,
      validUntil: '2026-11-30T14:00:00.000Z',
    });
  });
  it('feed: the figure is stale from the first instant of the next Brisbane month, never before', () => {
    const view = salesCounterView('feed', [sold('2026-11-02T00:00:00+10:00')], now)!;
    expect(salesCountStale(view, new Date('2026-11-30T13:59:59.999Z'))).toBe(false);
    expect(salesCountStale(view, new Date('2026-11-30T14:00:00Z'))).toBe(true);
    expect(salesCountStale(view, new Date('2027-01-05T00:00:00Z'))).toBe(true);
    expect(salesCountStale(salesCounterView('schedule', [], now)!, new Date('2027-01-05T00:00:00Z'))).toBe(false);
  });
  it('feed: hidden when nothing sold this month', () =>
    expect(salesCounterView('feed', [sold('2026-10-02T00:00:00Z')], now)).toBeUndefined());
});
