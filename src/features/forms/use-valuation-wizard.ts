/**
 * The valuation wizard's flow after its lead (spec 02 §4): once the lead form has stored the
 * valuation lead, the condition panel, then the offer, then the accepted state, each panel's
 * heading focused as it opens. What each panel sends is valuation-submit.ts, loaded with the lead
 * form's submit code.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseWholeNumber } from '../../api/schemas/lead-payload';
import { readValues } from './client/form-values';
import type { ShellTexts } from './form-texts';
import type { LeadStoredDetail } from './use-lead-form';
import { formatKms, nextValuationStep, type ValuationState, type ValuationStep } from './valuation-flow';

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

  /** A panel's queued notice and failure, as valuation-submit.ts reports them. */
  const stepHost = (which: 'condition' | 'offer') => ({ texts, notice: (text: string) => show(which, { notice: text }), alert: (text: string) => show(which, { alert: text }) });

  const run = async (which: 'condition' | 'offer', label: string, work: () => Promise<boolean>, step: ValuationStep) => {
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
      void run('condition', label, async () => (await import('./valuation-submit')).sendCondition(stepHost('condition'), state.current), 'condition').then(() => {
        const { rego, regoState, kms } = state.current;
        const car = [rego && `${rego}${regoState ? ` (${regoState.toUpperCase()})` : ''}`, kms !== undefined && formatKms(kms)].filter(Boolean).join(', ');
        setOffer(offerText.replace('{car}', car || yourCar));
      });
    },
    onOffer: (event: FormEvent<HTMLFormElement>, label: string) => {
      event.preventDefault();
      void run('offer', label, async () => (await import('./valuation-submit')).acceptOffer(stepHost('offer'), state.current, save), 'offer');
    },
  };
}
