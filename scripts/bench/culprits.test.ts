/**
 * What a missed budget's row says stands in the way, read from a real Lighthouse 13 mobile report of
 * a vehicle page (trimmed to the audits the bench asks for; fixtures/lhr-vehicle-used.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlWeight, shortSnippet, shortUrl, standsInTheWay } from './culprits';
import { diagnosticsOf, type LhrLike } from './lighthouse-diagnostics';

const lhr = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'lhr-vehicle-used.json'), 'utf8')) as LhrLike;
const d = diagnosticsOf(lhr);

describe('diagnosticsOf', () => {
  it('reads the LCP element, its size on screen and its four phases', () => {
    expect(d.lcp.snippet).toMatch(/^<img data-main="" src="\/media\/photos\/mg-zs-ocean-blue-outdoor-1.webp"/);
    expect([d.lcp.shownWidth, d.lcp.shownHeight]).toEqual([380, 253]);
    expect(d.lcp.phases.map((p) => [p.label, Math.round(p.ms)])).toEqual([
      ['Time to first byte', 493],
      ['Resource load delay', 17],
      ['Resource load duration', 325],
      ['Element render delay', 219],
    ]);
  });

  it('reads the scripts, long tasks and work by kind, largest first, and the mobile DPR', () => {
    expect(shortUrl(d.scriptCpu[0]!.label)).toBe('VehiclePage.astro_astro_type_script_index_0_lang.BPNEQhx2.js');
    expect(d.longTasks.map((t) => t.ms)).toEqual([150, 145, 120, 120, 100, 54, 50]);
    expect(d.mainThread[0]).toEqual({ label: 'Other', ms: expect.closeTo(1854.6, 1) });
    expect(d.renderBlocking).toEqual([{ label: 'http://localhost:4000/_astro/BaseLayout.Bi-LFEm5.css', ms: 584 }]);
    expect(d.dpr).toBe(1.75);
  });

  it('weighs the five metrics as the score does', () => {
    expect(d.metrics.map((m) => [m.acronym, m.weight])).toEqual([
      ['FCP', 10],
      ['LCP', 25],
      ['TBT', 30],
      ['CLS', 25],
      ['SI', 10],
    ]);
  });

  it('copes with a report missing the diagnostic audits', () => {
    expect(diagnosticsOf({ audits: {}, categories: {} })).toEqual({
      metrics: [],
      lcp: { phases: [] },
      renderBlocking: [],
      scriptCpu: [],
      longTasks: [],
      mainThread: [],
      shifts: [],
      dpr: 1,
    });
  });
});

describe('standsInTheWay', () => {
  it('names the LCP element, its shown size, its phases and what blocked rendering', () => {
    expect(standsInTheWay('mobile LCP', d)).toBe(
      'LCP element <img src="/media/photos/mg-zs-ocean-blue-outdoor-1.webp"> shown 380×253 CSS px; time to first byte 493 ms, resource load delay 17 ms, resource load duration 325 ms, element render delay 219 ms; render-blocking: BaseLayout.Bi-LFEm5.css 584 ms',
    );
  });

  it('names the long tasks, the scripts by main-thread time and the work by kind', () => {
    expect(standsInTheWay('mobile TBT', d)).toBe(
      'long tasks: Unattributable 150 ms, 2022-mg-zs-excite-700014 145 ms, BaseLayout.Bi-LFEm5.css 120 ms; main-thread time by script: VehiclePage.astro_astro_type_script_index_0_lang.BPNEQhx2.js 1,238 ms, 2022-mg-zs-excite-700014 1,128 ms, Unattributable 907 ms; by kind: Other 1,855 ms, Rendering 644 ms, Style & Layout 518 ms',
    );
  });

  it("names the metrics that lost the score its points, worst first, then that metric's culprits", () => {
    const note = standsInTheWay('mobile score', d);
    // LCP 2,743 ms scored 0.84 of its 25 points: −4.0; TBT 105 ms scored 0.98 of 30: −0.6.
    expect(note).toMatch(/^points lost: LCP −4\.0 \(2,743 ms\), [^;]*TBT −0\.6 \(105 ms\)/);
    expect(note).toContain('; LCP: LCP element <img src="/media/photos/mg-zs-ocean-blue-outdoor-1.webp">');
  });

  it('names the shifted elements with their scores', () => {
    const shifted = {
      ...d,
      shifts: [
        { snippet: '<div class="fc-stage relative" data-stage>', score: 0.031 },
        { snippet: '<footer>', score: 0.004 },
      ],
    };
    expect(standsInTheWay('mobile CLS', shifted)).toBe(
      'shifted: <div class="fc-stage relative"> 0.031, <footer> 0.004',
    );
    expect(standsInTheWay('mobile CLS', d)).toBe('no shifted element named by Lighthouse');
  });

  it('names the heaviest scripts for JS and what the HTML is made of', () => {
    expect(standsInTheWay('JS', undefined, { heaviestScripts: 'client.js 18.2 KB' })).toBe(
      'heaviest scripts: client.js 18.2 KB',
    );
    expect(standsInTheWay('HTML', undefined, { html: '<p>hi</p>' })).toMatch(/^of 0\.0 KB raw/);
    expect(standsInTheWay('mobile LCP', undefined)).toBe('');
  });
});

describe('htmlWeight', () => {
  it('lists the parts of 512 bytes or more, largest first, and counts the elements (html, body, svg, path, astro-island, script, p)', () => {
    const svg = `<svg viewBox="0 0 10 10"><path d="${'M0 0L1 1'.repeat(200)}"/></svg>`;
    const props = `<astro-island props="${'&quot;x&quot;:1,'.repeat(60)}"></astro-island>`;
    const ld = `<script type="application/ld+json">${'{"a":1}'.repeat(10)}</script>`;
    const text = htmlWeight(`<html><body>${svg}${props}${ld}<p>x</p></body></html>`);
    expect(text).toMatch(/^of 2\.\d KB raw \(parts overlap\): inline SVG 1\.6 KB, island props 0\.9 KB; 7 elements$/);
  });
});

describe('shortSnippet', () => {
  it.each([
    ['<img data-main="" src="/media/a.webp" alt="A car">', '<img src="/media/a.webp">'],
    ['<h1 class="text-3xl font-bold">2022 MG ZS</h1>', '<h1 class="text-3xl font-bold">'],
    ['<p>', '<p>'],
  ])('%s → %s', (snippet, short) => expect(shortSnippet(snippet)).toBe(short));
});
