/**
 * Bytes on first view, brotli: every request of a Lighthouse page load fetched again from our
 * server with `Accept-Encoding: br` and its body counted as sent (Chromium does not offer brotli
 * over plain http, so its own transfer sizes would be gzip or raw), summed by kind.
 */
import { request } from 'node:http';
import type { PageRequest } from './lighthouse-run';

/** Bytes per kind of resource. */
export interface PageBytes {
  html: number;
  css: number;
  js: number;
  images: number;
  fonts: number;
  /** fetch/XHR data (the search index, JSON) and anything else. */
  other: number;
}

/** The bucket of a Lighthouse resource type. */
export function kindOf(resourceType: string): keyof PageBytes {
  switch (resourceType) {
    case 'Document':
      return 'html';
    case 'Stylesheet':
      return 'css';
    case 'Script':
      return 'js';
    case 'Image':
      return 'images';
    case 'Font':
      return 'fonts';
    default:
      return 'other';
  }
}

/** Body bytes of `url` as the server sends it to a browser that accepts brotli. */
export function brotliBytes(url: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done(bytes));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** Sums the brotli bytes of a page's requests by kind; only requests to `origin` count (nothing else may load). */
export async function pageBytes(
  requests: readonly PageRequest[],
  origin: string,
): Promise<{ bytes: PageBytes; byUrl: Map<string, number> }> {
  const bytes: PageBytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
  const byUrl = new Map<string, number>();
  for (const r of requests) {
    if (!r.url.startsWith(origin) || byUrl.has(r.url)) continue;
    const size = await brotliBytes(r.url);
    byUrl.set(r.url, size);
    bytes[kindOf(r.resourceType)] += size;
  }
  return { bytes, byUrl };
}
