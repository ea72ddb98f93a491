import { describe, expect, it } from 'vitest';
import type { Car } from '../../domain/car';
import { salesCountFile, shownSalesCount } from './sales-count-file';
import { salesCounterView } from './sales-counter-view';

const sold = (sold_at: string) => ({ status: 'sold', sold_at }) as Pick<Car, 'status' | 'sold_at'>;
// 2026-11-20 10:00 in Brisbane.
const now = new Date('2026-11-20T00:00:00Z');

describe('salesCountFile', () => {
  it("holds the feed's count and the instant its Brisbane month ends", () => {
    const view = salesCounterView('feed', [sold('2026-11-02T00:00:00+10:00'), sold('2026-11-03T00:00:00+10:00')], now);
    expect(salesCountFile(view)).toEqual({ count: 2, validUntil: '2026-11-30T14:00:00.000Z' });
  });
  it('holds 0 with nothing sold this month, with the counter off, and on the schedule (the browser works that out)', () => {
    expect(salesCountFile(salesCounterView('feed', [], now))).toEqual({ count: 0 });
    expect(salesCountFile(undefined)).toEqual({ count: 0 });
    expect(salesCountFile(salesCounterView('schedule', [], now))).toEqual({ count: 0 });
  });
});

describe('shownSalesCount', () => {
  const file = { count: 7, validUntil: '2026-11-30T14:00:00.000Z' };
  it('shows the count within its month', () => {
    expect(shownSalesCount(file, new Date('2026-11-30T13:59:59.999Z'))).toBe(7);
  });
  it('shows nothing from the first instant of the next month', () => {
    expect(shownSalesCount(file, new Date('2026-11-30T14:00:00Z'))).toBeUndefined();
  });
  it('shows nothing for 0 or an answer that is not a count', () => {
    for (const bad of [{ count: 0 }, { count: -1 }, { count: 1.5 }, { count: '7' }, null, 'x', []]) {
      expect(shownSalesCount(bad, now)).toBeUndefined();
    }
  });
});
