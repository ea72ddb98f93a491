/**
 * The site's trackers as the page carries them (`<forecourt-analytics data-trackers>`, written by
 * AnalyticsLoader.astro) and the script each one loads. Read back defensively: anything unreadable
 * counts as no trackers.
 */
import type { SiteConfig } from '../../config';

/** One configured tracker. */
export type Tracker = SiteConfig['analytics'][number];

/** The element that carries the trackers on every page. */
export const TRACKERS_ELEMENT = 'forecourt-analytics';

const PROVIDERS: ReadonlySet<string> = new Set<Tracker['provider']>(['google-analytics', 'google-tag-manager', 'meta-pixel']);

/** The provider's own script, or the configured one (server-side tagging, first-party proxy). */
export function trackerScriptUrl(tracker: Tracker): string {
  if (tracker.scriptUrl) return tracker.scriptUrl;
  const id = encodeURIComponent(tracker.id);
  switch (tracker.provider) {
    case 'google-analytics':
      return `https://www.googletagmanager.com/gtag/js?id=${id}`;
    case 'google-tag-manager':
      return `https://www.googletagmanager.com/gtm.js?id=${id}`;
    case 'meta-pixel':
      return 'https://connect.facebook.net/en_US/fbevents.js';
  }
}

function isTracker(value: unknown): value is Tracker {
  if (typeof value !== 'object' || value === null) return false;
  const { provider, id, scriptUrl } = value as Record<string, unknown>;
  return typeof provider === 'string' && PROVIDERS.has(provider) && typeof id === 'string' && id !== '' && (scriptUrl === undefined || typeof scriptUrl === 'string');
}

/** The trackers of this page; [] when there are none or the attribute cannot be read. */
export function readPageTrackers(): Tracker[] {
  try {
    const raw = document.querySelector(TRACKERS_ELEMENT)?.getAttribute('data-trackers');
    const list: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(list) ? list.filter(isTracker) : [];
  } catch {
    return [];
  }
}
