import { describe, expect, it } from 'vitest';
import { astroMsPerPage, buildRows, HUGE_SIZE, hugeNotMeasured, IN_THE_WAY, ratioRow, ssrCostRow } from './build-bench';
import { formatTable } from './table';
import type { ChildBuild } from './bench-site';

const ok = (seconds: number, peakMb: number, pages: number, phases?: string): ChildBuild => ({
  ok: true,
  seconds,
  peakMb,
  pages,
  output: '',
  ...(phases ? { phases } : {}),
});
const PHASES =
  'config and demo data 1.1 s, feed 2.5 s, search index 4.1 s, Astro pages 161.5 s (8 ms a page), assets, redirects and headers 32.8 s';

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
  it("puts issue 22's 120 s and 1.5 GB budgets on the 20,000-car build only", () => {
    const rows = buildRows(20_000, ok(48.2, 1100, 22_500));
    expect(rows.map((r) => [r.name, r.value, r.budget?.limit])).toEqual([
      ['20,000 cars seconds', 48.2, 120],
      ['20,000 cars peak memory', 1100, 1536],
      ['20,000 cars pages per second', 466.8, undefined],
      ['20,000 cars Astro ms a page', Number.NaN, undefined],
    ]);
    expect(buildRows(20_000, ok(201.4, 2050, 19_990, PHASES))[3]?.value).toBe(8.1);
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
    const huge = buildRows(HUGE_SIZE, ok(400, 3900, 101_000));
    expect(huge.map((r) => [r.name, r.value, r.budget?.limit])).toEqual([
      ['100,000 cars build finishes (4 GB heap)', 1, 1],
      ['100,000 cars seconds', 400, 600],
      ['100,000 cars peak memory', 3900, undefined],
    ]);
    expect(huge[1]!.note).not.toContain('in the way');
    const slow = buildRows(HUGE_SIZE, ok(846.9, 4175, 101_000, PHASES));
    expect(slow[1]!.note).toContain(PHASES);
    expect(slow[1]!.note).toContain(IN_THE_WAY.hugeSeconds);
    const failed = buildRows(
      HUGE_SIZE,
      {
        ok: false,
        seconds: 3.4,
        peakMb: 625,
        pages: 0,
        output: 'Feed file feed.generated.json could not be read (RangeError: Invalid string length)',
      },
      572.4,
    );
    expect(failed[0]).toMatchObject({ value: 0 });
    expect(failed[0]!.note).toBe(
      '572 MB feed; failed after 3.4 s (peak 625 MB): Feed file feed.generated.json could not be read (RangeError: Invalid string length)',
    );
  });
});

describe('ratioRow', () => {
  it('judges the 20,000 / 10,000 time ratio against 2.1 and says what stands in the way only when over it', () => {
    const missed = ratioRow(86.2, 239);
    expect(missed).toMatchObject({
      name: 'time ratio 20,000 / 10,000 cars',
      value: 2.77,
      budget: { limit: 2.1, better: 'lower' },
    });
    expect(missed.note).toContain(IN_THE_WAY.ratio);
    const met = ratioRow(120.1, 237.1);
    expect(met.value).toBe(1.97);
    expect(met.note).not.toContain('in the way');
    expect(ratioRow(100, 210).note).not.toContain('in the way');
  });
});

describe('astroMsPerPage', () => {
  it("reads the Astro phase's seconds from the phases line and divides by the pages, to a tenth of a ms", () => {
    expect(astroMsPerPage(PHASES, 19_990)).toBe(8.1);
    expect(astroMsPerPage('feed 0.2 s, Astro pages 9.6 s (27 ms a page)', 1_200)).toBe(8);
    expect(astroMsPerPage(undefined, 1_200)).toBeNaN();
    expect(astroMsPerPage('feed 0.2 s', 1_200)).toBeNaN();
    expect(astroMsPerPage(PHASES, 0)).toBeNaN();
  });
});

describe('ssrCostRow', () => {
  it("holds the working tree's ms a page to 1.3× the baseline's on the same site", () => {
    const row = ssrCostRow(
      10_000,
      ok(90, 1500, 10_000, 'Astro pages 95 s'),
      ok(80, 1400, 10_000, 'Astro pages 80 s'),
      '2c5194e',
    );
    expect(row).toMatchObject({
      name: '10,000 cars Astro ms a page, now ÷ baseline',
      value: 1.19,
      unit: 'ratio',
      budget: { limit: 1.3, better: 'lower' },
    });
    expect(row.note).toMatch(/^9\.5 ms a page now ÷ 8 ms with 2c5194e/);
    expect(formatTable([row])).toContain('met');
    expect(
      ssrCostRow(1000, ok(20, 600, 1000, 'Astro pages 14 s'), ok(15, 600, 1000, 'Astro pages 10 s'), '2c5194e').value,
    ).toBe(1.4);
  });

  it('is not measured when either build failed or printed no phases', () => {
    const failed: ChildBuild = { ok: false, seconds: 3, peakMb: 100, pages: 0, output: 'boom' };
    const row = ssrCostRow(1000, ok(20, 600, 1000, 'Astro pages 14 s'), failed, '2c5194e');
    expect(row.value).toBeNaN();
    expect(row.note).toBe('not measured: the baseline (2c5194e) gave no Astro phase time');
    expect(formatTable([row])).toContain('not measured');
    expect(ssrCostRow(1000, ok(20, 600, 1000), ok(20, 600, 1000), 'abc').note).toBe(
      'not measured: the current build and the baseline (abc) gave no Astro phase time',
    );
  });
});
