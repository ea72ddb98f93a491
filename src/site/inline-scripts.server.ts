/**
 * The inline scripts of a built page, as the Content Security Policy lists them: one sha256 source
 * per distinct script the browser runs (data blocks such as JSON-LD are never checked by CSP).
 * Pages are recorded as the build renders them (src/middleware.ts), so the build writes the policy
 * without reading every page back (scripts/build/security-headers.ts).
 */
import { createHash } from 'node:crypto';
import { pageBytes } from './page-bytes';
import type { PageClock } from './build-clock';

/** A `type` the browser runs; any other (application/json, ld+json) is a data block CSP never checks. */
const SCRIPT_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;
const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script>');

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in `page` (its text or its UTF-8 bytes, as
 * the build renders it: scanned without decoding, each script body hashed from its bytes).
 */
export function inlineScriptSources(page: string | Uint8Array): string[] {
  const bytes = pageBytes(page);
  const sources: string[] = [];
  for (let at = bytes.indexOf(OPEN); at !== -1; ) {
    const next = bytes[at + OPEN.length];
    const tagEnd = bytes.indexOf(0x3e, at); // '>'
    if (tagEnd === -1) break;
    if (next !== 0x3e && next !== 0x20 && next !== 0x09 && next !== 0x0a) {
      at = bytes.indexOf(OPEN, at + OPEN.length);
      continue;
    }
    const close = bytes.indexOf(CLOSE, tagEnd);
    if (close === -1) break;
    const attributes = bytes.toString('latin1', at + OPEN.length, tagEnd);
    const type = /\btype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (close > tagEnd + 1 && !/\bsrc=/i.test(attributes) && SCRIPT_TYPE.test(type)) {
      sources.push(
        `'sha256-${createHash('sha256')
          .update(bytes.subarray(tagEnd + 1, close))
          .digest('base64')}'`,
      );
    }
    at = bytes.indexOf(OPEN, close + CLOSE.length);
  }
  return sources;
}

/** What one page needs beyond its file once it is reused by an incremental build: its CSP sources and whether it is noindex. */
export interface PageRecord {
  sources: string[];
  noindex: boolean;
  /** A keyed page's clock part and the span its clock answers hold over (src/site/build-clock.ts). */
  clock?: PageClock;
}

/**
 * What the build has rendered so far: how many HTML pages, their inline scripts' sources, which pages
 * are noindex, and one record per page path. An incremental build starts from the previous build's
 * records, so a page Astro reused without rendering keeps its scripts and its noindex mark.
 */
export interface RenderedPages {
  /** Pages rendered by this build (reused pages are not counted). */
  pages: number;
  /** Sources of the pages rendered by this build. */
  scriptSources: Set<string>;
  /** Paths (no trailing slash) of pages that ask search engines to leave them out: the sitemap leaves them out too (astro.config.mjs). */
  noindexPaths: Set<string>;
  /** Each page's record by path (no trailing slash): this build's renders over the previous build's. */
  byPath: Map<string, PageRecord>;
  /** Paths rendered by this build. */
  renderedPaths: Set<string>;
}

const NOINDEX = Buffer.from('<meta name="robots" content="noindex"');

/** A page path as the sitemap filter compares it: no trailing slash (the root stays /). */
export const sitemapPathKey = (path: string) => path.replace(/\/+$/, '') || '/';

// On the global object: the build script and Astro's renderer load this module separately.
const KEY = Symbol.for('forecourt.renderedPages');
const store = globalThis as typeof globalThis & { [KEY]?: RenderedPages };

/** Starts a new record (before a site's pages are rendered), from the previous build's page records when Astro may reuse its pages. */
export function startRecordingPages(previous: Iterable<readonly [string, PageRecord]> = []): void {
  const byPath = new Map(previous);
  const noindexPaths = new Set([...byPath].filter(([, page]) => page.noindex).map(([path]) => path));
  store[KEY] = { pages: 0, scriptSources: new Set(), noindexPaths, byPath, renderedPaths: new Set() };
}

/** Records one rendered HTML page; nothing is kept when no record was started (dev server, tests). */
export function recordRenderedPage(html: string | Uint8Array, path?: string, clock?: PageClock): void {
  const record = store[KEY];
  if (!record) return;
  record.pages++;
  const sources = inlineScriptSources(html);
  for (const source of sources) record.scriptSources.add(source);
  if (path === undefined) return;
  const key = sitemapPathKey(path);
  const noindex = pageBytes(html).includes(NOINDEX);
  // `??=`: a record started by an older build script (one process, two copies of this module) has no maps yet.
  (record.byPath ??= new Map()).set(key, clock ? { sources, noindex, clock } : { sources, noindex });
  (record.renderedPaths ??= new Set()).add(key);
  if (noindex) (record.noindexPaths ??= new Set()).add(key);
  else record.noindexPaths?.delete(key);
}

/** The record since startRecordingPages(), and ends it; undefined when none was started. */
export function takeRecordedPages(): RenderedPages | undefined {
  const record = store[KEY];
  delete store[KEY];
  return record;
}
