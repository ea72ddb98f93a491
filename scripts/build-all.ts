/**
 * `npm run build:all [-- --jobs N] [--force]`: builds every site under sites/, skipping a site whose
 * inputs (its folder, its feed file and the shared code) are unchanged since its last build; shows
 * progress and ends with a summary table. Each site builds in its own process, so memory is returned
 * between sites and a failure in one site does not stop the others.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from './build/args';
import { inputsHash } from './build/inputs-hash';

const root = resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const sitesDir = resolve(typeof args['sites-dir'] === 'string' ? args['sites-dir'] : join(root, 'sites'));
const jobs = Math.max(1, Number(args.jobs ?? Math.min(2, availableParallelism())));
const force = args.force === true;

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

const hashFile = (slug: string) => join(root, 'dist', slug, '_build', 'inputs.sha256');

async function buildOne(slug: string, index: number): Promise<Row> {
  const tag = `[${index + 1}/${slugs.length}] ${slug}`;
  const hash = await inputsHash(root, join(sitesDir, slug));
  const previous = await readFile(hashFile(slug), 'utf8').catch(() => '');
  if (!force && previous.trim() === hash) {
    console.log(`${tag}: unchanged, skipped`);
    return { slug, status: 'skipped', summary: 'inputs unchanged', seconds: 0 };
  }
  console.log(`${tag}: building…`);
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'build.ts'), '--site', slug, '--sites-dir', sitesDir], {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (c) => done(c ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    console.log(`${tag}: FAILED\n  ${output.slice(-8).join('\n  ')}`);
    return { slug, status: 'failed', summary: output.filter((l) => l.trim()).slice(-1)[0] ?? `exit ${code}`, seconds };
  }
  await writeFile(hashFile(slug), `${hash}\n`);
  const summary = output.filter((l) => l.startsWith(`${slug}:`)).pop() ?? '';
  console.log(`${tag}: ${summary.replace(`${slug}: `, '')}`);
  return { slug, status: 'built', summary: summary.replace(`${slug}: `, ''), seconds };
}

const rows: Row[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(jobs, slugs.length) }, async () => {
    while (next < slugs.length) {
      const i = next++;
      rows[i] = await buildOne(slugs[i]!, i);
    }
  }),
);

const width = Math.max(4, ...slugs.map((s) => s.length));
console.log(`\n${'site'.padEnd(width)}  status   time     result`);
for (const r of rows) console.log(`${r.slug.padEnd(width)}  ${r.status.padEnd(7)}  ${`${r.seconds.toFixed(1)} s`.padEnd(7)}  ${r.summary}`);
const failed = rows.filter((r) => r.status === 'failed').length;
console.log(`\n${rows.filter((r) => r.status === 'built').length} built, ${rows.filter((r) => r.status === 'skipped').length} skipped, ${failed} failed`);
process.exit(failed ? 1 : 0);
