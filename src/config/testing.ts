/** Fixtures shared by the config tests: the smallest valid site file, a deep-merge helper and the problems a patch causes. */
import { SiteConfigError } from './errors';
import { parseSiteConfig } from './parse';

/** The smallest valid site file: a name and a feed source. */
export const MINIMAL_SITE = { name: 'Demo Motors', feed: { source: 'feed.json' } } as const;

/** Deep-merges plain objects (lists are replaced), returning a new object. */
export function merged(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = isPlain(current) && isPlain(value) ? merged(current, value) : value;
  }
  return out;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The minimal site with `patch` merged in. */
export function siteWith(patch: Record<string, unknown>): Record<string, unknown> {
  return merged(MINIMAL_SITE, patch);
}

/** The path the config tests name in their messages. */
export const TEST_SITE_FILE = 'sites/demo/site.yaml';

/** The error lines (after the heading) that parsing the minimal site with `patch` produces. */
export function configProblems(patch: Record<string, unknown>): string[] {
  try {
    parseSiteConfig(siteWith(patch), TEST_SITE_FILE);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.message.split('\n').slice(1);
    throw error;
  }
  return [];
}
