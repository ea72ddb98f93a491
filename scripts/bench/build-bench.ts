/**
 * Build rows: the group demo site's feed scaled to 1,000 / 10,000 / 20,000 cars (and 100,000 with
 * --huge, on a 4 GB heap), each built in its own child process: seconds, peak memory, pages per
 * second, and the 20,000 / 10,000 time ratio (above about 2.1 some step grows with the square of
 * the stock).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import type { BenchRow } from './types';
import { buildWithRetry, makeBenchSite, removeBenchSite, ROOT, type ChildBuild } from './bench-site';
import { scaleFeed, writeFeedFile } from './scale-feed';

const GROUP = 'build';
/** The demo site whose feed is scaled: the dealer group, the widest mix of stock and locations. */
export const SCALED_SITE = 'southern-cross-motor-group';
const SECONDS_BUDGET_20K = 60;
const MEMORY_BUDGET_MB = 1.5 * 1024;
const fmt = (n: number) => n.toLocaleString('en-AU');
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** Builds the scaled sites and returns their rows; `huge` adds the 100,000-car build. */
export async function benchBuilds(options: { sizes?: number[]; huge?: boolean; log?: (line: string) => void } = {}): Promise<BenchRow[]> {
  const log = options.log ?? (() => undefined);
  const sizes = options.sizes ?? [1000, 10_000, 20_000];
  const source = JSON.parse(readFileSync(join(ROOT, 'sites', SCALED_SITE, 'feed.generated.json'), 'utf8')) as Record<string, unknown>[];
  const rows: BenchRow[] = [];
  const seconds = new Map<number, number>();
  for (const size of options.huge ? [...sizes, 100_000] : sizes) {
    const huge = size >= 100_000;
    const site = makeBenchSite(SCALED_SITE, `cars-${size}`, (file) => writeFeedFile(file, scaleFeed(source, size)));
    log(`build: ${fmt(size)} cars${huge ? ' (4 GB heap)' : ''}…`);
    const result = await buildWithRetry(site, huge ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim() } : {}, huge ? 90 * 60_000 : 30 * 60_000);
    removeBenchSite(site);
    log(`build: ${fmt(size)} cars ${result.ok ? `done in ${round(result.seconds)} s, peak ${Math.round(result.peakMb)} MB` : failure(result)}`);
    rows.push(...buildRows(size, result));
    if (result.ok) seconds.set(size, result.seconds);
  }
  const t10 = seconds.get(10_000);
  const t20 = seconds.get(20_000);
  if (t10 && t20) {
    rows.push({ group: GROUP, name: 'time ratio 20,000 / 10,000 cars', value: round(t20 / t10, 2), unit: 'ratio', budget: { limit: 2.1, better: 'lower' }, note: 'above ~2.1 some step grows with the square of the stock; builds run one after the other on shared cores' });
  }
  return rows;
}

/** The rows of one build. */
export function buildRows(size: number, result: ChildBuild): BenchRow[] {
  const at = `${fmt(size)} cars`;
  const conditions = `child process, /usr/bin/time max RSS; load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} shared cores`;
  if (size >= 100_000) {
    return [
      { group: GROUP, name: `${at} build finishes (4 GB heap)`, value: result.ok ? 1 : 0, unit: 'count', budget: { limit: 1, better: 'higher' }, note: result.ok ? `${round(result.seconds)} s, peak ${Math.round(result.peakMb)} MB` : failure(result) },
      ...(result.ok ? [{ group: GROUP, name: `${at} seconds`, value: round(result.seconds), unit: 's' as const, note: conditions }] : []),
    ];
  }
  if (!result.ok) return [{ group: GROUP, name: `${at} build finishes`, value: 0, unit: 'count', budget: { limit: 1, better: 'higher' }, note: failure(result) }];
  const budget20k = size === 20_000;
  return [
    { group: GROUP, name: `${at} seconds`, value: round(result.seconds), unit: 's', note: `wall time of the whole build command (feed, Astro, search index); ${conditions}`, ...(budget20k ? { budget: { limit: SECONDS_BUDGET_20K, better: 'lower' as const } } : {}) },
    { group: GROUP, name: `${at} peak memory`, value: Math.round(result.peakMb), unit: 'MB', ...(budget20k ? { budget: { limit: MEMORY_BUDGET_MB, better: 'lower' as const } } : {}) },
    { group: GROUP, name: `${at} pages per second`, value: round(result.pages / result.seconds), unit: 'count', note: `${fmt(result.pages)} pages${result.retried ? `; ${result.retried}` : ''}` },
  ];
}

/** The last lines of a failed build's output, for the note. */
function failure(result: ChildBuild): string {
  const tail = result.output.split('\n').filter(Boolean).slice(-3).join(' | ');
  return `failed after ${round(result.seconds)} s (peak ${Math.round(result.peakMb)} MB): ${tail.slice(0, 300)}`;
}
