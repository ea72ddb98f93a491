/**
 * The incremental build's cache of one site (issue 22): Astro's own cache folder (its manifest
 * `incremental-build.json` and its copies of keyed pages under `dist/`), plus two files of ours beside
 * it: the page records (each page's CSP sources and noindex mark, which a page Astro reuses without
 * rendering cannot report) and a stamp. The stamp names the code that made the cache; a build whose
 * code, lockfile or config schema differs, a build with `--force`, and a build after one that stopped
 * half-way (the stamp is removed while Astro runs) all start cold.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageRecord, RenderedPages } from '../../src/site/inline-scripts.server';
import { pagePaths } from './page-paths';
import { settlePageClock, type PageClock } from '../../src/site/build-clock';

/** Bump when the records' shape or the meaning of a page key changes: every cache then starts cold. */
const CACHE_FORMAT = 2;
const STAMP_FILE = 'forecourt-stamp.json';
const RECORDS_FILE = 'forecourt-pages.json';

/** Where one site's build cache lives: `.cache/astro/<slug>/`, so sites built side by side never share one. */
export const pageCacheDir = (root: string, slug: string) => join(root, '.cache', 'astro', slug);

/** How this build starts: from the previous build's pages, or cold (and why). */
export type CacheStart = { cold: false; records: Array<[string, PageRecord]> } | { cold: true; reason: string };

interface Stamp {
  format: number;
  code: string;
}

/** Reads the cache's stamp and records, then removes the stamp until closePageCache() writes the new one. */
export async function openPageCache(dir: string, code: string, force: boolean): Promise<CacheStart> {
  const start = cacheStart(dir, code, force);
  await rm(join(dir, STAMP_FILE), { force: true });
  return start;
}

function cacheStart(dir: string, code: string, force: boolean): CacheStart {
  if (force) return { cold: true, reason: '--force' };
  const stamp = readJson(join(dir, STAMP_FILE)) as Partial<Stamp> | undefined;
  if (!stamp) return { cold: true, reason: existsSync(dir) ? 'the last build did not finish' : 'no cache yet' };
  if (stamp.format !== CACHE_FORMAT) return { cold: true, reason: 'the cache format changed' };
  if (stamp.code !== code) return { cold: true, reason: 'the code, lockfile or config schema changed' };
  const records = readJson(join(dir, RECORDS_FILE));
  if (!isRecords(records)) return { cold: true, reason: 'the page records are missing or damaged' };
  return { cold: false, records: Object.entries(records) };
}

/** Saves this build's page records (only pages in the output) and then the stamp that makes the cache usable. */
export async function closePageCache(
  dir: string,
  code: string,
  records: ReadonlyMap<string, PageRecord>,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, RECORDS_FILE), JSON.stringify(Object.fromEntries(records)));
  const stamp: Stamp = { format: CACHE_FORMAT, code };
  await writeFile(join(dir, STAMP_FILE), JSON.stringify(stamp));
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function isRecords(value: unknown): value is Record<string, PageRecord> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (r: Partial<PageRecord> | null) =>
      !!r &&
      typeof r.noindex === 'boolean' &&
      Array.isArray(r.sources) &&
      r.sources.every((s) => typeof s === 'string') &&
      (r.clock === undefined || isPageClock(r.clock)),
  );
}

function isPageClock(c: Partial<PageClock> | null): boolean {
  const bound = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
  return !!c && typeof c.part === 'string' && bound(c.from) && bound(c.to);
}

/** What Astro made: the records of the pages now in the output, how many it reused, and the CSP sources of every page. */
export interface PagesBuilt {
  records: Map<string, PageRecord>;
  reused: number;
  /** The sources of the pages rendered now and of the pages reused, as each was when it was rendered. */
  scriptSources: Set<string>;
}

/**
 * Settles the page records after Astro ran into `outDir`: records of pages no longer built are
 * dropped, and the clock span of each page rendered now is bounded by the build's (answers given
 * outside any page: src/site/build-clock.ts).
 */
export async function pagesBuilt(outDir: string, rendered: RenderedPages): Promise<PagesBuilt> {
  const inOutput = new Set(await pagePaths(outDir));
  const records = new Map([...rendered.byPath].filter(([path]) => inOutput.has(path)));
  const scriptSources = new Set(rendered.scriptSources);
  let reused = 0;
  for (const [path, page] of records) {
    if (rendered.renderedPaths.has(path)) {
      if (page.clock) records.set(path, { ...page, clock: settlePageClock(page.clock) });
      continue;
    }
    reused++;
    for (const source of page.sources) scriptSources.add(source);
  }
  return { records, reused, scriptSources };
}
