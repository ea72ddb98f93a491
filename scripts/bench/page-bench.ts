/**
 * Page rows: the group demo site built (in a child, like the build rows) and served as production
 * would; per template, Lighthouse mobile and desktop (median of `runs` fresh-profile runs), bytes on
 * first view by kind (brotli), and the floor (the same page with no scripts or stylesheets) measured
 * in the same rounds, interleaved with ours, with our LCP divided by the floor's.
 */
import type { BenchRow } from './types';
import { builtDemoSite } from './bench-site';
import { benchCars, serveBenchSite, serveFloor } from './serve-bench';
import { runLighthouse, type LighthouseResult } from './lighthouse-run';
import { pageBytes, brotliBytes, type PageBytes } from './page-bytes';
import { pageBudget, type PageMeasure } from './budgets';
import { pickTemplateUrls, TEMPLATES, type Template } from './templates';
import { heroImageUrl, heaviest } from './hero';
import { median, round } from './stats';

/** The demo site the pages are measured on: the group has every template the platform builds. */
export const PAGES_SITE = 'southern-cross-motor-group';
const FORM_FACTORS = ['mobile', 'desktop'] as const;
const KB = 1024;

/** Builds, serves and measures every template; `runs` Lighthouse runs per form factor and side. */
export async function benchPages(options: { runs: number; log?: (line: string) => void; site?: string; templates?: readonly string[] }): Promise<BenchRow[]> {
  const log = options.log ?? (() => undefined);
  const demo = options.site ?? PAGES_SITE;
  log(`pages: building ${demo}…`);
  const { site, build } = await builtDemoSite(demo);
  const rows: BenchRow[] = [
    { group: 'build', name: `demo site ${demo} (${build.pages.toLocaleString('en-AU')} pages)`, value: round(build.seconds, 1), unit: 's', note: `peak ${Math.round(build.peakMb)} MB` },
  ];
  const urls = pickTemplateUrls(site.outDir, benchCars(site));
  const paths = Object.values(urls).filter((p): p is string => p !== undefined);
  const server = await serveBenchSite(site);
  const floor = await serveFloor(site.outDir, paths);
  try {
    for (const template of TEMPLATES.filter((t) => !options.templates || options.templates.includes(t))) {
      const path = urls[template];
      if (!path) {
        rows.push(...notBuilt(template));
        continue;
      }
      log(`pages: ${template} ${path}`);
      rows.push(...(await benchTemplate(template, server.url, floor.url, path, options.runs)));
    }
  } finally {
    await floor.close();
    await server.close();
  }
  return rows;
}

const group = (template: Template) => `page: ${template}`;

/** A row for one measure, with the template's budget on it when it has one. */
function row(template: Template, name: string, value: number, unit: BenchRow['unit'], measure?: PageMeasure, note?: string): BenchRow {
  const budget = measure ? pageBudget(template, measure) : undefined;
  return { group: group(template), name, value, unit, ...(budget ? { budget } : {}), ...(note ? { note } : {}) };
}

/** Rows of a template the build has no page for: its budgets cannot be judged yet. */
function notBuilt(template: Template): BenchRow[] {
  const note = 'not built yet: no page of this template in the build';
  const measures: PageMeasure[] = ['mobile score', 'mobile LCP', 'mobile TBT', 'mobile CLS', 'JS', 'HTML', 'hero image'];
  const budgeted = measures.filter((m) => pageBudget(template, m));
  return budgeted.map((m) => row(template, m, Number.NaN, m === 'mobile score' ? 'score' : m.startsWith('mobile') ? (m === 'mobile CLS' ? 'ratio' : 'ms') : 'KB', m, note));
}

async function benchTemplate(template: Template, origin: string, floorOrigin: string, path: string, runs: number): Promise<BenchRow[]> {
  const ours: Record<string, LighthouseResult[]> = { mobile: [], desktop: [] };
  const bare: Record<string, LighthouseResult[]> = { mobile: [], desktop: [] };
  // Ours and the floor alternate within each round, so a burst of load hits both alike.
  for (let i = 0; i < runs; i++) {
    for (const ff of FORM_FACTORS) {
      ours[ff]!.push(await runLighthouse(origin + path, ff));
      bare[ff]!.push(await runLighthouse(floorOrigin + path, ff));
    }
  }
  const rows: BenchRow[] = [];
  const runsNote = `median of ${runs} fresh-profile runs, simulated throttling, shared noisy machine`;
  for (const ff of FORM_FACTORS) {
    const m = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls', list = ours[ff]!) => median(list.map((r) => r[key]));
    const lcp = m('lcpMs');
    const floorLcp = m('lcpMs', bare[ff]);
    const measure = (name: 'score' | 'LCP' | 'TBT' | 'CLS') => (ff === 'mobile' ? (`mobile ${name}` as PageMeasure) : undefined);
    rows.push(
      row(template, `${ff} score`, m('score'), 'score', measure('score'), `${path}; ${runsNote}`),
      row(template, `${ff} LCP`, round(lcp), 'ms', measure('LCP')),
      row(template, `${ff} TBT`, round(m('tbtMs')), 'ms', measure('TBT')),
      row(template, `${ff} CLS`, round(m('cls'), 3), 'ratio', measure('CLS')),
      row(template, `${ff} floor LCP (no scripts, no styles)`, round(floorLcp), 'ms', undefined, `floor score ${m('score', bare[ff])}, TBT ${round(m('tbtMs', bare[ff]))} ms`),
      row(template, `${ff} LCP / floor LCP`, round(lcp / floorLcp, 2), 'ratio', undefined, 'measured side by side, same rounds'),
    );
  }
  const first = ours.mobile![0]!;
  const { bytes, byUrl } = await pageBytes(first.requests, origin);
  const kb = (n: number) => round(n / KB, 1);
  const scripts = heaviest(first.requests, byUrl, 'Script');
  const kinds: Array<[keyof PageBytes, string, PageMeasure | undefined, string | undefined]> = [
    ['html', 'HTML', 'HTML', undefined],
    ['css', 'CSS', undefined, undefined],
    ['js', 'JS', 'JS', scripts ? `heaviest: ${scripts}` : 'no scripts on first view'],
    ['images', 'images', undefined, undefined],
    ['fonts', 'fonts', undefined, undefined],
    ['other', 'data and other (fetch/XHR)', undefined, heaviest(first.requests, byUrl, 'other')],
  ];
  for (const [key, label, measure, note] of kinds) {
    rows.push(row(template, `${label} first view, brotli`, kb(bytes[key]), 'KB', measure, note || (key === 'html' ? 'mobile viewport, as the server sends it with Accept-Encoding br' : undefined)));
  }
  if (pageBudget(template, 'hero image')) {
    const hero = await heroImageUrl(origin, path, first.lcpElement);
    if (hero) {
      const size = byUrl.get(hero) ?? (await brotliBytes(hero));
      rows.push(row(template, 'hero image', kb(size), 'KB', 'hero image', hero.replace(origin, '')));
    } else rows.push(row(template, 'hero image', Number.NaN, 'KB', 'hero image', 'no hero picture found (neither the LCP element nor an image preload)'));
  }
  return rows;
}
