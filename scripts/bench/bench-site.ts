/**
 * Bench copies of demo sites: the site's config and content copied, its pictures symlinked, under a
 * `bench-…` slug in a temp sites folder. The different slug keeps the bench's build data
 * (.cache/sites/<slug>) and output apart from the builds other people run at the same time.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PHASES_LABEL } from '../build/summary';

/** Repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Temp folder of every bench site and output. */
export const BENCH_TMP = join(tmpdir(), 'forecourt-bench');

/** Where a bench site lives and builds. */
export interface BenchSite {
  slug: string;
  sitesDir: string;
  outDir: string;
  /** The build's prepared data folder (cars.json, site.json). */
  dataDir: string;
}

/** Makes `bench-<name>` from demo site `demoSlug`; `feed` (text, or a writer given the file) replaces its feed. */
export function makeBenchSite(demoSlug: string, name: string, feed?: string | ((file: string) => void)): BenchSite {
  const source = join(ROOT, 'sites', demoSlug);
  const slug = `bench-${name}`;
  const sitesDir = join(BENCH_TMP, 'sites');
  const siteDir = join(sitesDir, slug);
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(join(siteDir, 'public'), { recursive: true });
  cpSync(join(source, 'site.yaml'), join(siteDir, 'site.yaml'));
  if (existsSync(join(source, 'content'))) cpSync(join(source, 'content'), join(siteDir, 'content'), { recursive: true });
  const publicDir = join(source, 'public');
  // Pictures are symlinked, not copied: the group's media folder alone is ~30 MB. The rest (brand) is
  // copied: the build copies public/ into its output and writes there (a missing favicon), which through
  // a symlinked folder would land in the demo site's own source folder.
  if (existsSync(publicDir)) {
    for (const entry of readdirSync(publicDir)) {
      if (entry === 'media') symlinkSync(join(publicDir, entry), join(siteDir, 'public', entry));
      else cpSync(join(publicDir, entry), join(siteDir, 'public', entry), { recursive: true });
    }
  }
  const feedFile = join(siteDir, 'feed.generated.json');
  if (feed === undefined) cpSync(join(source, 'feed.generated.json'), feedFile);
  else if (typeof feed === 'string') writeFileSync(feedFile, feed);
  else feed(feedFile);
  // Output inside the repository: for an outDir outside the working directory Astro falls back to the
  // shared .astro/.prerender folder, and concurrent builds there delete each other's chunks.
  return { slug, sitesDir, outDir: join(ROOT, '.cache', 'bench', 'out', slug), dataDir: join(ROOT, '.cache', 'sites', slug) };
}

/** What one child build measured. */
export interface ChildBuild {
  ok: boolean;
  seconds: number;
  /** Peak resident memory of the build process in MB (GNU time's %M). */
  peakMb: number;
  pages: number;
  /** The build's own account of where the time went (its `phases:` line), when it printed one. */
  phases?: string;
  output: string;
  /** Why the build was run a second time, when it was. */
  retried?: string;
}

/**
 * A build whose output is outside the working directory writes its prerender chunks to the shared
 * .astro/.prerender folder, and can lose them to another such build: that failure is retried once.
 */
export const CLOBBERED = /ERR_MODULE_NOT_FOUND[^\n]*\.astro\/\.prerender/;

/** {@link buildInChild}, run again once when another build clobbered its prerender chunks. */
export async function buildWithRetry(site: BenchSite, env: NodeJS.ProcessEnv = {}, timeoutMs?: number): Promise<ChildBuild> {
  const first = await buildInChild(site, env, timeoutMs);
  if (first.ok || !CLOBBERED.test(first.output)) return first;
  const second = await buildInChild(site, env, timeoutMs);
  return { ...second, retried: `first attempt lost its prerender chunks to a concurrent build after ${first.seconds.toFixed(0)} s` };
}

/** Builds a bench site in a child process under /usr/bin/time, so its peak RSS is its own. */
export function buildInChild(site: BenchSite, env: NodeJS.ProcessEnv = {}, timeoutMs = 30 * 60_000): Promise<ChildBuild> {
  const args = ['-f', 'FC_MAXRSS_KB=%M', process.execPath, '--import', 'tsx', join(ROOT, 'scripts', 'build.ts'), '--site', site.slug, '--sites-dir', site.sitesDir, '--out', site.outDir];
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn('/usr/bin/time', args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      const rss = /FC_MAXRSS_KB=(\d+)/.exec(output);
      const pages = /(\d+) pages,/.exec(output);
      const phases = new RegExp(`${PHASES_LABEL} (.*)`).exec(output)?.[1]?.trim();
      // Kept for reading a failure in full: the table's note holds only its last lines.
      mkdirSync(join(BENCH_TMP, 'logs'), { recursive: true });
      writeFileSync(join(BENCH_TMP, 'logs', `${site.slug}.log`), output);
      done({ ok: code === 0, seconds, peakMb: rss ? Number(rss[1]) / 1024 : Number.NaN, pages: pages ? Number(pages[1]) : 0, ...(phases ? { phases } : {}), output: output.replace(/FC_MAXRSS_KB=\d+\n?/, '').trim() });
    });
  });
}

/** Removes a bench site's folders (its output can be hundreds of MB at 20,000 cars). */
export function removeBenchSite(site: BenchSite): void {
  for (const dir of [join(site.sitesDir, site.slug), site.outDir, site.dataDir, join(ROOT, '.cache', 'astro', site.slug)]) rmSync(dir, { recursive: true, force: true });
}

const built = new Map<string, Promise<{ site: BenchSite; build: ChildBuild }>>();

/** A bench copy of demo site `demo`, built once per bench run (the page and search parts share it). */
export function builtDemoSite(demo: string): Promise<{ site: BenchSite; build: ChildBuild }> {
  let pending = built.get(demo);
  if (!pending) {
    pending = (async () => {
      if (!existsSync(join(ROOT, 'sites', demo, 'feed.generated.json'))) {
        const { ensureDemoSite } = await import('../demo/ensure');
        await ensureDemoSite(demo, { sitesDir: join(ROOT, 'sites') });
      }
      const site = makeBenchSite(demo, `pages-${demo}`);
      const build = await buildWithRetry(site);
      if (!build.ok) throw new Error(`build of ${demo} failed: ${build.output.split('\n').slice(-3).join(' | ')}`);
      return { site, build };
    })();
    built.set(demo, pending);
  }
  return pending;
}
