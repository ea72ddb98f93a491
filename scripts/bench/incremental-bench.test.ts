import { describe, expect, it } from 'vitest';
import { incrementalRows, renderedAndReused } from './incremental-bench';

const build = (output: string, seconds = 25) => ({
  ok: true,
  seconds,
  peakMb: 1200,
  pages: 20_243,
  phases: 'feed 2.0 s, Astro pages 12.0 s (3 ms a page)',
  output,
});

describe('incremental build rows', () => {
  it('read the pages rendered and reused from the summary line', () => {
    expect(
      renderedAndReused(
        'bench-cars-20000: 20243 pages (412 rendered, 19830 reused), 20000 cars in, 0 rejected, 25.1 s',
      ),
    ).toEqual({ rendered: 412, reused: 19830 });
    expect(renderedAndReused('bench-cars-20000: 20243 pages, 20000 cars in, 0 rejected, 25.1 s')).toBeUndefined();
  });

  it("hold a 1% change at 20,000 cars to the issue's 30 s and 1.5 GB, naming what stands in the way when missed", () => {
    const [seconds, memory] = incrementalRows(
      20_000,
      '1% change',
      build('x: 20243 pages (20200 rendered, 0 reused), …', 41.26),
    );
    expect(seconds).toMatchObject({
      name: '20,000 cars incremental, 1% change: seconds',
      value: 41.3,
      budget: { limit: 30, better: 'lower' },
    });
    expect(seconds!.note).toMatch(/^20,200 pages rendered, 0 reused; .*in the way: no page was reused/);
    expect(memory).toMatchObject({ value: 1200, budget: { limit: 1536, better: 'lower' } });
  });

  it('name what stands in the way of a missed rebuild budget, from the profile of a no-change rebuild', () => {
    const [none] = incrementalRows(20_000, 'no change', build('x: 20210 pages (59 rendered, 20151 reused)', 42.4));
    expect(none!.note).toMatch(
      /in the way: the part every rebuild pays whatever changed .*copying the 19,930 unchanged pages/,
    );
    const [seconds, memory] = incrementalRows(20_000, '1% change', {
      ...build('x: 20010 pages (2163 rendered, 17846 reused)', 85.9),
      peakMb: 1623,
    });
    expect(seconds!.note).toMatch(/in the way: the pages the change touches and the fixed part of every rebuild/);
    expect(memory!.note).toMatch(/^in the way: V8 grows the heap with the pages a rebuild renders/);
    const [met] = incrementalRows(20_000, 'no change', build('x: 20210 pages (59 rendered, 20151 reused)', 19));
    expect(met!.note).not.toContain('in the way');
  });

  it('give the other sizes and steps no budget, and a failed build a row that says so', () => {
    expect(incrementalRows(1000, 'no change', build('(1 rendered, 2 reused)'))[0]!.budget).toBeUndefined();
    expect(incrementalRows(20_000, 'cold', build('(1 rendered, 2 reused)'))[0]!.budget).toBeUndefined();
    const failed = incrementalRows(1000, 'cold', { ...build('a\nb\nboom'), ok: false });
    expect(failed).toEqual([
      expect.objectContaining({ name: '1,000 cars incremental, cold: build finishes', value: 0, note: 'a | b | boom' }),
    ]);
  });
});
