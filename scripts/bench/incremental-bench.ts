/**
 * Incremental build rows (issue 22): the scaled group site built cold, then again from its build cache
 * with no change, after a 1% feed change and after a 10% one (feed-change.ts: prices, and a tenth of
 * the share sold and as many new), each in its own child process: seconds, peak memory, and the pages
 * rendered and reused. The clock is pinned for the whole chain: every page key holds the build clock
 * (docs/decisions.md § Incremental builds), so with the real clock nothing would be reused.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { explainIfMissed, type BenchRow } from './types';
import { buildWithRetry, clearBuildState, removeBenchSite, type ChildBuild } from './bench-site';
import { makeScaledSite, scaledLabel } from './scaled-site';
import { changeFeed } from './feed-change';
import { writeFeedFile } from './scale-feed';

/** The clock every build of the chain runs at. */
export const INCREMENTAL_NOW = '2026-11-20T00:00:00+10:00';
/** Issue 22's budgets at 20,000 cars: a no-change rebuild within 20 s, a 1% change within 30 s and 1.5 GB. */
const BUDGETS_20K = { 'no change': 20, '1% change': 30 } as const;
const MEMORY_BUDGET_MB = 1.5 * 1024;
const STEPS = [
  { name: 'cold', share: undefined },
  { name: 'no change', share: undefined },
  { name: '1% change', share: 0.01 },
  { name: '10% change', share: 0.1 },
] as const;

/**
 * What stands in the way of the rebuild budgets at 20,000 cars, from a CPU profile of a no-change
 * rebuild (2026-12-06, 46 s profiled; docs/decisions.md § Incremental builds).
 */
const IN_THE_WAY_NO_CHANGE =
  'in the way: the part every rebuild pays whatever changed (profile of a no-change rebuild, 46 s): reading and checking the 20,000-car feed 7 s; the search index and the prepared data 5 s; Astro starting, loading its config and bundling the site 8 s; listing the 40,000 keyed files with their keys 4 s; Astro copying the 19,930 unchanged pages and 20,000 car data files back from its cache, a directory, an existence check and a copy each, 16 s with the main thread a third idle on the file calls; the sitemap plugin sorting 20,210 addresses 2 s; the output steps 3 s. Only the 59 pages without keys are rendered';
const IN_THE_WAY_CHANGE =
  "in the way: the pages the change touches and the fixed part of every rebuild (see the no-change row): a changed, sold or new car re-renders its page and the 6 to 9 car pages that show it among similar cars, and any stock change re-renders the 212 stock pages (search, locations, offers, brands), so 1% of the stock re-renders about a tenth of the pages; Astro's page phase of the 1% rebuild (54.3 s on 2026-12-07) also restores the other 17,846 pages, as the no-change row does in 28 s";
const IN_THE_WAY_MEMORY =
  'in the way: V8 grows the heap with the pages a rebuild renders (2026-12-07: no change 1,624 MB, 1% change 1,916 MB, cold 2,584 MB), since full collections are rare now that the page copies no longer start them; under that, as in the cold build, Astro renders inside the Vite build that bundled the pages, whose native memory stays, and holds every path with its props and key to the end, beside the stock and the prepared data';

/** The pages a build rendered and reused, from its summary line; undefined from a build that does not print them. */
export function renderedAndReused(output: string): { rendered: number; reused: number } | undefined {
  const match = /\((\d+) rendered, (\d+) reused\)/.exec(output);
  return match ? { rendered: Number(match[1]), reused: Number(match[2]) } : undefined;
}

/** Builds the `size`-car site cold and then incrementally after each change; its rows. */
export async function benchIncremental(
  size: number,
  log: (line: string) => void = () => undefined,
): Promise<BenchRow[]> {
  const site = makeScaledSite(size);
  clearBuildState(site);
  const feedFile = join(site.sitesDir, site.slug, 'feed.generated.json');
  const rows: BenchRow[] = [];
  try {
    for (const step of STEPS) {
      if (step.share !== undefined) {
        const feed = JSON.parse(readFileSync(feedFile, 'utf8')) as Record<string, unknown>[];
        // Sold and arrived an hour before the build's clock: this month's sales count, as on a real day.
        writeFeedFile(feedFile, changeFeed(feed, step.share, new Date(Date.parse(INCREMENTAL_NOW) - 3_600_000)).rows);
      }
      log(`build: ${size.toLocaleString('en-AU')} cars, incremental, ${step.name}…`);
      const result = await buildWithRetry(site, { FORECOURT_NOW: INCREMENTAL_NOW });
      rows.push(...incrementalRows(size, step.name, result));
      if (!result.ok) break;
    }
  } finally {
    removeBenchSite(site);
  }
  return rows;
}

/** The rows of one build of the chain. */
export function incrementalRows(size: number, step: (typeof STEPS)[number]['name'], result: ChildBuild): BenchRow[] {
  const site = scaledLabel(size);
  const at = `${size.toLocaleString('en-AU')} cars incremental, ${step}`;
  if (!result.ok)
    return [
      {
        group: 'build',
        site,
        name: `${at}: build finishes`,
        value: 0,
        unit: 'count',
        budget: { limit: 1, better: 'higher' },
        note: result.output.split('\n').slice(-3).join(' | ').slice(0, 300),
      },
    ];
  const pages = renderedAndReused(result.output);
  const counts = pages
    ? `${pages.rendered.toLocaleString('en-AU')} pages rendered, ${pages.reused.toLocaleString('en-AU')} reused`
    : 'pages rendered and reused not printed';
  const conditions = `${counts}; ${result.phases ?? ''}; load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} shared cores`;
  const limit = size === 20_000 && step in BUDGETS_20K ? BUDGETS_20K[step as keyof typeof BUDGETS_20K] : undefined;
  const inTheWay = () =>
    pages && pages.reused === 0
      ? 'in the way: no page was reused; see docs/decisions.md § Incremental builds'
      : step === 'no change'
        ? IN_THE_WAY_NO_CHANGE
        : IN_THE_WAY_CHANGE;
  return [
    explainIfMissed(
      {
        group: 'build',
        site,
        name: `${at}: seconds`,
        value: Number(result.seconds.toFixed(1)),
        unit: 's',
        note: conditions,
        ...(limit ? { budget: { limit, better: 'lower' as const } } : {}),
      },
      inTheWay,
    ),
    explainIfMissed(
      {
        group: 'build',
        site,
        name: `${at}: peak memory`,
        value: Math.round(result.peakMb),
        unit: 'MB',
        ...(size === 20_000 && step === '1% change'
          ? { budget: { limit: MEMORY_BUDGET_MB, better: 'lower' as const } }
          : {}),
      },
      () => IN_THE_WAY_MEMORY,
    ),
  ];
}
