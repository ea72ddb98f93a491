/**
 * `npm run bench [-- --only build|pages|interactions|search|api|libs] [--huge] [--sizes 1000,10000,…] [--runs N]
 *   [--templates home,search,…] [--sites <slug>,…] [--baseline <commit> | --no-baseline]`
 * `--sites` takes label prefixes ("southern-cross-motor-group" is the demo and its 20,000-car copy) or whole
 * labels ending in `$` ("southern-cross-motor-group$": the demo alone); it narrows pages, interactions and keystrokes.
 * Builds and serves the demo sites and scaled group sites, measures pages (Lighthouse, bytes, the
 * no-script/no-style floor) on every demo site and the 20,000-car group site, interaction to next
 * paint on their vehicle pages, builds, search, the lead API and client libraries' bundled sizes,
 * marks every budget of issues 11 and 19 met or missed, prints the plan and one table and writes
 * both as JSON to bench/results/<timestamp>.json. The baseline commit (default: the last before the
 * React islands, issue 19) is built in its own checkout and measured beside the working tree's build
 * in the same run: the group demo's pages, keystrokes and interactions, and builds up to 10,000 cars.
 */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { cliFlags } from '../build/args';
import type { BenchRow } from './types';
import { ROOT } from './bench-site';
import { formatTable, missedSummary, writeResults } from './table';
import { removeKeptSites } from './scaled-site';
import { describeTargets, selectTargets } from './page-targets';
import { HUGE_SIZE, HUGE_SKIPPED, SIDE_BY_SIDE_MAX } from './build-bench';
import { PartialFailure } from './partial-failure';
import { BASELINE_COMMIT, BASELINE_DIR, ensureBaseline, resolveCommit, type Baseline } from './baseline';

const PARTS = ['build', 'pages', 'interactions', 'search', 'api', 'libs'] as const;
/** The parts that measure the baseline beside the working tree. */
const BASELINE_PARTS: readonly Part[] = ['build', 'pages', 'interactions', 'search'];
type Part = (typeof PARTS)[number];

const USAGE =
  'npm run bench [-- --only build|pages|interactions|search|api|libs] [--huge] [--sizes 1000,10000,…] [--runs N] ' +
  '[--templates home,search,…] [--sites <slug>,…] [--baseline <commit> | --no-baseline]';
const args = cliFlags(USAGE, {
  only: { type: 'string' },
  huge: { type: 'boolean' },
  sizes: { type: 'string' },
  runs: { type: 'string' },
  templates: { type: 'string' },
  sites: { type: 'string' },
  baseline: { type: 'string' },
  'no-baseline': { type: 'boolean' },
});
const only = args.only?.split(',') ?? [...PARTS];
const unknown = only.filter((p) => !PARTS.includes(p as Part));
if (unknown.length > 0) {
  console.error(`Unknown --only ${unknown.join(',')}; choose from ${PARTS.join(', ')} (comma-separated).`);
  process.exit(2);
}
const runs = args.runs === undefined ? 3 : Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of 1 or more.');
  process.exit(2);
}
const sizes = args.sizes?.split(',').map(Number);
if (sizes?.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(
    '--sizes takes car counts separated by commas, e.g. --sizes 1000,10000 (100,000 and more build on a 4 GB heap).',
  );
  process.exit(2);
}
const templates = args.templates?.split(',');
if (args.baseline !== undefined && args['no-baseline']) {
  console.error(
    '--baseline takes a commit (default the last before issue 19); --no-baseline leaves the baseline out. Use one of them.',
  );
  process.exit(2);
}
const baselineCommit = args['no-baseline'] ? undefined : (args.baseline ?? BASELINE_COMMIT);
const wantsBaseline = baselineCommit !== undefined && only.some((p) => BASELINE_PARTS.includes(p as Part));
const sites = args.sites?.split(',');
const started = new Date();
const log = (line: string) =>
  console.log(`[${((Date.now() - started.getTime()) / 1000).toFixed(0).padStart(4)} s] ${line}`);
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
let baselineId: string | undefined;
let baselineError: string | undefined;
if (wantsBaseline) {
  try {
    baselineId = resolveCommit(baselineCommit!);
  } catch (error) {
    baselineError = error instanceof Error ? error.message : String(error);
  }
}
const interactionTargets = selectTargets(runs, sites ? { sites } : {}).filter((t) =>
  t.templates.some((x) => x.startsWith('vehicle')),
);
const short = baselineId?.slice(0, 7);
const plan = {
  baseline: baselineId
    ? `${short} (${baselineId}) in ${BASELINE_DIR}, beside the working tree: the group demo's pages, keystrokes and interactions, builds up to ${SIDE_BY_SIDE_MAX.toLocaleString('en-AU')} cars`
    : baselineError
      ? `failed: ${baselineError}`
      : baselineCommit
        ? 'not needed by these parts'
        : 'left out (--no-baseline)',
  pages: only.includes('pages')
    ? describeTargets(selectTargets(runs, { ...(sites ? { sites } : {}), ...(templates ? { templates } : {}) }), short)
    : 'not run',
  interactions: only.includes('interactions')
    ? interactionTargets
        .map((t) => `${t.label}: ${t.interactionRuns} runs${t.baseline && short ? ` + baseline ${short}` : ''}`)
        .join('; ') || 'no site with a vehicle page'
    : 'not run',
  hugeBuild: !only.includes('build')
    ? 'not run'
    : args.huge === true
      ? 'measured (--huge)'
      : sizes?.some((n) => n >= HUGE_SIZE)
        ? 'measured (--sizes)'
        : HUGE_SKIPPED,
};
console.log(
  `Plan: baseline — ${plan.baseline}.\npages — ${plan.pages}.\ninteractions (gallery, favourite, calculator; first and after hydration; CPU 4×) — ${plan.interactions}.\n100,000-car build — ${plan.hugeBuild}.\n`,
);

/** The baseline checkout, made ready (checked out and installed when the commit changed) before the first part that needs it. */
let baseline: Baseline | undefined;
if (baselineId) {
  try {
    baseline = ensureBaseline(baselineId, log);
  } catch (error) {
    baselineError = error instanceof Error ? error.message : String(error);
  }
}
if (baselineError) {
  failed.push(`baseline: ${baselineError}`);
  rows.push({
    group: 'baseline',
    name: 'baseline not built',
    value: Number.NaN,
    unit: 'count',
    note: `${baselineError.slice(0, 400)}; the current build is measured alone`,
  });
}

const withBaseline = baseline ? { baseline } : {};
try {
  // Builds first, alone: their seconds and peak memory are the most sensitive to other load.
  await part('build', async () =>
    (await import('./build-bench')).benchBuilds({
      huge: args.huge === true,
      log,
      ...(sizes ? { sizes } : {}),
      ...withBaseline,
    }),
  );
  await part('pages', async () =>
    (await import('./page-bench')).benchPages({
      runs,
      log,
      ...(templates ? { templates } : {}),
      ...(sites ? { sites } : {}),
      ...withBaseline,
    }),
  );
  await part('interactions', async () =>
    (await import('./interaction')).benchInteractions({ runs, log, ...(sites ? { sites } : {}), ...withBaseline }),
  );
  await part('search', async () => {
    const { benchSearchEngine } = await import('./search-engine');
    const { benchKeystroke } = await import('./keystroke');
    return [
      ...(await benchSearchEngine()),
      ...(await benchKeystroke({ log, ...withBaseline, ...(sites ? { sites } : {}) })),
    ];
  });
  await part('api', async () => (await import('./lead-api')).benchLeadApi());
  await part('libs', async () => (await import('./libs-bench')).benchLibraries());
} finally {
  await removeKeptSites();
}

const meta = {
  parts: only,
  plan,
  baseline: baseline
    ? { commit: baseline.commit, root: baseline.root }
    : baselineError
      ? { failed: baselineError }
      : null,
  runs,
  machine: {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg(),
  },
  note: 'shared, noisy machine: medians of fresh-profile runs, and ratios measured side by side',
  seconds: Math.round((Date.now() - started.getTime()) / 1000),
};
console.log(`\n${formatTable(rows)}\n\n${missedSummary(rows)}\n`);
const file = writeResults(join(ROOT, 'bench', 'results'), started, meta, rows);
console.log(
  `Took ${meta.seconds} s; load average now ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )} on ${availableParallelism()} cores (shared with other work: treat single numbers as noisy, ratios as the signal).`,
);
console.log(`Results: ${file}`);
if (failed.length > 0) {
  console.error(`Parts that failed:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}
