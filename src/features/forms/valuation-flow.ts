/**
 * The valuation wizard's flow (spec 02 §3, §4): your car (kms, rego state, rego) → your details
 * (name, phone, email, location) which creates the valuation lead → condition, whose adjustment
 * answers are sent and followed by the rego lookup → the offer, whose acceptance is recorded with
 * subcategory '3. Offer Accepted'. Pure: the browser sends what these functions build, in order.
 */
import type { LeadSubmissionInput } from '../../api/schemas/lead';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../api/schemas/lead';

/** The wizard's steps in order. */
export const VALUATION_STEPS = ['car', 'contact', 'condition', 'offer', 'done'] as const;
/** One step of the wizard. */
export type ValuationStep = (typeof VALUATION_STEPS)[number];

/** Suggested kilometre readings (spec 02 §5: the kilometre input has suggested buttons). */
export const KMS_QUICK_PICKS = [20_000, 50_000, 80_000, 120_000, 160_000, 200_000] as const;
/** Suffix shown after a kilometre figure (spec 02 §5). */
export const KMS_SUFFIX = ' kms';

/** The step after `step` (done stays done). */
export function nextValuationStep(step: ValuationStep): ValuationStep {
  const i = VALUATION_STEPS.indexOf(step);
  return VALUATION_STEPS[Math.min(i + 1, VALUATION_STEPS.length - 1)] as ValuationStep;
}

/** A kilometre figure with grouped thousands, as the input holds it (the box draws the suffix). */
export function formatKmsFigure(kms: number): string {
  return Math.round(kms).toLocaleString('en-AU');
}

/** A kilometre figure as a quick pick or a summary shows it: grouped thousands and the ' kms' suffix. */
export function formatKms(kms: number): string {
  return `${formatKmsFigure(kms)}${KMS_SUFFIX}`;
}

/** What the wizard has gathered so far. */
export interface ValuationState {
  leadId?: string;
  kms?: number;
  rego?: string;
  regoState?: string;
  answers: Record<string, string>;
}

/** Context every lead body of the wizard carries (url, source, user agent, attributes). */
export type ValuationContext = Record<string, unknown>;

/** The adjustment answers and rego lookup sent when the condition step is done, in that order. */
export function conditionRequests(state: ValuationState, context: ValuationContext): LeadSubmissionInput[] {
  if (!state.leadId) return [];
  const requests: LeadSubmissionInput[] = [
    { ...context, kind: 'valuation_adjustments', lead_id: state.leadId, adjustmentAnswers: { ...state.answers } } as LeadSubmissionInput,
  ];
  if (state.rego) {
    requests.push({ ...context, kind: 'valuation_rego_lookup', lead_id: state.leadId, rego: state.rego, regoState: state.regoState ?? '' } as LeadSubmissionInput);
  }
  return requests;
}

/** The offer acceptance (subcategory '3. Offer Accepted', form completed, offer_accepted true). */
export function offerAcceptedRequest(state: ValuationState, context: ValuationContext): LeadSubmissionInput | undefined {
  if (!state.leadId) return undefined;
  return {
    ...context,
    kind: 'valuation_offer_accepted',
    lead_id: state.leadId,
    offer_accepted: true,
    subcategory: OFFER_ACCEPTED_SUBCATEGORY,
    form_completed: true,
  } as LeadSubmissionInput;
}

/** The valuation result saved where the site turns it on (POST /api/miscellaneous, column_name valuation). */
export function valuationSaveBody(state: ValuationState): { column_name: 'valuation'; lead_id?: string; valuation: Record<string, string | number | boolean> } {
  const valuation: Record<string, string | number | boolean> = { offer_accepted: true };
  if (state.kms !== undefined) valuation.kms = state.kms;
  if (state.rego) valuation.rego = state.rego;
  if (state.regoState) valuation.regoState = state.regoState;
  for (const [key, value] of Object.entries(state.answers)) valuation[key] = value;
  return { column_name: 'valuation', ...(state.leadId ? { lead_id: state.leadId } : {}), valuation };
}
