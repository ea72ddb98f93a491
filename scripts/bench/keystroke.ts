/**
 * Keystroke-to-results on the search page with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate):
 * a query typed at a shopper's pace into the keyword box of a freshly loaded page, timed from the
 * last keydown to the last change of the results region once it has settled. The first query of a
 * page includes whatever the page loads lazily on first use (the search backend and index). Timed
 * on the group demo and on the 20,000-car group site, whose embedded index is the largest we ship;
 * with a baseline (issue 19), the baseline commit's build of the group demo is timed beside it, the
 * two builds alternating query by query, row by row. Budget: median ≤ 250 ms.
 */
import { chromium, type Page } from '@playwright/test';
import type { BenchRow } from './types';
import { type BenchSite, builtDemoSite, type ChildBuild } from './bench-site';
import { benchCars, serveBenchSite } from './serve-bench';
import { pickTemplateUrls } from './templates';
import { CHROME_FLAGS, chromePath } from './lighthouse-run';
import { builtScaledSite, KEPT_SIZE, SCALED_SITE, scaledLabel } from './scaled-site';
import { median, round } from './stats';
import type { Baseline } from './baseline';
import { KEYSTROKE_BUDGET } from './budgets';
import { sideBySide } from './side-by-side';
import { sitePicks } from './page-targets';

const GROUP = 'search page';
/** Queries a shopper types; each matches some of the group's stock (and of its scaled copies). */
const QUERIES = ['hilux', 'ranger', 'mazda', 'corolla', 'diesel'];
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1500;
const KEY_DELAY_MS = 120;

/** A site to time keystrokes on. */
export interface KeystrokeTarget {
  label: string;
  /** Builds (or reuses) the site; with `root`, that checkout's build of it. */
  build: (root?: string) => Promise<{ site: BenchSite; build: ChildBuild }>;
  /** Whether the baseline's build is timed beside it. */
  baseline: boolean;
}

/** The group demo (with the baseline beside it) and the 20,000-car group site: the embedded index at its usual and its largest. */
export const KEYSTROKE_TARGETS: KeystrokeTarget[] = [
  { label: SCALED_SITE, build: (root?: string) => builtDemoSite(SCALED_SITE, root), baseline: true },
  { label: scaledLabel(KEPT_SIZE), build: () => builtScaledSite(KEPT_SIZE), baseline: false },
];

/** Measures keystroke-to-results on each target's search page (narrowed by --sites as the page rows are). */
export async function benchKeystroke(
  options: {
    log?: (line: string) => void;
    targets?: readonly KeystrokeTarget[];
    baseline?: Baseline;
    sites?: readonly string[];
  } = {},
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const { sites } = options;
  const targets = (options.targets ?? KEYSTROKE_TARGETS).filter(
    (t) => !sites || sites.some((s) => sitePicks(s, t.label)),
  );
  for (const target of targets)
    rows.push(
      ...(await benchSite(target, options.log ?? (() => undefined), target.baseline ? options.baseline : undefined)),
    );
  return rows;
}

/** One build's search page, served. */
interface Served {
  side: 'current' | 'baseline';
  url: string;
  path: string;
  times: number[];
  unchanged: string[];
  close(): Promise<void>;
}

async function served(site: BenchSite, side: Served['side']): Promise<Served | undefined> {
  const path = pickTemplateUrls(site.outDir, benchCars(site)).search;
  if (!path) return undefined;
  const server = await serveBenchSite(site);
  return { side, url: server.url + path, path, times: [], unchanged: [], close: () => server.close() };
}

async function benchSite(
  target: KeystrokeTarget,
  log: (line: string) => void,
  baseline?: Baseline,
): Promise<BenchRow[]> {
  const { site } = await target.build();
  const current = await served(site, 'current');
  if (!current)
    return [
      {
        group: GROUP,
        site: target.label,
        name: 'keystroke to results, CPU 4× slower',
        value: Number.NaN,
        unit: 'ms',
        note: 'no search page in the build',
      },
    ];
  const builds = [current];
  const failed: BenchRow[] = [];
  if (baseline) {
    try {
      const base = await served((await target.build(baseline.root)).site, 'baseline');
      if (base) builds.push(base);
    } catch (error) {
      failed.push({
        group: GROUP,
        site: target.label,
        side: 'baseline',
        name: 'site failed',
        value: Number.NaN,
        unit: 'count',
        note: `baseline ${baseline.short}: ${(error instanceof Error ? error.message : String(error)).slice(0, 400)}`,
      });
    }
  }
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  try {
    // The builds alternate query by query, so a burst of load hits both alike.
    for (const query of QUERIES) {
      for (const build of builds) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        try {
          const result = await measureQuery(page, build.url, query);
          log(
            `search: ${target.label}${build.side === 'baseline' ? ` (baseline ${baseline?.short})` : ''} "${query}" ${result.changed ? `${Math.round(result.ms)} ms` : 'results did not change'}`,
          );
          if (result.changed) build.times.push(result.ms);
          else build.unchanged.push(query);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.close();
  }
  const [now, before] = [keystrokeRows(target.label, current), builds[1] ? keystrokeRows(target.label, builds[1]) : []];
  return [...failed, ...(baseline && before.length ? sideBySide(now, before, baseline.short) : now)];
}

/** The median (with the budget, on the current build) and slowest rows of one build's queries. */
function keystrokeRows(site: string, build: Served): BenchRow[] {
  const { times, unchanged, path } = build;
  const note = `${path}; median of ${times.length} queries (${QUERIES.join(', ')}), each on a fresh page, typed ${KEY_DELAY_MS} ms apart; last keydown to last change of the results, settled ${SETTLE_MS} ms${unchanged.length ? `; results did not change for ${unchanged.join(', ')}` : ''}`;
  return [
    {
      group: GROUP,
      site,
      name: `keystroke to results, CPU ${CPU_SLOWDOWN}× slower (median)`,
      value: round(median(times)),
      unit: 'ms',
      ...(build.side === 'current' ? { budget: KEYSTROKE_BUDGET } : {}),
      note,
    },
    {
      group: GROUP,
      site,
      name: `keystroke to results, CPU ${CPU_SLOWDOWN}× slower (slowest)`,
      value: times.length ? round(Math.max(...times)) : Number.NaN,
      unit: 'ms',
      note: 'shared, noisy machine',
    },
  ];
}

/** Types `query` on a fresh load of `url`; ms from the last keydown to the last results mutation. */
async function measureQuery(page: Page, url: string, query: string): Promise<{ ms: number; changed: boolean }> {
  await page.goto(url, { waitUntil: 'load' });
  // The search island hydrated (other islands on the page, such as late ones below the fold, may still wait).
  await page.waitForFunction(
    () => {
      const input = document.querySelector('[data-testid="search-directory-input"]');
      return input !== null && !input.closest('astro-island[ssr]');
    },
    undefined,
    { timeout: 30_000 },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const before = await page.evaluate(() => {
    const w = window as unknown as { __bench: { lastKey: number; lastChange: number } };
    w.__bench = { lastKey: 0, lastChange: 0 };
    const results = document.getElementById('search-results');
    if (results)
      new MutationObserver(() => (w.__bench.lastChange = performance.now())).observe(results, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
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
  const { lastKey, lastChange, text } = await page.evaluate(() => ({
    ...(window as unknown as { __bench: { lastKey: number; lastChange: number } }).__bench,
    text: document.getElementById('search-results')?.textContent ?? '',
  }));
  return { ms: lastChange - lastKey, changed: text !== before && lastChange > lastKey };
}
