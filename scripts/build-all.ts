/**
 * `npm run build:all [-- --jobs N] [--heap-mb MB] [--force] [--sites-dir DIR]`: builds every site under
 * sites/, skipping a site whose inputs (its folder and the shared code) are unchanged since its last
 * build. Builds run in parallel, as many as the cores and the available memory allow (each child gets
 * a heap limit of --heap-mb, default 1.5 GB), with a progress line per site and a summary table at the
 * end. Each site builds in its own process, so memory is returned between sites and a failure in one
 * site does not stop the others. Each site keeps its own build cache (.cache/astro/<slug>/), so a site
 * reuses only its own unchanged pages; its line says how many pages it rendered and reused. `--force`
 * builds every site, cold (every page rendered).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, freemem } from 'node:os';
import { join, resolve } from 'node:path';
import { cliFlags } from './build/args';
import { buildConcurrency, childNodeOptions, DEFAULT_BUILD_HEAP_MB } from './build/concurrency';
import { inputsHash } from './build/inputs-hash';
import { buildRecordsDir } from './build/build-records';

const root = resolve(import.meta.dirname, '..');
const USAGE = 'npm run build:all [-- --jobs N] [--heap-mb MB] [--force] [--sites-dir DIR]';
const args = cliFlags(USAGE, {
  jobs: { type: 'string' },
  'heap-mb': { type: 'string' },
  force: { type: 'boolean' },
  'sites-dir': { type: 'string' },
});
const sitesDir = resolve(args['sites-dir'] ?? join(root, 'sites'));
const heapMb = Number(args['heap-mb'] ?? DEFAULT_BUILD_HEAP_MB);
const force = args.force === true;
for (const [flag, value] of [
  ['jobs', args.jobs],
  ['heap-mb', args['heap-mb']],
] as const) {
  if (value !== undefined && !(Number.isInteger(Number(value)) && Number(value) > 0)) {
    console.error(`--${flag} takes a whole number of 1 or more, found ${value}. Usage: ${USAGE}`);
    process.exit(2);
  }
}

interface Row {
  slug: string;
  status: 'built' | 'skipped' | 'failed';
  summary: string;
  seconds: number;
}

const slugs = readdirSync(sitesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(sitesDir, d.name, 'site.yaml')))
  .map((d) => d.name)
  .sort();

const { jobs, limitedBy } = buildConcurrency({
  cores: availableParallelism(),
  availableBytes: process.availableMemory?.() ?? freemem(),
  heapMb,
  sites: slugs.length,
  requested: args.jobs === undefined ? undefined : Number(args.jobs),
});
console.log(`Building ${slugs.length} sites, ${jobs} at a time (bound: ${limitedBy}; heap ${heapMb} MB each)`);

const hashFile = (slug: string) => join(buildRecordsDir(join(root, 'dist', slug)), 'inputs.sha256');
// Per-site settings must not leak from the shell into every site's build.
const { FORECOURT_FEED: _feed, FORECOURT_SITE: _site, ...baseEnv } = process.env;
const childEnv = { ...baseEnv, NODE_OPTIONS: childNodeOptions(process.env.NODE_OPTIONS, heapMb) };
const started = performance.now();
let finished = 0;

/** `[4/12 done, 1:05]` */
const progress = () => {
  const s = Math.round((performance.now() - started) / 1000);
  return `[${finished}/${slugs.length} done, ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}]`;
};

async function buildOne(slug: string): Promise<Row> {
  const hash = await inputsHash(root, join(sitesDir, slug));
  const previous = await readFile(hashFile(slug), 'utf8').catch(() => '');
  if (!force && previous.trim() === hash) return { slug, status: 'skipped', summary: 'inputs unchanged', seconds: 0 };
  console.log(`${progress()} ${slug}: building…`);
  const t0 = performance.now();
  const output: string[] = [];
  const code = await new Promise<number>((done) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'scripts', 'build.ts'),
        '--site',
        slug,
        '--sites-dir',
        sitesDir,
        ...(force ? ['--force'] : []),
      ],
      {
        cwd: root,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (c) => done(c ?? 1));
  });
  const seconds = (performance.now() - t0) / 1000;
  if (code !== 0) {
    console.log(`  ${slug} failed:\n    ${output.slice(-8).join('\n    ')}`);
    return { slug, status: 'failed', summary: output.filter((l) => l.trim()).slice(-1)[0] ?? `exit ${code}`, seconds };
  }
  await writeFile(hashFile(slug), `${hash}\n`);
  const summary = (output.filter((l) => l.startsWith(`${slug}:`)).pop() ?? '').replace(`${slug}: `, '');
  return { slug, status: 'built', summary, seconds };
}

const rows: Row[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < slugs.length) {
      const i = next++;
      const row = await buildOne(slugs[i]!);
      rows[i] = row;
      finished++;
      console.log(
        `${progress()} ${row.slug}: ${row.status === 'built' ? row.summary : row.status === 'skipped' ? 'unchanged, skipped' : 'FAILED'}`,
      );
    }
  }),
);

const width = Math.max(4, ...slugs.map((s) => s.length));
console.log(`\n${'site'.padEnd(width)}  status   time     result`);
for (const r of rows)
  console.log(`${r.slug.padEnd(width)}  ${r.status.padEnd(7)}  ${`${r.seconds.toFixed(1)} s`.padEnd(7)}  ${r.summary}`);
const count = (status: Row['status']) => rows.filter((r) => r.status === status).length;
console.log(
  `\n${count('built')} built, ${count('skipped')} skipped, ${count('failed')} failed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(count('failed') ? 1 : 0);
