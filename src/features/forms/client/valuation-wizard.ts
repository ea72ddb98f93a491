/**
 * The valuation wizard's browser side: kilometre quick picks, then, once the lead form has stored
 * the valuation lead, the condition answers (adjustments, then the rego lookup) and the offer
 * acceptance ('3. Offer Accepted'), each through the outbox so an offline step still arrives.
 */
import { conditionRequests, formatKms, offerAcceptedRequest, valuationSaveBody, type ValuationState } from '../valuation-flow';
import { leadContext } from './lead-context';
import { apiClient } from './api';
import { announce, setBusy, showAlert, showNotice } from './form-feedback';
import type { LeadStoredDetail } from './lead-form';
import { readValues } from './form-values';
import { parseWholeNumber } from '../../../api/schemas/lead-payload';
import { trackEvent } from '../../analytics/track';
import { ANALYTICS_EVENTS } from '../../analytics/events';

type Panel = 'lead' | 'condition' | 'offer' | 'done';
// The progress bars: car and details (both in the lead form), condition, offer.
const LAST_BAR_ON: Record<Panel, number> = { lead: 0, condition: 2, offer: 3, done: 3 };

class ValuationWizardElement extends HTMLElement {
  private state: ValuationState = { answers: {} };
  private busy = false;

  connectedCallback(): void {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-kms]')) {
      button.addEventListener('click', () => {
        const input = this.querySelector<HTMLInputElement>('input[name="kms"]');
        if (!input) return;
        input.value = formatKms(Number(button.dataset.kms)).replace(/ kms$/, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.focus();
      });
    }
    // The lead form's own two steps light the first two bars.
    this.addEventListener('fc-step', (event) => this.light((event as CustomEvent<number>).detail));
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

  private show(name: Panel): void {
    for (const panel of this.querySelectorAll<HTMLElement>('[data-panel]')) panel.hidden = panel.dataset.panel !== name;
    this.light(LAST_BAR_ON[name]);
    this.querySelector<HTMLElement>(`[data-panel="${name}"] [data-panel-heading]`)?.focus();
  }

  /** Lights the progress bars up to `last`. */
  private light(last: number): void {
    for (const bar of this.querySelectorAll<HTMLElement>('[data-progress]')) {
      bar.querySelector('[data-bar]')?.toggleAttribute('data-on', Number(bar.dataset.progress) <= last);
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
    this.show('condition');
  }

  /** The saved-for-later notice (offline, or the server failed), from the lead form's own wording. */
  private queuedText(offline: boolean): string {
    try {
      const texts = (JSON.parse(this.querySelector<HTMLElement>('fc-lead-form')?.dataset.setup ?? '{}') as { texts?: { queued?: string; queuedRetry?: string } }).texts;
      return (offline ? texts?.queued : texts?.queuedRetry) ?? '';
    } catch {
      return '';
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
        showNotice(panel, this.queuedText(result.network));
        continue;
      }
      showAlert(panel, result.message);
      return false;
    }
    return true;
  }

  private async run(panel: HTMLFormElement, idle: string, work: () => Promise<boolean>, next: Panel): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    showAlert(panel, '');
    const label = panel.querySelector('[data-submit-label]')?.textContent ?? idle;
    setBusy(panel, true, label);
    announce(panel, label);
    const ok = await work();
    this.busy = false;
    setBusy(panel, false, label);
    if (ok) this.show(next);
  }

  private async sendCondition(): Promise<void> {
    const panel = this.panelForm('condition');
    if (!panel) return;
    const answers = readValues(panel);
    this.state.answers = Object.fromEntries(Object.entries(answers).map(([k, value]) => [k, String(value)]));
    await this.run(panel, '', () => this.sendAll(panel, conditionRequests(this.state, this.context())), 'offer');
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
    }, 'done');
  }
}

/** Registers <fc-valuation-wizard> once. */
export function defineValuationWizard(): void {
  if (!customElements.get('fc-valuation-wizard')) customElements.define('fc-valuation-wizard', ValuationWizardElement);
}
