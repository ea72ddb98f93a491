import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HIDE_STALE_SALES_COUNT } from './sales-count-stale-inline';

/** Runs the inline script after a box built with `validUntil`, at `now`; whether it hid the box. */
function hides(validUntil: string | undefined, now: string): boolean {
  const box = { dataset: validUntil === undefined ? {} : { salesUntil: validUntil }, hidden: false };
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [now]) as [string]));
    }
    static override now() {
      return RealDate.parse(now);
    }
  }
  runInNewContext(HIDE_STALE_SALES_COUNT, {
    document: { currentScript: { previousElementSibling: box } },
    Date: FixedDate,
  });
  return box.hidden;
}

describe('the inline stale check after a sales count', () => {
  it('hides a count whose month is over, before the first paint', () => {
    expect(hides('2026-11-30T14:00:00.000Z', '2026-12-05T00:00:00Z')).toBe(true);
    expect(hides('2026-11-30T14:00:00.000Z', '2026-11-30T14:00:00.000Z')).toBe(true);
  });

  it('leaves a count of this month, and a count without an end (the schedule), shown', () => {
    expect(hides('2026-11-30T14:00:00.000Z', '2026-11-28T00:00:00Z')).toBe(false);
    expect(hides(undefined, '2026-12-05T00:00:00Z')).toBe(false);
  });

  it('is the same text on every page (one CSP hash) and carries no page data', () => {
    expect(HIDE_STALE_SALES_COUNT).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
