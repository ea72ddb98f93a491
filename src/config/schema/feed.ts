/** Where the stock feed comes from (DESIGN § Data flow). */
import * as v from 'valibot';
import { described, integer, text, withDefault } from './helpers';

/** The feed watcher's bounds (docs/decisions.md § Feed watcher): Netlify runs it every 5 minutes, and a day is the longest wait that still beats the daily rebuild. */
export const WATCH_MINUTES = { default: 5, min: 5, max: 1440 } as const;

/** The `feed` block. */
export const feedSchema = v.strictObject({
  source: described(text, 'Feed file path relative to the site folder (e.g. feed.json) or an https:// URL (required).'),
  maxRejectShare: withDefault(
    v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    0.2,
    'Fail the build when more than this share of cars is rejected (0.2 = 20%).',
  ),
  watchMinutes: withDefault(
    integer(WATCH_MINUTES.min, WATCH_MINUTES.max),
    WATCH_MINUTES.default,
    'How often the feed watcher checks an https:// feed for changed stock and rebuilds the site, in minutes (5 to 1440; docs/deploy.md § 7).',
  ),
});
