/**
 * Production delivery files written into a built site (Netlify reads both):
 * - `_headers`: a Content Security Policy allowing only the site's own origin and the third parties
 *   its config names (image CDN, Typesense nodes, maps, analytics, video embeds), HSTS, frame and
 *   referrer policies; hashed assets cached for a year, HTML revalidated on every visit.
 * - `_redirects`: every car page that has left the feed to the search for its make and model (301),
 *   from a ledger of the cars seen by earlier builds.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteConfig } from '../../src/config';
import { cdnTemplate } from '../../src/media/cdn-template';
import { trackerScriptUrl } from '../../src/features/analytics/loader';
import { makeModelSearchPath, vehiclePath } from '../../src/paths';

/** More distinct inline scripts than this and the policy falls back to 'unsafe-inline' for scripts. */
const MAX_SCRIPT_HASHES = 40;
/** A car that left the feed keeps its redirect this long. */
const REDIRECT_DAYS = 365;
const DAY_MS = 86_400_000;

const origin = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url.replace(/\{[a-z]+\}/g, 'x')).origin;
  } catch {
    return undefined;
  }
};

/** sha256 hashes of the inline scripts of every page (JSON-LD data blocks are not scripts to CSP). */
export async function inlineScriptHashes(outDir: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  const pattern = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
  for (const entry of await readdir(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const match of html.matchAll(pattern)) {
      if (!match[1]) continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
    }
  }
  return hashes;
}

/** The Content-Security-Policy value for a site. */
export function contentSecurityPolicy(config: SiteConfig, scriptHashes: Set<string>): string {
  const cdn = config.images.cdn === 'none' ? undefined : origin(cdnTemplate(config.images.cdn));
  const typesense =
    config.searchBackend.engine === 'typesense'
      ? config.searchBackend.hosts.map((h) => `${config.searchBackend.engine === 'typesense' ? config.searchBackend.protocol : 'https'}://${h}`)
      : [];
  const analytics = config.analytics.map((t) => origin(trackerScriptUrl(t))).filter((o): o is string => Boolean(o));
  const analyticsConnect = analytics.length ? ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.facebook.com'] : [];
  const maps = config.locationPages.mapKeyEnv ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
  const scripts = scriptHashes.size > MAX_SCRIPT_HASHES ? ["'unsafe-inline'"] : [...scriptHashes].sort();
  const list = (...items: (string | undefined)[]) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scripts, ...analytics, ...maps)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', cdn, ...maps, ...(analytics.length ? ['https://www.google-analytics.com', 'https://www.facebook.com'] : []))}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...typesense, ...analyticsConnect, ...maps)}`,
    `media-src ${list("'self'", 'blob:', cdn)}`,
    `frame-src ${list('https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', ...(maps.length ? ['https://www.google.com'] : []))}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Writes `_headers` into the built site. */
export async function writeHeaders(outDir: string, config: SiteConfig): Promise<void> {
  const csp = contentSecurityPolicy(config, await inlineScriptHashes(outDir));
  const text = [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(self), payment=(self)',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/search/search-index.*.json',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/media/*',
    '  Cache-Control: public, max-age=604800, stale-while-revalidate=86400',
    '/_build/*',
    '  X-Robots-Tag: noindex',
    '',
  ].join('\n');
  await writeFile(join(outDir, '_headers'), text);
}

/** One car remembered by the ledger: where its page was and where it goes once gone. */
export interface LedgerEntry {
  make: string;
  model: string;
  /** Last build (ISO) that had the car in its feed. */
  lastSeen: string;
}

/** Reads the ledger, adds the current cars, drops entries older than a year, writes it back. */
export async function updateLedger(
  file: string,
  cars: readonly { slug: string; make: string; model: string }[],
  now: Date,
): Promise<Record<string, LedgerEntry>> {
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, LedgerEntry>;
  const cutoff = now.getTime() - REDIRECT_DAYS * DAY_MS;
  const ledger: Record<string, LedgerEntry> = {};
  for (const [slug, entry] of Object.entries(previous)) if (Date.parse(entry.lastSeen) >= cutoff) ledger[slug] = entry;
  for (const car of cars) ledger[car.slug] = { make: car.make, model: car.model, lastSeen: now.toISOString() };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(ledger));
  return ledger;
}

/** Writes `_redirects`: every gone car to its make/model search (the API routes itself, netlify/functions/api.ts). */
export async function writeRedirects(outDir: string, ledger: Record<string, LedgerEntry>, current: ReadonlySet<string>): Promise<number> {
  const lines: string[] = [];
  let gone = 0;
  for (const [slug, entry] of Object.entries(ledger)) {
    if (current.has(slug)) continue;
    gone++;
    const target = makeModelSearchPath(entry.make, entry.model);
    lines.push(`${vehiclePath(slug)}  ${target}  301`, `${vehiclePath(slug)}/*  ${target}  301`);
  }
  await writeFile(join(outDir, '_redirects'), `${lines.join('\n')}\n`);
  return gone;
}
