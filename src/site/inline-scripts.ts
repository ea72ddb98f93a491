/**
 * The inline scripts of a built page, as the Content Security Policy lists them: one sha256 source
 * per distinct script the browser runs (data blocks such as JSON-LD are never checked by CSP).
 * Pages are recorded as the build renders them (src/middleware.ts), so the build writes the policy
 * without reading every page back (scripts/build/security-headers.ts).
 */
import { createHash } from 'node:crypto';

/** A `type` the browser runs; any other (application/json, ld+json) is a data block CSP never checks. */
const SCRIPT_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP sources (`'sha256-…'`) of the inline scripts in `html`. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!body || !SCRIPT_TYPE.test(type)) continue;
    sources.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return sources;
}

/** What the build has rendered so far: how many HTML pages, and their inline scripts' sources. */
export interface RenderedPages {
  pages: number;
  scriptSources: Set<string>;
}

// On the global object: the build script and Astro's renderer load this module separately.
const KEY = Symbol.for('forecourt.renderedPages');
const store = globalThis as typeof globalThis & { [KEY]?: RenderedPages };

/** Starts a new record (before a site's pages are rendered). */
export function startRecordingPages(): void {
  store[KEY] = { pages: 0, scriptSources: new Set() };
}

/** Records one rendered HTML page; nothing is kept when no record was started (dev server, tests). */
export function recordRenderedPage(html: string): void {
  const record = store[KEY];
  if (!record) return;
  record.pages++;
  for (const source of inlineScriptSources(html)) record.scriptSources.add(source);
}

/** The record since startRecordingPages(), and ends it; undefined when none was started. */
export function takeRecordedPages(): RenderedPages | undefined {
  const record = store[KEY];
  delete store[KEY];
  return record;
}
