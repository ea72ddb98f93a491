/** The valuation range call (issue 21): `POST /api/valuation/range`, answered by the site's valuation provider. */
import * as v from 'valibot';
import { answerKey, id, text } from './fields';
import { tradeVehicleFields } from './lead-fields';
import { MESSAGES } from './messages';

/** What the valuation wizard sends once the shopper's car, details and condition are in. */
export const ValuationRangeRequestSchema = v.object(
  {
    /** The valuation lead the wizard stored first, so the provider's answer can be matched to it. */
    lead_id: id,
    rego: tradeVehicleFields.rego,
    regoState: tradeVehicleFields.regoState,
    kms: tradeVehicleFields.kms,
    /** The condition answers (question name → answer). */
    answers: v.optional(
      v.pipe(
        v.record(answerKey, text(500), MESSAGES.adjustmentsInvalid),
        v.check((r) => Object.keys(r).length <= 50, MESSAGES.adjustmentsTooMany),
      ),
      {},
    ),
    // The one required key: its absence (or a body that is not an object) gets this message.
  },
  MESSAGES.valuationLeadRequired,
);
/** A parsed valuation range request. */
export type ValuationRangeRequest = v.InferOutput<typeof ValuationRangeRequestSchema>;

/** An offer range in whole dollars: low at most high, both above zero. */
export const ValuationRangeSchema = v.pipe(
  v.object({
    low: v.pipe(v.number(), v.finite(), v.gtValue(0)),
    high: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  }),
  v.check((r) => r.low <= r.high, 'The low end of a valuation range must not be above its high end.'),
  v.transform((r) => ({ low: Math.round(r.low), high: Math.round(r.high) })),
);
/** A parsed valuation range. */
export type ValuationRange = v.InferOutput<typeof ValuationRangeSchema>;
