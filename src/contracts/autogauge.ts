/** The Autogauge answer (spec 01 §3.3); null where the check has no figure (no comparables, no price). */
import * as v from 'valibot';

/** `GET /cars/{slug}/autogauge`. `fill` is 0..1 along the range; `confidence` 0..1. */
export const AutogaugeAnswerSchema = v.object({
  fill: v.nullable(v.number()),
  listing_price: v.nullable(v.number()),
  market_range_min: v.nullable(v.number()),
  market_range_max: v.nullable(v.number()),
  confidence: v.number(),
  description: v.string(),
});
/** A parsed AutogaugeAnswer. */
export type AutogaugeAnswer = v.InferOutput<typeof AutogaugeAnswerSchema>;
