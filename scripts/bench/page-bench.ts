/**
 * Page rows, per site of the plan (`page-targets.ts`): the site built (in a child, like the build
 * rows) and served as production would; per template, Lighthouse (median of the target's runs,
 * fresh profile each), bytes on first view by kind (brotli), the floor (the same page with no scripts
 * or stylesheets) measured in the same rounds where the plan asks for it, and the hero picture's
 * size, format and width. A missed budget's row names what stands in the way (`culprits.ts`).
 * Where the plan says so (the group demo), the baseline commit's build of the same site is served
 * beside it and measured in the same rounds (mobile Lighthouse and bytes), row by row (issue 19).
 */
import { budgetMet, explainIfMissed, withinBudget, type BenchRow } from './types';
import { PartialFailure } from './partial-failure';
import { benchCars, serveBenchSite, serveFloor } from './serve-bench';
import type { BenchSite } from './bench-site';
import { startEdge } from './edge';
import { runLighthouse, type LighthouseResult } from './lighthouse-run';
import { pageBytes, brotliBytes, type PageBytes } from './page-bytes';
import { pageBudget, type PageMeasure } from './budgets';
import { builtCandidates, pickTemplateUrls, type Template } from './templates';
import { heaviest, heroFile, heroImageUrl, imgSrc, isModernImage, widthRatio } from './hero';
import { standsInTheWay, type PageEvidence } from './culprits';
import { describeTargets, selectTargets, type PageTarget } from './page-targets';
import { median, round } from './stats';
import type { Baseline } from './baseline';
import { sideBySide } from './side-by-side';

const KB = 1024;
type FormFactor = 'mobile' | 'desktop';
type Metric = 'score' | 'lcpMs' | 'tbtMs' | 'cls';

/** Builds, serves and measures every target's templates. */
export async function benchPages(options: {
  runs: number;
  log?: (line: string) => void;
  templates?: readonly string[];
  sites?: readonly string[];
  baseline?: Baseline;
}): Promise<BenchRow[]> {
  const log = options.log ?? (() => undefined);
  const targets = selectTargets(options.runs, options);
  log(`pages: ${describeTargets(targets, options.baseline?.short)}`);
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  // One site that cannot be built or served costs its own rows, not the other sites' measurements.
  for (const target of targets) {
    try {
      const base = target.baseline && options.baseline ? await baselineOf(target, options.baseline, log) : undefined;
      if (base && 'failed' in base) {
        failures.push(`${target.label} (baseline ${options.baseline!.short}): ${base.failed}`);
        rows.push({
          group: 'pages',
          site: target.label,
          side: 'baseline',
          name: 'site failed',
          value: Number.NaN,
          unit: 'count',
          note: `baseline ${options.baseline!.short}: ${base.failed.slice(0, 400)}`,
        });
      }
      rows.push(...(await benchTarget(target, log, base && !('failed' in base) ? base : undefined)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${target.label}: ${message}`);
      rows.push({
        group: 'pages',
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

/** The baseline's build of a target's site, or why there is none: its rows are context, so the current ones go on without it. */
async function baselineOf(
  target: PageTarget,
  baseline: Baseline,
  log: (line: string) => void,
): Promise<{ site: BenchSite; commit: string } | { failed: string }> {
  log(`pages: building ${target.label} with the baseline ${baseline.short}…`);
  try {
    return { site: (await target.build(baseline.root)).site, commit: baseline.short };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

async function benchTarget(
  target: PageTarget,
  log: (line: string) => void,
  base?: { site: BenchSite; commit: string },
): Promise<BenchRow[]> {
  log(`pages: building ${target.label}…`);
  const { site, build } = await target.build();
  const rows: BenchRow[] = [
    {
      group: 'build',
      site: target.label,
      name: `site for the page rows (${build.pages.toLocaleString('en-AU')} pages)`,
      value: round(build.seconds, 1),
      unit: 's',
      note: `peak ${Math.round(build.peakMb)} MB`,
    },
  ];
  const cars = benchCars(site);
  const urls = pickTemplateUrls(site.outDir, cars);
  const tried = builtCandidates(site.outDir, cars);
  const { templates } = target;
  const server = await serveBenchSite(site);
  const floor = target.floor
    ? await serveFloor(
        site.outDir,
        templates.map((t) => urls[t]).filter((p): p is string => p !== undefined),
      )
    : undefined;
  // Lighthouse loads the pages over HTTPS and HTTP/2 as the CDN edge serves them (edge.ts).
  const edge = await startEdge(server.url);
  const floorEdge = floor && edge ? await startEdge(floor.url) : undefined;
  const origins: Origins = { site: server.url, siteEdge: edge?.url, floor: floor?.url, floorEdge: floorEdge?.url };
  // The baseline's build of the same site, served and fronted alike.
  const baseServer = base ? await serveBenchSite(base.site) : undefined;
  const baseEdge = baseServer && edge ? await startEdge(baseServer.url) : undefined;
  const baseUrls = base ? pickTemplateUrls(base.site.outDir, benchCars(base.site)) : undefined;
  try {
    for (const template of templates) {
      const path = urls[template];
      if (!path) {
        rows.push(notOnSite(target.label, template, tried[template]));
        continue;
      }
      log(`pages: ${target.label} ${template} ${path}`);
      const basePath = baseUrls?.[template];
      const against =
        base && baseServer && basePath
          ? { commit: base.commit, site: baseServer.url, siteEdge: baseEdge?.url, path: basePath }
          : undefined;
      rows.push(...(await benchTemplate(target, template, origins, path, against)));
    }
  } finally {
    await baseEdge?.close();
    await baseServer?.close();
    await floorEdge?.close();
    await edge?.close();
    await floor?.close();
    await server.close();
  }
  return rows;
}

/** A row for one measure, with the template's budget on it when it has one. */
function row(
  site: string,
  template: Template,
  name: string,
  value: number,
  unit: BenchRow['unit'],
  measure?: PageMeasure,
  note?: string,
): BenchRow {
  const budget = measure ? pageBudget(template, measure) : undefined;
  return {
    group: `page: ${template}`,
    site,
    name,
    value,
    unit,
    ...(budget ? { budget } : {}),
    ...(note ? { note } : {}),
  };
}

/** The one row of a template the site has no page of: nothing to judge, and said so. */
export function notOnSite(site: string, template: Template, tried: readonly string[]): BenchRow {
  const where = tried.length
    ? ` (none of ${tried.slice(0, 3).join(', ')}${tried.length > 3 ? ', …' : ''} was built)`
    : '';
  return {
    group: `page: ${template}`,
    site,
    name: 'not on this site',
    value: Number.NaN,
    unit: 'count',
    note: `this site has no ${template} page${where}; its budgets do not apply here`,
  };
}

/** The run whose `metric` is nearest the median: the one whose diagnostics explain the reported figure. */
export function medianRun(list: readonly LighthouseResult[], metric: Metric): LighthouseResult | undefined {
  const mid = median(list.map((r) => r[metric]));
  return [...list].sort((a, b) => Math.abs(a[metric] - mid) - Math.abs(b[metric] - mid))[0];
}

const LIGHTHOUSE_MEASURES: ReadonlyArray<[PageMeasure, Metric]> = [
  ['mobile score', 'score'],
  ['mobile LCP', 'lcpMs'],
  ['mobile TBT', 'tbtMs'],
  ['mobile CLS', 'cls'],
];

/** The template's mobile Lighthouse budgets that the median of `runs` misses. */
export function missedLighthouseBudgets(template: Template, runs: readonly LighthouseResult[]): PageMeasure[] {
  if (runs.length === 0) return [];
  return LIGHTHOUSE_MEASURES.filter(([measure, key]) => {
    const budget = pageBudget(template, measure);
    return budget !== undefined && !withinBudget(median(runs.map((r) => r[key])), budget);
  }).map(([measure]) => measure);
}

/** Where a target's pages are served: the local servers, and the edge in front of each when there is one. */
interface Origins {
  site: string;
  siteEdge?: string;
  floor?: string;
  floorEdge?: string;
}

/** A Lighthouse run through the edge, its request URLs put back on the local origin the byte rows fetch from. */
async function runThrough(
  local: string,
  edge: string | undefined,
  path: string,
  ff: FormFactor,
): Promise<LighthouseResult> {
  const result = await runLighthouse((edge ?? local) + path, ff);
  if (!edge) return result;
  return {
    ...result,
    requests: result.requests.map((r) =>
      r.url.startsWith(edge) ? { ...r, url: local + r.url.slice(edge.length) } : r,
    ),
  };
}

/** The baseline build's page of a template, where it is measured beside ours. */
interface Against {
  commit: string;
  site: string;
  siteEdge?: string;
  path: string;
}

async function benchTemplate(
  target: PageTarget,
  template: Template,
  origins: Origins,
  path: string,
  against?: Against,
): Promise<BenchRow[]> {
  const origin = origins.site;
  const floorOrigin = origins.floor;
  const ours: Record<FormFactor, LighthouseResult[]> = { mobile: [], desktop: [] };
  const bare: Record<FormFactor, LighthouseResult[]> = { mobile: [], desktop: [] };
  const before: LighthouseResult[] = [];
  // Ours, the floor and the baseline alternate within each round, so a burst of load hits them alike.
  for (let i = 0; i < target.runs; i++) {
    for (const ff of target.formFactors) {
      ours[ff].push(await runThrough(origin, origins.siteEdge, path, ff));
      if (floorOrigin) bare[ff].push(await runThrough(floorOrigin, origins.floorEdge, path, ff));
      if (against && ff === 'mobile')
        before.push(await runThrough(against.site, against.siteEdge, against.path, 'mobile'));
    }
  }
  // A miss is reported from a median, never from one run on a noisy machine.
  const missed = missedLighthouseBudgets(template, ours.mobile);
  const topUp = missed.length > 0 ? target.confirmRuns - ours.mobile.length : 0;
  for (let i = 0; i < topUp; i++) ours.mobile.push(await runThrough(origin, origins.siteEdge, path, 'mobile'));
  const site = target.label;
  const rows: BenchRow[] = [];
  const served = origins.siteEdge
    ? 'over HTTPS and HTTP/2 as the CDN edge serves it'
    : 'over HTTP/1.1 (no openssl for the bench edge)';
  const runsOf = (n: number) => (n > 1 ? `median of ${n} fresh-profile runs` : 'one fresh-profile run');
  const toppedUp = topUp > 0 ? ` (${target.runs} planned; ${missed.join(', ')} missed, so ${topUp} more)` : '';
  const runsNote = (ff: FormFactor) =>
    `${path}; ${runsOf(ours[ff].length)}${ff === 'mobile' ? toppedUp : ''}, simulated throttling, ${served}, shared noisy machine`;
  for (const ff of target.formFactors) {
    const m = (key: Metric, list = ours[ff]) => median(list.map((r) => r[key]));
    const measure = (name: 'score' | 'LCP' | 'TBT' | 'CLS') =>
      ff === 'mobile' ? (`mobile ${name}` as PageMeasure) : undefined;
    const explained = (r: BenchRow, name: 'score' | 'LCP' | 'TBT' | 'CLS', key: Metric) =>
      explainIfMissed(r, () => standsInTheWay(`mobile ${name}`, medianRun(ours[ff], key)?.diagnostics));
    rows.push(
      explained(
        row(site, template, `${ff} score`, m('score'), 'score', measure('score'), runsNote(ff)),
        'score',
        'score',
      ),
      explained(row(site, template, `${ff} LCP`, round(m('lcpMs')), 'ms', measure('LCP')), 'LCP', 'lcpMs'),
      explained(row(site, template, `${ff} TBT`, round(m('tbtMs')), 'ms', measure('TBT')), 'TBT', 'tbtMs'),
      explained(row(site, template, `${ff} CLS`, round(m('cls'), 3), 'ratio', measure('CLS')), 'CLS', 'cls'),
    );
    if (floorOrigin) {
      const floorLcp = m('lcpMs', bare[ff]);
      rows.push(
        row(
          site,
          template,
          `${ff} floor LCP (no scripts, no styles)`,
          round(floorLcp),
          'ms',
          undefined,
          `floor score ${m('score', bare[ff])}, TBT ${round(m('tbtMs', bare[ff]))} ms`,
        ),
        row(
          site,
          template,
          `${ff} LCP / floor LCP`,
          round(m('lcpMs') / floorLcp, 2),
          'ratio',
          undefined,
          'measured side by side, same rounds',
        ),
      );
    }
  }
  const first = ours.mobile[0]!;
  const sizes = await pageBytes(first.requests, origin);
  rows.push(...(await byteRows(site, template, origin, path, first, sizes)));
  if (pageBudget(template, 'hero image'))
    rows.push(...(await heroRows(site, template, origin, path, first, sizes.byUrl)));
  if (!against || before.length === 0) return rows;
  return sideBySide(rows, await baselineRows(site, template, against, before, runsOf(before.length)), against.commit);
}

/** The baseline build's rows of a template: mobile Lighthouse (median of its runs) and bytes on first view, named as ours are so they pair. */
async function baselineRows(
  site: string,
  template: Template,
  against: Against,
  runs: readonly LighthouseResult[],
  runsText: string,
): Promise<BenchRow[]> {
  const m = (key: Metric) => median(runs.map((r) => r[key]));
  const note = `${against.path}; ${runsText}, in the same rounds as ours`;
  const rows: BenchRow[] = [
    row(site, template, 'mobile score', m('score'), 'score', undefined, note),
    row(site, template, 'mobile LCP', round(m('lcpMs')), 'ms'),
    row(site, template, 'mobile TBT', round(m('tbtMs')), 'ms'),
    row(site, template, 'mobile CLS', round(m('cls'), 3), 'ratio'),
  ];
  const first = runs[0]!;
  rows.push(
    ...(await byteRows(
      site,
      template,
      against.site,
      against.path,
      first,
      await pageBytes(first.requests, against.site),
      false,
    )),
  );
  return rows;
}

/** Bytes on first view by kind, from the first mobile run's requests; `explain` names what makes a missed HTML budget (not for a baseline's rows). */
async function byteRows(
  site: string,
  template: Template,
  origin: string,
  path: string,
  run: LighthouseResult,
  { bytes, byUrl }: { bytes: PageBytes; byUrl: Map<string, number> },
  explain = true,
): Promise<BenchRow[]> {
  const kb = (n: number) => round(n / KB, 1);
  const scripts = heaviest(run.requests, byUrl, 'Script');
  const evidence: PageEvidence = { ...(scripts ? { heaviestScripts: scripts } : {}) };
  const kinds: Array<[keyof PageBytes, string, PageMeasure | undefined, string | undefined]> = [
    ['html', 'HTML', 'HTML', 'mobile viewport, as the server sends it with Accept-Encoding br'],
    ['css', 'CSS', undefined, undefined],
    ['js', 'JS', 'JS', scripts ? `heaviest: ${scripts}` : 'no scripts on first view'],
    ['images', 'images', undefined, undefined],
    ['fonts', 'fonts', undefined, undefined],
    ['other', 'data and other (fetch/XHR)', undefined, heaviest(run.requests, byUrl, 'other')],
  ];
  const rows: BenchRow[] = [];
  for (const [key, label, measure, note] of kinds) {
    const r = row(site, template, `${label} first view, brotli`, kb(bytes[key]), 'KB', measure, note);
    if (!explain) {
      rows.push(r);
      continue;
    }
    if (measure === 'HTML' && budgetMet(r) === false) evidence.html = await (await fetch(origin + path)).text();
    // The JS row's note already names the heaviest scripts.
    rows.push(measure === 'HTML' ? explainIfMissed(r, () => standsInTheWay('HTML', undefined, evidence)) : r);
  }
  return rows;
}

/** The hero picture: bytes as sent, AVIF/WebP, and its width against the device pixels it fills in the mobile run. */
async function heroRows(
  site: string,
  template: Template,
  origin: string,
  path: string,
  run: LighthouseResult,
  byUrl: Map<string, number>,
): Promise<BenchRow[]> {
  const hero = await heroImageUrl(origin, path, run.lcpElement);
  if (!hero) {
    const note = 'no hero picture found (neither the LCP element nor an image preload)';
    return (['hero image', 'hero format', 'hero width'] as const).map((m) =>
      row(site, template, m, Number.NaN, m === 'hero image' ? 'KB' : m === 'hero format' ? 'count' : 'ratio', m, note),
    );
  }
  const shownPath = hero.replace(origin, '');
  const size = byUrl.get(hero) ?? (await brotliBytes(hero));
  const file = await heroFile(hero);
  const { shownWidth } = run.diagnostics.lcp;
  const { dpr } = run.diagnostics;
  // The shown width is the LCP element's: only meaningful when the LCP element is this picture.
  const lcpSrc = imgSrc(run.lcpElement);
  const isLcp = shownWidth !== undefined && lcpSrc !== undefined && new URL(lcpSrc, origin + path).href === hero;
  const needed = isLcp ? Math.round(shownWidth * dpr) : undefined;
  return [
    row(site, template, 'hero image', round(size / KB, 1), 'KB', 'hero image', shownPath),
    row(
      site,
      template,
      'hero format (1 = AVIF or WebP)',
      isModernImage(file.contentType) ? 1 : 0,
      'count',
      'hero format',
      `${file.contentType || 'no Content-Type'}, ${file.width}×${file.height} px`,
    ),
    isLcp
      ? row(
          site,
          template,
          'hero width ÷ (shown width × DPR)',
          round(widthRatio(file.width, shownWidth, dpr), 2),
          'ratio',
          'hero width',
          `${file.width} px file for ${Math.round(shownWidth)} CSS px × DPR ${dpr} = ${needed} px (mobile run)`,
        )
      : row(
          site,
          template,
          'hero width ÷ (shown width × DPR)',
          Number.NaN,
          'ratio',
          'hero width',
          'not measured: the LCP element is not the hero picture, so its shown width is unknown',
        ),
  ];
}
