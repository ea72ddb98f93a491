/**
 * ensureDemoSite: before a demo site is built, make sure its generated feed
 * (sites/<slug>/feed.generated.json) is current for "now" and every picture it and the site's
 * content point at exists under sites/<slug>/public/media/. A no-op when nothing is missing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeBrandAssets } from './brand-assets';
import { generateDemoFeed } from './feed/generate-feed';
import type { DemoProfile } from './feed/profile';
import { withLock } from './lock';
import { pruneUnplanned, resetIfStale, stampVersion } from './media/housekeeping';
import { type RenderStats, renderMissing } from './media/render-plan';
import { DEMO_PROFILES } from './profiles/index';

/** Options of {@link ensureDemoSite}. */
export interface EnsureOptions {
  /** Folder holding the site folders; default `sites`. */
  sitesDir?: string;
  /** The moment feed dates are relative to; default {@link demoNow}. */
  now?: Date | string;
  onProgress?: (done: number, total: number) => void;
}

/** What ensureDemoSite did. */
export interface EnsureResult {
  slug: string;
  feedFile: string;
  cars: number;
  feedWritten: boolean;
  media: RenderStats;
  /** Old pictures removed because nothing points at them any more. */
  pruned: number;
  ms: number;
}

/** File name of the generated feed inside the site folder (gitignored). */
export const GENERATED_FEED = 'feed.generated.json';

/** Lock file inside the site folder while a run prepares it (gitignored). */
const LOCK_FILE = '.demo.lock';

/** Slugs of the demo sites this generator knows. */
export function demoSlugs(): string[] {
  return Object.keys(DEMO_PROFILES);
}

/**
 * The default "now": env FORECOURT_NOW (an ISO date or date-time) or else today at midnight in
 * Brisbane, so the feed is byte-identical all day and reruns write nothing.
 */
export function demoNow(env: NodeJS.ProcessEnv = process.env, today: Date = new Date()): Date {
  const fixed = env.FORECOURT_NOW;
  if (fixed) {
    const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(fixed) ? `${fixed}T00:00:00+10:00` : fixed);
    if (Number.isNaN(parsed.getTime()))
      throw new Error(
        `FORECOURT_NOW="${fixed}" is not a date; use an ISO date such as 2026-11-20 or 2026-11-20T00:00:00+10:00`,
      );
    return parsed;
  }
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' }).format(today);
  return new Date(`${day}T00:00:00+10:00`);
}

/** The feed JSON text: one car per line, so diffs and partial reads stay readable. */
export function feedJson(cars: readonly unknown[]): string {
  return `[\n${cars.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`;
}

/** Generates the feed and renders missing media for a demo site. */
export async function ensureDemoSite(slug: string, options: EnsureOptions = {}): Promise<EnsureResult> {
  const profile = DEMO_PROFILES[slug];
  if (!profile) throw new Error(`"${slug}" is not a demo site; the demo sites are ${demoSlugs().join(', ')}`);
  const siteDir = join(options.sitesDir ?? 'sites', slug);
  const now = options.now === undefined ? demoNow() : new Date(options.now);
  mkdirSync(siteDir, { recursive: true });
  return withLock(join(siteDir, LOCK_FILE), () => prepare(profile, siteDir, now, options));
}

async function prepare(
  profile: DemoProfile,
  siteDir: string,
  now: Date,
  options: EnsureOptions,
): Promise<EnsureResult> {
  const started = performance.now();
  const { cars, plan } = generateDemoFeed(profile, now);
  const feedFile = join(siteDir, GENERATED_FEED);
  const text = feedJson(cars);
  const feedWritten = !existsSync(feedFile) || readFileSync(feedFile, 'utf8') !== text;
  if (feedWritten) writeFileSync(feedFile, text);
  writeBrandAssets(profile, siteDir);
  const publicDir = join(siteDir, 'public');
  resetIfStale(join(publicDir, 'media'));
  const pruned = pruneUnplanned(plan, publicDir);
  const media = await renderMissing(plan, publicDir, options.onProgress ? { onProgress: options.onProgress } : {});
  stampVersion(join(publicDir, 'media'));
  return {
    slug: profile.slug,
    feedFile,
    cars: cars.length,
    feedWritten,
    media,
    pruned,
    ms: Math.round(performance.now() - started),
  };
}
