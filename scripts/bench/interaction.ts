/**
 * Interaction to next paint on a vehicle page (issue 19): mobile viewport, touch, CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate, from before the page loads), each run on a freshly loaded page
 * in a fresh browser context:
 * - gallery: a press on the gallery's next button (the baseline's gallery has no swipe; a press
 *   works on both builds, so both are timed alike);
 * - favourite: a press on the Favourite toggle, signed out (its response is the way to sign-in,
 *   which the probe cancels: the row times the press's own paint, not the next page);
 * - calculator: a digit typed at the end of the calculator's first amount field (a step of the
 *   slider where the site has one), the field scrolled into view first.
 * "first interaction": the input as soon as the element is visible, before its island (or custom
 * element, or script) is ready — the shopper's real first interaction: from the input to the paint
 * of the page's response, which includes loading and hydrating the island and replaying the held
 * input. "after hydration": the input once the element's island has hydrated, the page's load and
 * network settled: the Event Timing duration of the interaction. The median of the runs is
 * reported; with a baseline, its build of the same site is timed in the same rounds, row by row.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { loadSiteConfig } from '../../src/config/load';
import type { BenchRow } from './types';
import type { Baseline } from './baseline';
import type { BenchSite } from './bench-site';
import { benchCars, serveBenchSite } from './serve-bench';
import { pageExists } from './templates';
import { CHROME_FLAGS, chromePath } from './lighthouse-run';
import { selectTargets, type PageTarget } from './page-targets';
import { INTERACTION_BUDGET } from './budgets';
import { PartialFailure } from './partial-failure';
import { sideBySide } from './side-by-side';
import { median, round } from './stats';
import { probeFor, type ProbeTarget } from './interaction-probe';
import {
  hydrationText,
  interactionDuration,
  sampleValue,
  type EventEntry,
  type InteractionSample,
} from './interaction-timing';
import { interactionNames, interactionPath, type InteractionNames } from './interaction-page';

const GROUP = 'interaction: vehicle';
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
/** How long a run waits for the page's response to the input before it counts the input as lost. */
export const LOST_MS = 15_000;

/** The three interactions, in table order. */
export const INTERACTIONS = ['gallery', 'favourite', 'calculator'] as const;
export type Interaction = (typeof INTERACTIONS)[number];
/** Before the element's island has hydrated (the shopper's first interaction), or after. */
export type Timing = 'first' | 'hydrated';
const TIMINGS: readonly Timing[] = ['first', 'hydrated'];

const LABEL: Record<Interaction, string> = {
  gallery: 'gallery next press',
  favourite: 'favourite press (signed out)',
  calculator: 'calculator amount digit',
};

/** The row name of an interaction and timing. */
export function interactionRowName(kind: Interaction, timing: Timing): string {
  return `${LABEL[kind]} → next paint, ${timing === 'first' ? 'first interaction (before hydration)' : 'after hydration'}, CPU ${CPU_SLOWDOWN}×`;
}

/** What the probe looks for on the page: the element by its accessible name in the site's wording; undefined when the site has none. */
export function probeTarget(kind: Interaction, names: InteractionNames): ProbeTarget | undefined {
  if (kind === 'gallery') return { name: names.next };
  if (kind === 'favourite') return names.favourite ? { name: names.favourite } : undefined;
  return names.amount ? { name: names.amount, label: true, keys: '^([0-9]|ArrowRight)$' } : undefined;
}

/** Where the probe found the element: its centre on screen, when (page time) and what it is. */
interface Found {
  x: number;
  y: number;
  at: number;
  type: string;
}

/** Presses the element (a touch tap at its centre), or for the calculator taps the field and types a digit at its end (a slider: one step). */
async function act(page: Page, kind: Interaction, at: Found): Promise<void> {
  await page.touchscreen.tap(at.x, at.y);
  if (kind !== 'calculator') return;
  if (at.type === 'range') await page.keyboard.press('ArrowRight');
  else {
    await page.keyboard.press('End');
    await page.keyboard.press('5');
  }
}

type Probe = {
  events: EventEntry[];
  inputAt: number;
  paintAt: number;
  response: string;
  hydratedAtInput: boolean | null;
  onTarget: boolean;
  target: Element;
  whenHydrated(el: Element): Promise<boolean>;
  centre(el: Element): { x: number; y: number };
};

/** One run: a fresh context and page, the CPU slowed from the start, the input, and what the probe saw. */
export async function measureOnce(
  browser: Browser,
  url: string,
  kind: Interaction,
  timing: Timing,
  target: ProbeTarget,
): Promise<InteractionSample> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    let found: (at: Found) => void = () => undefined;
    const appeared = new Promise<Found>((resolve) => (found = resolve));
    await context.exposeBinding('__fcFound', (_source, at: Found) => found(at));
    await context.addInitScript({ content: probeFor(target) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>(
      (_, fail) =>
        (timer = setTimeout(() => fail(new Error(`"${target.name}" not found on the page within 60 s`)), 60_000)),
    );
    let at = await Promise.race([appeared, loaded.then(() => appeared), gaveUp]).finally(() => clearTimeout(timer));
    if (timing === 'hydrated') {
      await loaded;
      // Hydrated: the island (or custom element) and the page's after-paint modules, then load, network and main thread settled.
      await page.evaluate(
        () =>
          (window as unknown as { __fcBench: Probe }).__fcBench.whenHydrated(
            (window as unknown as { __fcBench: Probe }).__fcBench.target,
          ),
        undefined,
      );
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle))));
    }
    // Where it is now: fonts, pictures and late content may have moved it since it appeared.
    at = {
      ...at,
      ...(await page.evaluate(() =>
        (window as unknown as { __fcBench: Probe }).__fcBench.centre(
          (window as unknown as { __fcBench: Probe }).__fcBench.target,
        ),
      )),
    };
    await act(page, kind, at);
    const seen = await page
      .waitForFunction(() => !Number.isNaN((window as unknown as { __fcBench: Probe }).__fcBench.paintAt), undefined, {
        timeout: LOST_MS,
        polling: 50,
      })
      .then(() => true)
      .catch(() => false);
    // Event Timing entries arrive after their paint: a moment for the input's own.
    await page
      .waitForFunction(
        () => {
          const s = (window as unknown as { __fcBench: Probe }).__fcBench;
          return s.events.some((e) => e.interactionId > 0 && e.startTime >= s.inputAt - 1);
        },
        undefined,
        { timeout: 1_000, polling: 50 },
      )
      .catch(() => undefined);
    const probe = await page.evaluate(() => {
      const s = (window as unknown as { __fcBench: Probe }).__fcBench;
      return {
        events: s.events,
        inputAt: s.inputAt,
        paintAt: s.paintAt,
        response: s.response,
        hydratedAtInput: s.hydratedAtInput,
        onTarget: s.onTarget,
      };
    });
    await loaded.catch(() => undefined);
    const eventDuration = Number.isNaN(probe.inputAt) ? undefined : interactionDuration(probe.events, probe.inputAt);
    const why = Number.isNaN(probe.inputAt)
      ? 'the input never reached the page'
      : !probe.onTarget
        ? 'the tap landed beside the element (the page moved)'
        : `no response within ${LOST_MS / 1000} s (input lost)`;
    return {
      ...(seen ? { toResponsePaint: probe.paintAt - probe.inputAt } : {}),
      ...(eventDuration !== undefined ? { eventDuration } : {}),
      response: seen ? probe.response : why,
      hydratedAtInput: probe.hydratedAtInput,
    };
  } finally {
    await context.close();
  }
}

/** A served build of a site to interact on. */
interface Served {
  side: 'current' | 'baseline';
  url: string;
  close(): Promise<void>;
}

/** The row of one interaction and timing on one build: the median of its runs, a lost input counting as {@link LOST_MS}. */
export function interactionRow(
  site: string,
  kind: Interaction,
  timing: Timing,
  samples: readonly InteractionSample[],
  path: string,
  side: 'current' | 'baseline',
): BenchRow {
  const values = samples.map((s) => {
    const v = sampleValue(s, timing);
    return Number.isNaN(v) ? LOST_MS : v;
  });
  const lost = samples.filter((s) => Number.isNaN(sampleValue(s, timing)));
  const how =
    timing === 'first'
      ? 'input to the paint of the response (DOM change or navigation)'
      : 'Event Timing duration of the interaction (input to next paint; under 16 ms counts as 16)';
  const parts = [
    `${path}; median of ${samples.length} fresh pages, ${VIEWPORT.width}×${VIEWPORT.height} touch, CPU ${CPU_SLOWDOWN}×, local server`,
    how,
    `runs ${values.map((v) => Math.round(v)).join(', ')} ms`,
    timing === 'first' ? hydrationText(samples) : '',
    lost.length
      ? `no response in ${lost.length} of ${samples.length} (${[...new Set(lost.map((s) => s.response))].join('; ')}), counted as ${LOST_MS} ms`
      : '',
  ];
  return {
    group: GROUP,
    site,
    name: interactionRowName(kind, timing),
    value: round(median(values)),
    unit: 'ms',
    ...(side === 'current' ? { budget: INTERACTION_BUDGET } : {}),
    note: parts.filter(Boolean).join('; '),
  };
}

async function serve(site: BenchSite, path: string, side: Served['side']): Promise<Served> {
  const server = await serveBenchSite(site);
  return { side, url: server.url + path, close: () => server.close() };
}

/** The interaction rows of one site: its current build, and the baseline's beside it when given. */
export async function benchSite(
  label: string,
  runs: number,
  site: BenchSite,
  base: BenchSite | undefined,
  baseline: Baseline | undefined,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const config = loadSiteConfig(site.slug, { sitesDir: site.sitesDir });
  const names = interactionNames(config);
  const galleryFirst = config.viewer.defaultView === 'gallery';
  const path = interactionPath(benchCars(site), galleryFirst, (p) => pageExists(site.outDir, p));
  if (!path)
    return [
      {
        group: GROUP,
        site: label,
        name: 'no vehicle page to interact on',
        value: Number.NaN,
        unit: 'count',
        note: 'no car for sale with a price whose viewer opens on a gallery of more than one photo',
      },
    ];
  const basePath = base ? interactionPath(benchCars(base), galleryFirst, (p) => pageExists(base.outDir, p)) : undefined;
  const builds: Served[] = [await serve(site, path, 'current')];
  if (base && basePath) builds.push(await serve(base, basePath, 'baseline'));
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  const samples = new Map<string, InteractionSample[]>();
  const key = (kind: Interaction, timing: Timing, side: string) => `${kind}/${timing}/${side}`;
  const missing = new Set<Interaction>(INTERACTIONS.filter((k) => !probeTarget(k, names)));
  try {
    // Builds alternate within each round, so a burst of load hits both alike.
    for (let i = 0; i < runs; i++) {
      for (const kind of INTERACTIONS.filter((k) => !missing.has(k))) {
        for (const timing of TIMINGS) {
          for (const build of builds) {
            const sample = await measureOnce(browser, build.url, kind, timing, probeTarget(kind, names)!).catch(
              (error: unknown) => {
                const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
                return { response: `failed: ${message}`, hydratedAtInput: null } satisfies InteractionSample;
              },
            );
            samples.set(key(kind, timing, build.side), [...(samples.get(key(kind, timing, build.side)) ?? []), sample]);
            const shown = sampleValue(sample, timing);
            log(
              `interactions: ${label}${build.side === 'baseline' ? ` (baseline ${baseline?.short})` : ''} ${kind} ${timing} #${i + 1}: ${Number.isNaN(shown) ? sample.response : `${Math.round(shown)} ms (${sample.response}${sample.hydratedAtInput === null ? '' : sample.hydratedAtInput ? ', hydrated' : ', before hydration'})`}`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.close();
  }
  const current: BenchRow[] = [];
  const before: BenchRow[] = [];
  for (const kind of INTERACTIONS) {
    for (const timing of TIMINGS) {
      if (missing.has(kind)) {
        current.push({
          group: GROUP,
          site: label,
          name: interactionRowName(kind, timing),
          value: Number.NaN,
          unit: 'ms',
          note: `this site has no ${kind === 'favourite' ? 'watchlist' : 'finance calculator'}; its budget does not apply here`,
        });
        continue;
      }
      current.push(
        interactionRow(label, kind, timing, samples.get(key(kind, timing, 'current')) ?? [], path, 'current'),
      );
      const base = samples.get(key(kind, timing, 'baseline'));
      if (base && basePath) before.push(interactionRow(label, kind, timing, base, basePath, 'baseline'));
    }
  }
  return baseline && before.length ? sideBySide(current, before, baseline.short) : current;
}

/** Times the three interactions on a vehicle page of every site of the plan (narrowed by --sites), the baseline beside the sites the plan says. */
export async function benchInteractions(options: {
  runs: number;
  log?: (line: string) => void;
  sites?: readonly string[];
  baseline?: Baseline;
}): Promise<BenchRow[]> {
  const log = options.log ?? (() => undefined);
  const targets: PageTarget[] = selectTargets(options.runs, options.sites ? { sites: options.sites } : {}).filter((t) =>
    t.templates.some((x) => x.startsWith('vehicle')),
  );
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  for (const target of targets) {
    try {
      log(`interactions: building ${target.label}…`);
      const { site } = await target.build();
      let base: BenchSite | undefined;
      if (target.baseline && options.baseline) {
        try {
          base = (await target.build(options.baseline.root)).site;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          failures.push(`${target.label} (baseline ${options.baseline.short}): ${message}`);
          rows.push({
            group: GROUP,
            site: target.label,
            side: 'baseline',
            name: 'site failed',
            value: Number.NaN,
            unit: 'count',
            note: message.slice(0, 400),
          });
        }
      }
      rows.push(...(await benchSite(target.label, target.interactionRuns, site, base, options.baseline, log)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${target.label}: ${message}`);
      rows.push({
        group: GROUP,
        site: target.label,
        name: 'site failed',
        value: Number.NaN,
        unit: 'count',
        note: message.slice(0, 400),
      });
    }
  }
  if (failures.length > 0) throw new PartialFailure(failures.join('; '), rows);
  return rows;
}
