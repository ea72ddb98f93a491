/**
 * The valuation wizard's browser side: kilometre quick picks, then, once the lead form has stored
 * the valuation lead, the condition answers (adjustments, then the rego lookup) and the offer
 * acceptance ('3. Offer Accepted'), each through the outbox so an offline step still arrives.
 */
import { conditionRequests, formatKms, formatKmsFigure, nextValuationStep, offerAcceptedRequest, valuationSaveBody, VALUATION_STEPS, type ValuationState, type ValuationStep } from '../valuation-flow';
import { leadContext } from './lead-context';
import { apiClient } from './api';
import { announce, failureMessage, setBusy, showAlert, showNotice } from './form-feedback';
import type { LeadFormSetup } from '../form-setup';
import type { LeadStoredDetail } from './lead-form';
import { readValues } from './form-values';
import { parseWholeNumber } from '../../../api/schemas/lead-payload';
import { trackEvent } from '../../analytics/track';
import { ANALYTICS_EVENTS } from '../../analytics/events';

type Panel = 'lead' | 'condition' | 'offer' | 'done';

/** The panel that shows a step: the lead form holds both the car and the contact steps. */
function panelOf(step: ValuationStep): Panel {
  return step === 'car' || step === 'contact' ? 'lead' : step;
}

class ValuationWizardElement extends HTMLElement {
  private state: ValuationState = { answers: {} };
  private busy = false;

  connectedCallback(): void {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    const kmsInput = this.querySelector<HTMLInputElement>('input[name="kms"]');
    const picks = [...this.querySelectorAll<HTMLButtonElement>('[data-kms]')];
    // A quick pick shows as pressed while the typed kilometres are its figure.
    const markPick = () => {
      const typed = parseWholeNumber(kmsInput?.value ?? '');
      for (const pick of picks) pick.setAttribute('aria-pressed', String(typed === Number(pick.dataset.kms)));
    };
    kmsInput?.addEventListener('input', markPick);
    for (const button of picks) {
      button.addEventListener('click', () => {
        if (!kmsInput) return;
        kmsInput.value = formatKmsFigure(Number(button.dataset.kms));
        kmsInput.dispatchEvent(new Event('input', { bubbles: true }));
        kmsInput.focus();
      });
    }
    markPick();
    // The lead form's own two steps are the wizard's car and contact steps.
    this.addEventListener('fc-step', (event) => this.light(VALUATION_STEPS[(event as CustomEvent<number>).detail] ?? 'car'));
    this.addEventListener('fc-lead-stored', (event) => this.onLead((event as CustomEvent<LeadStoredDetail>).detail));
    this.panelForm('condition')?.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.sendCondition();
    });
    this.panelForm('offer')?.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.acceptOffer();
    });
  }

  private panelForm(name: Panel): HTMLFormElement | null {
    return this.querySelector<HTMLFormElement>(`form[data-panel="${name}"]`);
  }

  /** Moves to the step after `from` (spec 02 §4's order), showing its panel and focusing its heading. */
  private advance(from: ValuationStep): void {
    const step = nextValuationStep(from);
    const name = panelOf(step);
    for (const panel of this.querySelectorAll<HTMLElement>('[data-panel]')) panel.hidden = panel.dataset.panel !== name;
    this.light(step);
    this.querySelector<HTMLElement>(`[data-panel="${name}"] [data-panel-heading]`)?.focus();
  }

  /** Lights the progress bars up to `step` (all of them once done). */
  private light(step: ValuationStep): void {
    const last = VALUATION_STEPS.indexOf(step);
    for (const item of this.querySelectorAll<HTMLElement>('[data-progress]')) {
      const on = VALUATION_STEPS.indexOf(item.dataset.progress as ValuationStep) <= last;
      item.querySelector('[data-bar]')?.toggleAttribute('data-on', on);
      if (on && VALUATION_STEPS.indexOf(item.dataset.progress as ValuationStep) === last) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    }
  }

  private onLead(detail: LeadStoredDetail): void {
    const kms = parseWholeNumber(String(detail.values.kms ?? ''));
    this.state = {
      leadId: detail.leadId,
      ...(typeof kms === 'number' ? { kms } : {}),
      rego: String(detail.values.rego ?? '').trim().toUpperCase(),
      regoState: String(detail.values.regoState ?? ''),
      answers: {},
    };
    this.advance('contact');
  }

  /** The lead form's own wording (queued notices, the failure fallback), so the steps read alike. */
  private texts(): Partial<LeadFormSetup['texts']> {
    try {
      return (JSON.parse(this.querySelector<HTMLElement>('fc-lead-form')?.dataset.setup ?? '{}') as Partial<LeadFormSetup>).texts ?? {};
    } catch {
      return {};
    }
  }

  private context(): Record<string, unknown> {
    const c = leadContext();
    return { url: c.url, source: 'Website', user_agent: c.userAgent.slice(0, 500) };
  }

  /** Sends bodies in order; stops at a refused one (offline ones stay queued and go later, in order). */
  private async sendAll(panel: HTMLElement, bodies: unknown[]): Promise<boolean> {
    for (const body of bodies) {
      const result = await apiClient().submitLead(body as never);
      if (result.ok) continue;
      if (result.queued) {
        const texts = this.texts();
        showNotice(panel, (result.network ? texts.queued : texts.queuedRetry) ?? '');
        continue;
      }
      showAlert(panel, failureMessage(result.message, this.texts().submitError ?? ''));
      return false;
    }
    return true;
  }

  private async run(panel: HTMLFormElement, idle: string, work: () => Promise<boolean>, step: ValuationStep): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    showAlert(panel, '');
    const label = panel.querySelector('[data-submit-label]')?.textContent ?? idle;
    setBusy(panel, true, label);
    announce(panel, label);
    const ok = await work();
    this.busy = false;
    setBusy(panel, false, label);
    if (ok) this.advance(step);
  }

  private async sendCondition(): Promise<void> {
    const panel = this.panelForm('condition');
    if (!panel) return;
    const answers = readValues(panel);
    this.state.answers = Object.fromEntries(Object.entries(answers).map(([k, value]) => [k, String(value)]));
    await this.run(panel, '', () => this.sendAll(panel, conditionRequests(this.state, this.context())), 'condition');
    const text = this.querySelector<HTMLElement>('[data-offer-text]');
    if (text) {
      const car = [this.state.rego && `${this.state.rego}${this.state.regoState ? ` (${this.state.regoState.toUpperCase()})` : ''}`, this.state.kms !== undefined && formatKms(this.state.kms)].filter(Boolean).join(', ');
      text.textContent = (text.dataset.template ?? '').replace('{car}', car || (this.dataset.carFallback ?? ''));
    }
  }

  private async acceptOffer(): Promise<void> {
    const panel = this.panelForm('offer');
    const accepted = offerAcceptedRequest(this.state, this.context());
    if (!panel || !accepted) return;
    await this.run(panel, '', async () => {
      const ok = await this.sendAll(panel, [accepted]);
      if (ok) trackEvent(ANALYTICS_EVENTS.offerAccepted, { lead_id: this.state.leadId });
      // Saving the result is a record for the dealer: its failure is logged only (spec 02 §8).
      if (ok && this.dataset.save) {
        const saved = await apiClient().saveValuation(valuationSaveBody(this.state));
        if (!saved.ok) console.warn('[valuation] result not saved', saved.message);
      }
      return ok;
    }, 'offer');
  }
}

/** Registers <fc-valuation-wizard> once. */
export function defineValuationWizard(): void {
  if (!customElements.get('fc-valuation-wizard')) customElements.define('fc-valuation-wizard', ValuationWizardElement);
}
