import { describe, expect, it } from 'vitest';
import { buildRows, HUGE_SIZE, hugeNotMeasured, IN_THE_WAY, ratioRow } from './build-bench';
import { formatTable } from './table';
import type { ChildBuild } from './bench-site';

const ok = (seconds: number, peakMb: number, pages: number): ChildBuild => ({ ok: true, seconds, peakMb, pages, output: '' });

describe('hugeNotMeasured', () => {
  it('keeps the 100,000-car budget in the table of a plain run, as not measured with the reason', () => {
    const row = hugeNotMeasured();
    expect(row.name).toBe('100,000 cars build finishes (4 GB heap)');
    expect(row.budget).toEqual({ limit: 1, better: 'higher' });
    expect(row.note).toMatch(/^not measured \(run with --huge\): /);
    expect(formatTable([row])).toContain('not measured');
    expect(hugeNotMeasured(210.4).note).toMatch(/this run's 20,000-car build took 210 s, so at least 18 min$/);
  });
});

describe('buildRows', () => {
  it('puts the 60 s and 1.5 GB budgets on the 20,000-car build only', () => {
    const rows = buildRows(20_000, ok(48.2, 1100, 22_500));
    expect(rows.map((r) => [r.name, r.value, r.budget?.limit])).toEqual([
      ['20,000 cars seconds', 48.2, 60],
      ['20,000 cars peak memory', 1100, 1536],
      ['20,000 cars pages per second', 466.8, undefined],
    ]);
    expect(buildRows(10_000, ok(20, 700, 11_000)).every((r) => r.budget === undefined)).toBe(true);
    // Met: no word on what stands in the way.
    expect(rows[0]?.note).not.toContain(IN_THE_WAY.seconds);
    expect(rows[1]?.note).toBeUndefined();
    expect(rows.every((r) => r.site === 'southern-cross-motor-group ×20,000 cars')).toBe(true);
  });

  it('says what stands in the way on a missed 20,000-car row, and only there', () => {
    const [seconds, memory] = buildRows(20_000, ok(201.4, 2050, 19_990));
    expect(seconds?.note).toContain(IN_THE_WAY.seconds);
    expect(memory?.note).toBe(IN_THE_WAY.memory);
    const [tenSeconds, tenMemory] = buildRows(10_000, ok(120, 2000, 9_990));
    expect(tenSeconds?.note).not.toContain('in the way');
    expect(tenMemory?.note).toBeUndefined();
  });

  it('marks the 100,000-car build met when it finishes and missed when it does not', () => {
    expect(buildRows(HUGE_SIZE, ok(400, 3900, 101_000))[0]).toMatchObject({ value: 1, budget: { limit: 1 } });
    const failed = buildRows(HUGE_SIZE, { ok: false, seconds: 3.4, peakMb: 625, pages: 0, output: 'Feed file feed.generated.json could not be read (RangeError: Invalid string length)' }, 572.4);
    expect(failed[0]).toMatchObject({ value: 0 });
    expect(failed[0]!.note).toBe('572 MB feed; failed after 3.4 s (peak 625 MB): Feed file feed.generated.json could not be read (RangeError: Invalid string length)');
  });
});

describe('ratioRow', () => {
  it('judges the 20,000 / 10,000 time ratio against 2.1 and says what stands in the way only when over it', () => {
    const missed = ratioRow(86.2, 239);
    expect(missed).toMatchObject({ name: 'time ratio 20,000 / 10,000 cars', value: 2.77, budget: { limit: 2.1, better: 'lower' } });
    expect(missed.note).toContain(IN_THE_WAY.ratio);
    const met = ratioRow(120.1, 237.1);
    expect(met.value).toBe(1.97);
    expect(met.note).not.toContain('in the way');
    expect(ratioRow(100, 210).note).not.toContain('in the way');
  });
});
