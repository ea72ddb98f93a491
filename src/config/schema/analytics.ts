/** Analytics trackers; events themselves are not product behaviour (spec 01 §7). */
import * as v from 'valibot';
import { described, href, maybe, text } from './helpers';

/** Supported trackers. */
export const ANALYTICS_PROVIDERS = ['google-analytics', 'google-tag-manager', 'meta-pixel'] as const;

/** The `analytics` list. */
export const analyticsSchema = v.array(
  v.strictObject({
    provider: described(v.picklist(ANALYTICS_PROVIDERS), 'Tracker kind.'),
    id: described(text, 'Public tracker id (e.g. G-4B7QZ2K9LM for GA4, GTM-5T8RQ3 for Tag Manager, a Meta pixel id).'),
    scriptUrl: maybe(
      href,
      "Load the tracker script from this URL instead of the provider's (server-side tagging or a first-party proxy).",
    ),
  }),
);
