/**
 * Bench copies of demo sites: the site's config and content copied, its pictures symlinked, under a
 * `bench-…` slug in a temp sites folder. The different slug keeps the bench's build data
 * (.cache/sites/<slug>) and output apart from the builds other people run at the same time.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
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
  /** The checkout whose code builds it: this one, or the baseline's (issue 19); default ROOT. */
  root?: string;
}

/**
 * A demo site's config as the baseline reads it: settings added since that do not change a page are
 * left out — `leads.email` (issue 20), a list the baseline's schema refuses; lead delivery is the
 * lead API's, not the build's.
 */
export function baselineConfig(yamlText: string): string {
  const doc = parseDocument(yamlText);
  doc.deleteIn(['leads', 'email']);
  return doc.toString();
}

/** A config path as the build's errors name it (`promotions.slider.slides[1].phoneImage`), as keys and indexes. */
function configPath(text: string): Array<string | number> {
  return [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index !== undefined ? Number(index) : (key as string),
  );
}

/**
 * The settings a build refused: as unknown (`site.yaml:778 promotions.slider.slides[1].phoneImage:
 * "phoneImage" is not a setting here`), settings added to the demo sites since the baseline, which its
 * schema does not know; or for a value its schema did not allow yet (`site.yaml:48
 * features.chat.scriptUrl: found "/chat/demo-chat.js"; must be a full URL`), the group holding it,
 * since a group left without one of its settings would be refused in turn.
 */
export function refusedSettings(buildOutput: string): string[] {
  const unknown = [...buildOutput.matchAll(/site\.yaml:\d+ (\S+): "[^"]+" is not a setting here/g)].map(
    ([, path]) => path as string,
  );
  const refusedValues = [...buildOutput.matchAll(/site\.yaml:\d+ (\S+): found [^;\n]*; must be/g)].map(([, path]) =>
    (path as string).replace(/(?:\.[^.[\]]+|\[\d+\])$/, ''),
  );
  return [...new Set([...unknown, ...refusedValues.filter(Boolean)])];
}

/** The config without the settings at `paths`. */
export function withoutSettings(yamlText: string, paths: readonly string[]): string {
  const doc = parseDocument(yamlText);
  for (const path of paths) doc.deleteIn(configPath(path));
  return doc.toString();
}

/**
 * Makes `bench-<name>` from demo site `demoSlug`; `feed` (text, or a writer given the file) replaces its feed.
 * With `root`, another checkout (the baseline) builds it: the same slug and inputs in a sites folder
 * of its own, its output and data inside that checkout.
 */
export function makeBenchSite(
  demoSlug: string,
  name: string,
  feed?: string | ((file: string) => void),
  root: string = ROOT,
): BenchSite {
  const source = join(ROOT, 'sites', demoSlug);
  const slug = `bench-${name}`;
  const sitesDir = join(BENCH_TMP, root === ROOT ? 'sites' : 'sites-baseline');
  const siteDir = join(sitesDir, slug);
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(join(siteDir, 'public'), { recursive: true });
  if (root === ROOT) cpSync(join(source, 'site.yaml'), join(siteDir, 'site.yaml'));
  else writeFileSync(join(siteDir, 'site.yaml'), baselineConfig(readFileSync(join(source, 'site.yaml'), 'utf8')));
  if (existsSync(join(source, 'content')))
    cpSync(join(source, 'content'), join(siteDir, 'content'), { recursive: true });
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
  return {
    slug,
    sitesDir,
    outDir: join(root, '.cache', 'bench', 'out', slug),
    dataDir: join(root, '.cache', 'sites', slug),
    ...(root === ROOT ? {} : { root }),
  };
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
export async function buildWithRetry(
  site: BenchSite,
  env: NodeJS.ProcessEnv = {},
  timeoutMs?: number,
): Promise<ChildBuild> {
  const first = await buildInChild(site, env, timeoutMs);
  if (first.ok || !CLOBBERED.test(first.output)) return first;
  const second = await buildInChild(site, env, timeoutMs);
  return {
    ...second,
    retried: `first attempt lost its prerender chunks to a concurrent build after ${first.seconds.toFixed(0)} s`,
  };
}

/**
 * Builds a bench site in a child process under /usr/bin/time, so its peak RSS is its own; with the
 * scripts and packages of the checkout that builds it (`site.root`: the baseline's build runs its own).
 */
export function buildInChild(
  site: BenchSite,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 30 * 60_000,
): Promise<ChildBuild> {
  const root = site.root ?? ROOT;
  const args = [
    '-f',
    'FC_MAXRSS_KB=%M',
    process.execPath,
    '--import',
    'tsx',
    join(root, 'scripts', 'build.ts'),
    '--site',
    site.slug,
    '--sites-dir',
    site.sitesDir,
    '--out',
    site.outDir,
  ];
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn('/usr/bin/time', args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      const rss = /FC_MAXRSS_KB=(\d+)/.exec(output);
      // "N pages, …" (older checkouts, the baseline) or "N pages (R rendered, U reused), …".
      const pages = /(\d+) pages[, ]/.exec(output);
      const phases = new RegExp(`${PHASES_LABEL} (.*)`).exec(output)?.[1]?.trim();
      // Kept for reading a failure in full: the table's note holds only its last lines.
      mkdirSync(join(BENCH_TMP, 'logs'), { recursive: true });
      writeFileSync(join(BENCH_TMP, 'logs', `${site.slug}${site.root ? '-baseline' : ''}.log`), output);
      done({
        ok: code === 0,
        seconds,
        peakMb: rss ? Number(rss[1]) / 1024 : Number.NaN,
        pages: pages ? Number(pages[1]) : 0,
        ...(phases ? { phases } : {}),
        output: output.replace(/FC_MAXRSS_KB=\d+\n?/, '').trim(),
      });
    });
  });
}

/** Removes a bench site's folders (its output can be hundreds of MB at 20,000 cars). */
export function removeBenchSite(site: BenchSite): void {
  const root = site.root ?? ROOT;
  for (const dir of [
    join(site.sitesDir, site.slug),
    site.outDir,
    site.dataDir,
    join(root, '.cache', 'astro', site.slug),
  ])
    rmSync(dir, { recursive: true, force: true });
}

/** Removes what an earlier, interrupted build of the site left (its output, data and Astro cache), so every build starts alike. */
export function clearBuildState(site: BenchSite): void {
  const root = site.root ?? ROOT;
  for (const dir of [site.outDir, site.dataDir, join(root, '.cache', 'astro', site.slug)])
    rmSync(dir, { recursive: true, force: true });
}

/** Generates demo site `demo`'s feed and pictures (gitignored) when this checkout has none yet. */
export async function ensureDemoFeed(demo: string): Promise<void> {
  if (existsSync(join(ROOT, 'sites', demo, 'feed.generated.json'))) return;
  const { ensureDemoSite } = await import('../demo/ensure');
  await ensureDemoSite(demo, { sitesDir: join(ROOT, 'sites') });
}

const built = new Map<string, Promise<{ site: BenchSite; build: ChildBuild }>>();

/**
 * Builds a site with the baseline's code. Settings the demo sites gained since (issue 21's phone
 * slides, say) are refused by the baseline's schema: they are left out of its copy of the config and
 * the build run again (at most five rounds), and the build says which were left out.
 */
export async function buildBaseline(site: BenchSite): Promise<ChildBuild> {
  const file = join(site.sitesDir, site.slug, 'site.yaml');
  const dropped: string[] = [];
  for (let round = 0; ; round++) {
    const build = await buildWithRetry(site);
    const refused = build.ok || round === 5 ? [] : refusedSettings(build.output);
    if (refused.length === 0)
      return dropped.length
        ? { ...build, retried: `settings the baseline does not know left out: ${dropped.join(', ')}` }
        : build;
    dropped.push(...refused);
    writeFileSync(file, withoutSettings(readFileSync(file, 'utf8'), refused));
  }
}

/**
 * A bench copy of demo site `demo`, built once per bench run (the page, interaction and search parts
 * share it); with `root`, built by that checkout (the baseline).
 */
export function builtDemoSite(demo: string, root: string = ROOT): Promise<{ site: BenchSite; build: ChildBuild }> {
  const id = `${root}\u0000${demo}`;
  let pending = built.get(id);
  if (!pending) {
    pending = (async () => {
      await ensureDemoFeed(demo);
      const site = makeBenchSite(demo, `pages-${demo}`, undefined, root);
      const build = root === ROOT ? await buildWithRetry(site) : await buildBaseline(site);
      if (!build.ok)
        throw new Error(
          `build of ${demo}${root === ROOT ? '' : ' (baseline)'} failed: ${build.output.split('\n').slice(-3).join(' | ')}`,
        );
      return { site, build };
    })();
    built.set(id, pending);
  }
  return pending;
}
