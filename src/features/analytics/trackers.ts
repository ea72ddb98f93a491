/**
 * The site's trackers: the element the page carries them in (`<forecourt-analytics data-trackers>`,
 * written by AnalyticsLoader.astro, read back by trackers.client.ts) and the script each one loads.
 */
import type { SiteConfig } from '../../config';

/** One configured tracker. */
export type Tracker = SiteConfig['analytics'][number];

/** The element that carries the trackers on every page. */
export const TRACKERS_ELEMENT = 'forecourt-analytics';

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
