/**
 * Keystroke-to-results on the search page with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate):
 * a query typed at a shopper's pace into the keyword box of a freshly loaded page, timed from the
 * last keydown to the last change of the results region once it has settled. The first query of a
 * page includes whatever the page loads lazily on first use (the search backend and index). Timed
 * on the group demo and on the 20,000-car group site, whose embedded index is the largest we ship.
 */
import { chromium, type Page } from 'playwright-core';
import type { BenchRow } from './types';
import { type BenchSite, builtDemoSite, type ChildBuild } from './bench-site';
import { benchCars, serveBenchSite } from './serve-bench';
import { pickTemplateUrls } from './templates';
import { CHROME_FLAGS, chromePath } from './lighthouse-run';
import { builtScaledSite, KEPT_SIZE, SCALED_SITE, scaledLabel } from './scaled-site';
import { median, round } from './stats';

const GROUP = 'search page';
/** Queries a shopper types; each matches some of the group's stock (and of its scaled copies). */
const QUERIES = ['hilux', 'ranger', 'mazda', 'corolla', 'diesel'];
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1500;
const KEY_DELAY_MS = 120;

/** A site to time keystrokes on. */
export interface KeystrokeTarget {
  label: string;
  build: () => Promise<{ site: BenchSite; build: ChildBuild }>;
}

/** The group demo and the 20,000-car group site: the embedded index at its usual and its largest. */
export const KEYSTROKE_TARGETS: KeystrokeTarget[] = [
  { label: SCALED_SITE, build: () => builtDemoSite(SCALED_SITE) },
  { label: scaledLabel(KEPT_SIZE), build: () => builtScaledSite(KEPT_SIZE) },
];

/** Measures keystroke-to-results on each target's search page. */
export async function benchKeystroke(options: { log?: (line: string) => void; targets?: readonly KeystrokeTarget[] } = {}): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const target of options.targets ?? KEYSTROKE_TARGETS) rows.push(...(await benchSite(target, options.log ?? (() => undefined))));
  return rows;
}

async function benchSite(target: KeystrokeTarget, log: (line: string) => void): Promise<BenchRow[]> {
  const { site } = await target.build();
  const path = pickTemplateUrls(site.outDir, benchCars(site)).search;
  if (!path) return [{ group: GROUP, site: target.label, name: 'keystroke to results, CPU 4× slower', value: Number.NaN, unit: 'ms', note: 'no search page in the build' }];
  const server = await serveBenchSite(site);
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const times: number[] = [];
  const unchanged: string[] = [];
  try {
    for (const query of QUERIES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      try {
        const result = await measureQuery(page, server.url + path, query);
        log(`search: ${target.label} "${query}" ${result.changed ? `${Math.round(result.ms)} ms` : 'results did not change'}`);
        if (result.changed) times.push(result.ms);
        else unchanged.push(query);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const note = `${path}; median of ${times.length} queries (${QUERIES.join(', ')}), each on a fresh page, typed ${KEY_DELAY_MS} ms apart; last keydown to last change of the results, settled ${SETTLE_MS} ms${unchanged.length ? `; results did not change for ${unchanged.join(', ')}` : ''}`;
  return [
    { group: GROUP, site: target.label, name: `keystroke to results, CPU ${CPU_SLOWDOWN}× slower (median)`, value: round(median(times)), unit: 'ms', note },
    { group: GROUP, site: target.label, name: `keystroke to results, CPU ${CPU_SLOWDOWN}× slower (slowest)`, value: times.length ? round(Math.max(...times)) : Number.NaN, unit: 'ms', note: 'shared, noisy machine' },
  ];
}

/** Types `query` on a fresh load of `url`; ms from the last keydown to the last results mutation. */
async function measureQuery(page: Page, url: string, query: string): Promise<{ ms: number; changed: boolean }> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null, undefined, { timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const before = await page.evaluate(() => {
    const w = window as unknown as { __bench: { lastKey: number; lastChange: number } };
    w.__bench = { lastKey: 0, lastChange: 0 };
    const results = document.getElementById('search-results');
    if (results) new MutationObserver(() => (w.__bench.lastChange = performance.now())).observe(results, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('keydown', (e) => (w.__bench.lastKey = e.timeStamp), true);
    return results?.textContent ?? '';
  });
  const input = page.getByTestId('search-directory-input');
  await input.click();
  await input.pressSequentially(query, { delay: KEY_DELAY_MS });
  // Settled: no change to the results for SETTLE_MS (polled in the page, at most 20 s).
  await page.waitForFunction(
    (settle) => {
      const b = (window as unknown as { __bench: { lastKey: number; lastChange: number } }).__bench;
      const last = Math.max(b.lastChange, b.lastKey);
      return performance.now() - last > settle;
    },
    SETTLE_MS,
    { timeout: 20_000, polling: 100 },
  );
  const { lastKey, lastChange, text } = await page.evaluate(() => ({ ...(window as unknown as { __bench: { lastKey: number; lastChange: number } }).__bench, text: document.getElementById('search-results')?.textContent ?? '' }));
  return { ms: lastChange - lastKey, changed: text !== before && lastChange > lastKey };
}
