/**
 * The valuation wizard's flow (spec 02 §3, §4): your car (kms, rego state, rego) → your details
 * (name, phone, email, location) which creates the valuation lead → condition, whose adjustment
 * answers are sent and followed by the rego lookup → the offer, whose acceptance is recorded with
 * subcategory '3. Offer Accepted'. Pure. What each step sends is in valuation-requests.ts, apart
 * from this, so the wizard's first view does not carry the lead schemas.
 */

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
  /** The valuation provider's range, when the site has one and it valued the car (issue 21). */
  range?: { low: number; high: number };
}
