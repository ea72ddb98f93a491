/**
 * The valuation wizard's flow after its lead (spec 02 §4): once the lead form has stored the
 * valuation lead, the condition panel, then the offer, then the accepted state, each panel's
 * heading focused as it opens. What each panel sends is valuation-submit.client.ts, loaded with the lead
 * form's submit code.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseWholeNumber } from '../../contracts/lead-payload';
import { readValues } from './client/form-values';
import type { ShellTexts } from './form-texts';
import type { LeadStoredDetail } from './use-lead-form';
import { nextValuationStep, type ValuationState, type ValuationStep } from './valuation-flow';
import { offerView, type OfferCallPlace, type OfferTexts, type OfferView } from './valuation-offer';

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
  /** The offer step's wording: the range to accept, or the team's call. */
  offerTexts: OfferTexts;
  /** Each location's hours and time zone by id, and the one used when the shopper chose none: for the call-by day. */
  offerCall: { byLocation: Record<string, OfferCallPlace>; fallback: OfferCallPlace };
  /** Save the accepted valuation (features.tradeIn.saveValuation). */
  save: boolean;
}

export function useValuationWizard({ texts, offerTexts, offerCall, save }: ValuationWizardOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const state = useRef<ValuationState>({ answers: {} });
  const busy = useRef(false);
  const [panel, setPanel] = useState<ValuationPanelName>('lead');
  const [lit, setLit] = useState<ValuationStep>('car');
  const [focus, setFocus] = useState<{ panel: ValuationPanelName }>();
  const [feedback, setFeedback] = useState<Record<'condition' | 'offer', PanelFeedback>>({
    condition: IDLE,
    offer: IDLE,
  });
  const [offer, setOffer] = useState<OfferView>({ kind: 'call', text: '' });
  const locationId = useRef('');
  const show = (which: 'condition' | 'offer', part: Partial<PanelFeedback>) =>
    setFeedback((f) => ({ ...f, [which]: { ...f[which], ...part } }));

  useEffect(() => {
    if (focus)
      rootRef.current?.querySelector<HTMLElement>(`[data-panel="${focus.panel}"] [data-panel-heading]`)?.focus();
  }, [focus]);

  /** Moves to the step after `from` (spec 02 §4's order), showing its panel and focusing its heading. */
  const advance = (from: ValuationStep) => {
    const step = nextValuationStep(from);
    setPanel(panelOf(step));
    setLit(step);
    setFocus({ panel: panelOf(step) });
  };

  /** A panel's queued notice and failure, as valuation-submit.client.ts reports them. */
  const stepHost = (which: 'condition' | 'offer') => ({
    texts,
    notice: (text: string) => show(which, { notice: text }),
    alert: (text: string) => show(which, { alert: text }),
  });

  const run = async (
    which: 'condition' | 'offer',
    label: string,
    work: () => Promise<boolean>,
    step: ValuationStep,
  ) => {
    if (busy.current) return;
    busy.current = true;
    show(which, { alert: '', busy: true, status: label });
    // The step's code could not load (offline before it ever did): the shopper can try again.
    const ok = await work().catch(() => {
      show(which, { alert: texts.submitError });
      return false;
    });
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
      locationId.current = String(values.location_id ?? '');
      state.current = {
        leadId,
        ...(typeof kms === 'number' ? { kms } : {}),
        rego: String(values.rego ?? '')
          .trim()
          .toUpperCase(),
        regoState: String(values.regoState ?? ''),
        answers: {},
      };
      advance('contact');
    },
    onCondition: (event: FormEvent<HTMLFormElement>, label: string) => {
      event.preventDefault();
      const answers = readValues(event.currentTarget);
      state.current.answers = Object.fromEntries(Object.entries(answers).map(([k, value]) => [k, String(value)]));
      const send = async () => {
        const submit = await import('./valuation-submit.client');
        if (!(await submit.sendCondition(stepHost('condition'), state.current))) return false;
        // The provider's range when the site has one (issue 21); otherwise the team calls with an offer.
        const range = await submit.valuationRange(state.current);
        const { range: _earlier, ...gathered } = state.current;
        state.current = range ? { ...gathered, range } : gathered;
        setOffer(
          offerView(
            state.current,
            offerTexts,
            offerCall.byLocation[locationId.current] ?? offerCall.fallback,
            new Date(),
          ),
        );
        return true;
      };
      void run('condition', label, send, 'condition');
    },
    onOffer: (event: FormEvent<HTMLFormElement>, label: string) => {
      event.preventDefault();
      void run(
        'offer',
        label,
        async () => (await import('./valuation-submit.client')).acceptOffer(stepHost('offer'), state.current, save),
        'offer',
      );
    },
  };
}
