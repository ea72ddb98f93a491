/**
 * The valuation wizard's flow after its lead (spec 02 §4): once the lead form has stored the
 * valuation lead, the condition answers (adjustments, then the rego lookup) and the offer
 * acceptance ('3. Offer Accepted') are sent, each through the outbox so an offline step still
 * arrives, in order. The result is saved where the site turns that on (a failure is only logged).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseWholeNumber } from '../../api/schemas/lead-payload';
import { ANALYTICS_EVENTS } from '../analytics/events';
import { trackEvent } from '../analytics/track';
import { apiClient } from './client/api';
import { readValues } from './client/form-values';
import { leadContext } from './client/lead-context';
import type { ShellTexts } from './form-texts';
import { failureMessage } from './lead-form-view';
import type { LeadStoredDetail } from './use-lead-form';
import { conditionRequests, formatKms, nextValuationStep, offerAcceptedRequest, valuationSaveBody, type ValuationState, type ValuationStep } from './valuation-flow';

/** What shows: the lead form (car and contact steps), then each panel. */
export type ValuationPanelName = 'lead' | 'condition' | 'offer' | 'done';

/** A panel form's submitting state and messages. */
export interface PanelFeedback {
  busy: boolean;
  alert: string;
  notice: string;
  status: string;
}

const IDLE: PanelFeedback = { busy: false, alert: '', notice: '', status: '' };

/** The panel that shows a step: the lead form holds both the car and the contact steps. */
function panelOf(step: ValuationStep): ValuationPanelName {
  return step === 'car' || step === 'contact' ? 'lead' : step;
}

/** How the wizard reads its words and whether it saves the result. */
export interface ValuationWizardOptions {
  /** The lead form's own wording (queued notices, the failure fallback), so the steps read alike. */
  texts: ShellTexts;
  /** "… {car} …" of the offer panel, and what names the car without a rego or kilometres. */
  offerText: string;
  yourCar: string;
  /** Save the accepted valuation (features.tradeIn.saveValuation). */
  save: boolean;
}

export function useValuationWizard({ texts, offerText, yourCar, save }: ValuationWizardOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const state = useRef<ValuationState>({ answers: {} });
  const busy = useRef(false);
  const [panel, setPanel] = useState<ValuationPanelName>('lead');
  const [lit, setLit] = useState<ValuationStep>('car');
  const [focus, setFocus] = useState<{ panel: ValuationPanelName }>();
  const [feedback, setFeedback] = useState<Record<'condition' | 'offer', PanelFeedback>>({ condition: IDLE, offer: IDLE });
  const [offer, setOffer] = useState('');
  const show = (which: 'condition' | 'offer', part: Partial<PanelFeedback>) => setFeedback((f) => ({ ...f, [which]: { ...f[which], ...part } }));

  useEffect(() => {
    if (focus) rootRef.current?.querySelector<HTMLElement>(`[data-panel="${focus.panel}"] [data-panel-heading]`)?.focus();
  }, [focus]);

  /** Moves to the step after `from` (spec 02 §4's order), showing its panel and focusing its heading. */
  const advance = (from: ValuationStep) => {
    const step = nextValuationStep(from);
    setPanel(panelOf(step));
    setLit(step);
    setFocus({ panel: panelOf(step) });
  };

  const context = () => {
    const c = leadContext();
    return { url: c.url, source: 'Website', user_agent: c.userAgent.slice(0, 500) };
  };

  /** Sends bodies in order; stops at a refused one (offline ones stay queued and go later, in order). */
  const sendAll = async (which: 'condition' | 'offer', bodies: unknown[]) => {
    for (const body of bodies) {
      const result = await apiClient().submitLead(body as never);
      if (result.ok) continue;
      if (result.queued) {
        show(which, { notice: result.network ? texts.queued : texts.queuedRetry });
        continue;
      }
      show(which, { alert: failureMessage(result.message, texts.submitError) });
      return false;
    }
    return true;
  };

  const run = async (which: 'condition' | 'offer', label: string, work: () => Promise<boolean>, step: ValuationStep) => {
    if (busy.current) return;
    busy.current = true;
    show(which, { alert: '', busy: true, status: label });
    const ok = await work();
    busy.current = false;
    show(which, { busy: false });
    if (ok) advance(step);
  };

  return {
    rootRef,
    panel,
    lit,
    feedback,
    offer,
    /** The lead form's steps are the wizard's car and contact steps. */
    onStep: (index: number) => setLit(index === 0 ? 'car' : 'contact'),
    onLead: ({ leadId, values }: LeadStoredDetail) => {
      const kms = parseWholeNumber(String(values.kms ?? ''));
      state.current = {
        leadId,
        ...(typeof kms === 'number' ? { kms } : {}),
        rego: String(values.rego ?? '').trim().toUpperCase(),
        regoState: String(values.regoState ?? ''),
        answers: {},
      };
      advance('contact');
    },
    onCondition: (event: FormEvent<HTMLFormElement>, label: string) => {
      event.preventDefault();
      const answers = readValues(event.currentTarget);
      state.current.answers = Object.fromEntries(Object.entries(answers).map(([k, value]) => [k, String(value)]));
      void run('condition', label, () => sendAll('condition', conditionRequests(state.current, context())), 'condition').then(() => {
        const { rego, regoState, kms } = state.current;
        const car = [rego && `${rego}${regoState ? ` (${regoState.toUpperCase()})` : ''}`, kms !== undefined && formatKms(kms)].filter(Boolean).join(', ');
        setOffer(offerText.replace('{car}', car || yourCar));
      });
    },
    onOffer: (event: FormEvent<HTMLFormElement>, label: string) => {
      event.preventDefault();
      const accepted = offerAcceptedRequest(state.current, context());
      if (!accepted) return;
      void run('offer', label, async () => {
        const ok = await sendAll('offer', [accepted]);
        if (ok) trackEvent(ANALYTICS_EVENTS.offerAccepted, { lead_id: state.current.leadId });
        // Saving the result is a record for the dealer: its failure is logged only (spec 02 §8).
        if (ok && save) {
          const saved = await apiClient().saveValuation(valuationSaveBody(state.current));
          if (!saved.ok) console.warn('[valuation] result not saved', saved.message);
        }
        return ok;
      }, 'offer');
    },
  };
}
