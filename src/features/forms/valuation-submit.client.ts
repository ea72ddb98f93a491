/**
 * The valuation wizard's sends after its lead (spec 02 §4): the condition answers (adjustments,
 * then the rego lookup) and the offer acceptance, each through the outbox so an offline step still
 * arrives, in order; the result saved where the site turns that on (a failure is only logged).
 * Loaded with the lead form's submit, when the shopper reaches for the wizard.
 */
import { ANALYTICS_EVENTS } from '../analytics/events';
import { trackEvent } from '../analytics/track.client';
import { apiClient } from './client/api';
import { leadContext } from './client/lead-context';
import type { ShellTexts } from './form-texts';
import { failureMessage } from './lead-form-feedback';
import type { ValuationState } from './valuation-flow';
import { conditionRequests, offerAcceptedRequest, valuationSaveBody } from './valuation-requests';
import { valuationRangeApiPath } from '../../paths';

/** How a step shows a queued notice or its failure. */
export interface StepHost {
  texts: ShellTexts;
  notice: (text: string) => void;
  alert: (text: string) => void;
}

function context(): Record<string, unknown> {
  const c = leadContext();
  return { url: c.url, source: 'Website', user_agent: c.userAgent.slice(0, 500) };
}

/** Sends bodies in order; stops at a refused one (offline ones stay queued and go later, in order). */
async function sendAll(host: StepHost, bodies: unknown[]): Promise<boolean> {
  for (const body of bodies) {
    const result = await apiClient().submitLead(body as never);
    if (result.ok) continue;
    if (result.queued) {
      host.notice(result.network ? host.texts.queued : host.texts.queuedRetry);
      continue;
    }
    host.alert(failureMessage(result.message, host.texts.submitError));
    return false;
  }
  return true;
}

/** The condition step: the adjustment answers, then the rego lookup. */
export function sendCondition(host: StepHost, state: ValuationState): Promise<boolean> {
  return sendAll(host, conditionRequests(state, context()));
}

/** How long the wizard waits for a range before saying the team will call (the API waits 8 s on its provider). */
const RANGE_WAIT_MS = 10_000;

/**
 * The site's valuation provider's range for the car (issue 21), or undefined when the site has no
 * provider, it could not value the car, or the call failed: then the team calls with an offer.
 */
export async function valuationRange(state: ValuationState): Promise<{ low: number; high: number } | undefined> {
  if (!state.leadId) return undefined;
  try {
    const res = await fetch(valuationRangeApiPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        lead_id: state.leadId,
        rego: state.rego || undefined,
        regoState: state.regoState || undefined,
        kms: state.kms,
        answers: state.answers,
      }),
      signal: AbortSignal.timeout(RANGE_WAIT_MS),
    });
    if (!res.ok) return undefined;
    // `{ range: { low, high } }`, or `{ range: null }` when the site has no provider or it could not value the car.
    const { range } = (await res.json()) as { range?: { low?: unknown; high?: unknown } | null };
    const low = range?.low;
    const high = range?.high;
    return typeof low === 'number' && typeof high === 'number' && low > 0 && low <= high ? { low, high } : undefined;
  } catch (error) {
    console.warn('[valuation] no range', error);
    return undefined;
  }
}

/** The offer accepted ('3. Offer Accepted'), its event, and the result saved where the site wants it. */
export async function acceptOffer(host: StepHost, state: ValuationState, save: boolean): Promise<boolean> {
  const accepted = offerAcceptedRequest(state, context());
  if (!accepted) return false;
  const ok = await sendAll(host, [accepted]);
  if (ok) trackEvent(ANALYTICS_EVENTS.offerAccepted, { lead_id: state.leadId });
  // Saving the result is a record for the dealer: its failure is logged only (spec 02 §8).
  if (ok && save) {
    const saved = await apiClient().saveValuation(valuationSaveBody(state));
    if (!saved.ok) console.warn('[valuation] result not saved', saved.message);
  }
  return ok;
}
