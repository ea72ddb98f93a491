/**
 * `npm run bench [-- --only build|pages|search|api|libs] [--huge] [--sizes 1000,10000,…] [--runs N] [--templates home,search,…] [--sites <slug>,…]`
 * Builds and serves the demo sites and scaled group sites, measures pages (Lighthouse, bytes, the
 * no-script/no-style floor) on every demo site and the 20,000-car group site, builds, search, the
 * lead API and client libraries' bundled sizes, marks every budget of issue 11 met or missed, prints
 * the plan and one table and writes both as JSON to bench/results/<timestamp>.json.
 */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from '../build/args';
import type { BenchRow } from './types';
import { ROOT } from './bench-site';
import { formatTable, writeResults } from './table';
import { removeKeptSites } from './scaled-site';
import { describeTargets, selectTargets } from './page-targets';
import { HUGE_SIZE, HUGE_SKIPPED } from './build-bench';
import { PartialFailure } from './partial-failure';

const PARTS = ['build', 'pages', 'search', 'api', 'libs'] as const;
type Part = (typeof PARTS)[number];

const args = parseArgs(process.argv.slice(2));
const only = typeof args.only === 'string' ? args.only.split(',') : [...PARTS];
const unknown = only.filter((p) => !PARTS.includes(p as Part));
if (unknown.length > 0) {
  console.error(`Unknown --only ${unknown.join(',')}; choose from ${PARTS.join(', ')} (comma-separated).`);
  process.exit(2);
}
const runs = typeof args.runs === 'string' ? Number(args.runs) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of 1 or more.');
  process.exit(2);
}
const sizes = typeof args.sizes === 'string' ? args.sizes.split(',').map(Number) : undefined;
if (sizes?.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('--sizes takes car counts separated by commas, e.g. --sizes 1000,10000 (100,000 and more build on a 4 GB heap).');
  process.exit(2);
}
const templates = typeof args.templates === 'string' ? args.templates.split(',') : undefined;
const sites = typeof args.sites === 'string' ? args.sites.split(',') : undefined;
const started = new Date();
const log = (line: string) => console.log(`[${((Date.now() - started.getTime()) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const rows: BenchRow[] = [];
const failed: string[] = [];

/** Runs one part; a part that throws becomes a note, the others still run. */
async function part(name: Part, run: () => Promise<BenchRow[]>): Promise<void> {
  if (!only.includes(name)) return;
  log(`${name}…`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PartialFailure) rows.push(...error.rows);
    failed.push(`${name}: ${message}`);
    rows.push({ group: name, name: 'part failed', value: Number.NaN, unit: 'count', note: message.slice(0, 400) });
  }
}

/** What this run measures, printed first and kept in the results file. */
const plan = {
  pages: only.includes('pages') ? describeTargets(selectTargets(runs, { ...(sites ? { sites } : {}), ...(templates ? { templates } : {}) })) : 'not run',
  hugeBuild: !only.includes('build') ? 'not run' : args.huge === true ? 'measured (--huge)' : sizes?.some((n) => n >= HUGE_SIZE) ? 'measured (--sizes)' : HUGE_SKIPPED,
};
console.log(`Plan: pages — ${plan.pages}.\n100,000-car build — ${plan.hugeBuild}.\n`);

try {
  // Builds first, alone: their seconds and peak memory are the most sensitive to other load.
  await part('build', async () => (await import('./build-bench')).benchBuilds({ huge: args.huge === true, log, ...(sizes ? { sizes } : {}) }));
  await part('pages', async () => (await import('./page-bench')).benchPages({ runs, log, ...(templates ? { templates } : {}), ...(sites ? { sites } : {}) }));
  await part('search', async () => {
    const { benchSearchEngine } = await import('./search-engine');
    const { benchKeystroke } = await import('./keystroke');
    return [...(await benchSearchEngine()), ...(await benchKeystroke({ log }))];
  });
  await part('api', async () => (await import('./lead-api')).benchLeadApi());
  await part('libs', async () => (await import('./libs-bench')).benchLibraries());
} finally {
  await removeKeptSites();
}

const meta = {
  parts: only,
  plan,
  runs,
  machine: { cores: availableParallelism(), cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), loadAverage: loadavg() },
  note: 'shared, noisy machine: medians of fresh-profile runs, and ratios measured side by side',
  seconds: Math.round((Date.now() - started.getTime()) / 1000),
};
console.log(`\n${formatTable(rows)}\n`);
const file = writeResults(join(ROOT, 'bench', 'results'), started, meta, rows);
console.log(`Took ${meta.seconds} s; load average now ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores (shared with other work: treat single numbers as noisy, ratios as the signal).`);
console.log(`Results: ${file}`);
if (failed.length > 0) {
  console.error(`Parts that failed:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}
