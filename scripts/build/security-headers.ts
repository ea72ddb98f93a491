/**
 * The `_headers` file Netlify reads from a built site: a Content Security Policy that allows only the
 * site's own origin and the third parties its config names (image CDN, Typesense nodes, map provider,
 * chat provider, analytics, video embeds) plus the hosts the feed's photos come from; HSTS, frame and
 * referrer policies; hashed files cached for a year. HTML keeps Netlify's default Cache-Control
 * (`public, max-age=0, must-revalidate`): Netlify applies every rule that matches a path, so a
 * Cache-Control on `/*` would also land on the hashed files.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../../src/config';
import type { Car } from '../../src/domain/car';
import { cdnTemplate } from '../../src/media/cdn-template';
import { trackerScriptUrl } from '../../src/features/analytics/trackers';
import { inlineScriptSources } from '../../src/site/inline-scripts.server';

/** More distinct inline scripts than this and the policy falls back to 'unsafe-inline' for scripts. */
const MAX_SCRIPT_HASHES = 40;
/** More photo hosts than this and img-src allows any https: source (a CSP header must stay small). */
const MAX_MEDIA_ORIGINS = 20;
/** Hashed files cached for a year: Vite's assets and the embedded search index. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The origin of a URL or URL template, or undefined for a relative or invalid one. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^[a-z]+:\/\//i.test(url)) return undefined;
  try {
    return new URL(url.replace(/\{[a-z]+\}/g, 'x')).origin;
  } catch {
    return undefined;
  }
}

/** The Typesense nodes' origins (the port only when it is not the protocol's default). */
export function typesenseOrigins(config: SiteConfig): string[] {
  const backend = config.searchBackend;
  if (backend.engine !== 'typesense') return [];
  const standard = backend.protocol === 'https' ? 443 : 80;
  return backend.hosts.map(
    (host) => `${backend.protocol}://${host}${backend.port === standard ? '' : `:${backend.port}`}`,
  );
}

/** Hosts the feed's photos, spin frames and videos are served from (absolute URLs only). */
export function feedMediaOrigins(
  cars: readonly Pick<
    Car,
    | 'images'
    | 'primary_image_url'
    | 'spin_images'
    | 'spin_interior_image'
    | 'video_url'
    | 'walkaround_video_url'
    | 'videos'
  >[],
): string[] {
  const origins = new Set<string>();
  const add = (url: string | undefined) => {
    const o = originOf(url);
    if (o && o !== 'null') origins.add(o);
  };
  for (const car of cars) {
    add(car.primary_image_url);
    for (const image of car.images) add(image.url);
    for (const frame of car.spin_images) add(frame);
    add(car.spin_interior_image);
    add(car.video_url);
    add(car.walkaround_video_url);
    for (const video of car.videos) add(video);
  }
  return [...origins].sort();
}

/** What the policy is built from besides the config. */
export interface CspInputs {
  /** sha256 sources of the inline scripts of every page. */
  scriptHashes?: ReadonlySet<string>;
  /** Origins the feed's media come from. */
  mediaOrigins?: readonly string[];
}

/** The Content-Security-Policy value for a site. */
export function contentSecurityPolicy(config: SiteConfig, inputs: CspInputs = {}): string {
  const scriptHashes = inputs.scriptHashes ?? new Set<string>();
  const media = inputs.mediaOrigins ?? [];
  const cdn = config.images.cdn === 'none' ? undefined : originOf(cdnTemplate(config.images.cdn));
  const typesense = typesenseOrigins(config);
  const analytics = config.analytics.map((t) => originOf(trackerScriptUrl(t))).filter((o): o is string => Boolean(o));
  // Where the trackers send their hits (Google's GA4 policy guide; Meta Pixel's /tr beacon).
  const analyticsBeacons = analytics.length
    ? [
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.facebook.com',
      ]
    : [];
  // The location map is the Google Maps Embed API: one iframe, nothing else on our page.
  const maps = config.locationPages.mapKeyEnv ? ['https://www.google.com'] : [];
  const chat = config.features.chat;
  // biome-ignore lint/complexity/useOptionalChain: chat may be false, which ?. does not narrow
  const chatOrigins = chat && chat.scriptUrl ? [originOf(chat.scriptUrl), ...chat.origins] : [];
  const feedMedia = media.length > MAX_MEDIA_ORIGINS ? ['https:'] : media;
  const scripts = scriptHashes.size > MAX_SCRIPT_HASHES ? ["'unsafe-inline'"] : [...scriptHashes].sort();
  const list = (...items: (string | undefined)[]) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scripts, ...analytics, ...chatOrigins)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', cdn, ...feedMedia, ...analyticsBeacons.filter((o) => !o.includes('*')), ...chatOrigins)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...typesense, ...analytics, ...analyticsBeacons, ...chatOrigins)}`,
    `media-src ${list("'self'", 'blob:', cdn, ...feedMedia)}`,
    `frame-src ${list('https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', ...maps, ...chatOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** The `_headers` text: security headers on every path, long caching on hashed files only. */
export function headersFile(config: SiteConfig, inputs: CspInputs & { hashedFiles?: readonly string[] } = {}): string {
  const rule = (path: string, ...headers: string[]) => [path, ...headers.map((h) => `  ${h}`)];
  return [
    "# Written by the build (scripts/build/security-headers.ts). HTML keeps Netlify's default",
    '# Cache-Control (public, max-age=0, must-revalidate): every matching rule applies, so none is set on /*.',
    ...rule(
      '/*',
      `Content-Security-Policy: ${contentSecurityPolicy(config, inputs)}`,
      'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=(), microphone=(), geolocation=(self), payment=(self)',
    ),
    ...rule('/_astro/*', `Cache-Control: ${IMMUTABLE}`),
    ...(inputs.hashedFiles ?? []).flatMap((path) => rule(path, `Cache-Control: ${IMMUTABLE}`)),
    ...rule('/media/*', 'Cache-Control: public, max-age=604800, stale-while-revalidate=86400'),
    '',
  ].join('\n');
}

/** sha256 sources of the inline scripts of every page under `dir` (data blocks left out). */
export async function inlineScriptHashes(dir: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    for (const source of inlineScriptSources(await readFile(join(entry.parentPath, entry.name), 'utf8')))
      hashes.add(source);
  }
  return hashes;
}

/** Content-hashed files outside /_astro/ (the embedded search index), as site paths. */
async function hashedFilesOutsideAstro(outDir: string): Promise<string[]> {
  const names = await readdir(join(outDir, 'search')).catch(() => [] as string[]);
  return names
    .filter((n) => /^search-index\.[0-9a-f]{12}\.json$/.test(n))
    .map((n) => `/search/${n}`)
    .sort();
}

/**
 * Writes `_headers` into the built site. `rendered`: the inline scripts recorded as the pages were
 * rendered, with the site's own public folder (copied in as is) read for any HTML of its own;
 * without it, every page of the built site is read back.
 */
export async function writeHeaders(
  outDir: string,
  config: SiteConfig,
  cars: Parameters<typeof feedMediaOrigins>[0],
  rendered?: { scriptSources: ReadonlySet<string>; publicDir: string },
): Promise<void> {
  const scriptHashes = rendered
    ? new Set([...rendered.scriptSources, ...(await inlineScriptHashes(rendered.publicDir))])
    : await inlineScriptHashes(outDir);
  const text = headersFile(config, {
    scriptHashes,
    mediaOrigins: feedMediaOrigins(cars),
    hashedFiles: await hashedFilesOutsideAstro(outDir),
  });
  await writeFile(join(outDir, '_headers'), text);
}
