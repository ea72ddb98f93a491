/** Watchlist calls (spec 01 §7): save, remove, list, for the signed-in phone only. */
import * as v from 'valibot';
import { auMobile, id } from './fields';

/** `POST /api/watchlist/save-car` and `/remove-car`: phone_number may be sent but must be the signed-in one. */
export const WatchlistChangeSchema = v.object({ phone_number: v.optional(auMobile), car_id: id });
/** What a caller sends for WatchlistChange. */
export type WatchlistChangeInput = v.InferInput<typeof WatchlistChangeSchema>;

/** A watchlist entry (spec 01 §3.3); car details are present when the site knows the car. */
export const WatchlistEntrySchema = v.object({
  id: v.string(),
  saved_at: v.string(),
  name: v.optional(v.string()),
  slug: v.optional(v.string()),
  make: v.optional(v.string()),
  model: v.optional(v.string()),
  primary_image_url: v.optional(v.string()),
});
/** A parsed WatchlistEntry. */
export type WatchlistEntry = v.InferOutput<typeof WatchlistEntrySchema>;

/** Answer of every watchlist call: the whole list after the change. */
export const WatchlistAnswerSchema = v.object({ success: v.literal(true), cars: v.array(WatchlistEntrySchema) });
/** A parsed WatchlistAnswer. */
export type WatchlistAnswer = v.InferOutput<typeof WatchlistAnswerSchema>;
