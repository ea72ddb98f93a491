/** Where the stock feed comes from (DESIGN § Data flow). */
import * as v from 'valibot';
import { described, text, withDefault } from './helpers';

/** The `feed` block. */
export const feedSchema = v.strictObject({
  /** Feed file path relative to the site folder (e.g. feed.json) or an https:// URL (required). */
  source: described(text, 'Feed file path relative to the site folder (e.g. feed.json) or an https:// URL (required).'),
  /** Fail the build when more than this share of cars is rejected (0.2 = 20%). */
  maxRejectShare: withDefault(
    v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    0.2,
    'Fail the build when more than this share of cars is rejected (0.2 = 20%).',
  ),
});
