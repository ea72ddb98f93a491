/**
 * What the valuation wizard sends after its lead (spec 02 §4): the adjustment answers, then the
 * rego lookup, then the offer acceptance (subcategory '3. Offer Accepted', form completed,
 * offer_accepted true), and the result saved where the site turns that on. Pure.
 */
import type { LeadSubmissionInput } from '../../contracts/lead';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../contracts/lead';
import type { ValuationState } from './valuation-flow';

/** Context every lead body of the wizard carries (url, source, user agent, attributes). */
export type ValuationContext = Record<string, unknown>;

/** The adjustment answers and rego lookup sent when the condition step is done, in that order. */
export function conditionRequests(state: ValuationState, context: ValuationContext): LeadSubmissionInput[] {
  if (!state.leadId) return [];
  const requests: LeadSubmissionInput[] = [
    {
      ...context,
      kind: 'valuation_adjustments',
      lead_id: state.leadId,
      adjustmentAnswers: { ...state.answers },
    } as LeadSubmissionInput,
  ];
  if (state.rego) {
    requests.push({
      ...context,
      kind: 'valuation_rego_lookup',
      lead_id: state.leadId,
      rego: state.rego,
      regoState: state.regoState ?? '',
    } as LeadSubmissionInput);
  }
  return requests;
}

/** The offer acceptance (subcategory '3. Offer Accepted', form completed, offer_accepted true). */
export function offerAcceptedRequest(
  state: ValuationState,
  context: ValuationContext,
): LeadSubmissionInput | undefined {
  if (!state.leadId) return undefined;
  return {
    ...context,
    kind: 'valuation_offer_accepted',
    lead_id: state.leadId,
    offer_accepted: true,
    subcategory: OFFER_ACCEPTED_SUBCATEGORY,
    form_completed: true,
    // The range the shopper accepted, so the dealer sees what was offered.
    ...(state.range ? { offer_amount: state.range.low, offer_amount_high: state.range.high } : {}),
  } as LeadSubmissionInput;
}

/** The valuation result saved where the site turns it on (POST /api/miscellaneous, column_name valuation). */
export function valuationSaveBody(state: ValuationState): {
  column_name: 'valuation';
  lead_id?: string;
  valuation: Record<string, string | number | boolean>;
} {
  const valuation: Record<string, string | number | boolean> = { offer_accepted: true };
  if (state.kms !== undefined) valuation.kms = state.kms;
  if (state.rego) valuation.rego = state.rego;
  if (state.regoState) valuation.regoState = state.regoState;
  for (const [key, value] of Object.entries(state.answers)) valuation[key] = value;
  if (state.range) Object.assign(valuation, { offer_low: state.range.low, offer_high: state.range.high });
  return { column_name: 'valuation', ...(state.leadId ? { lead_id: state.leadId } : {}), valuation };
}
