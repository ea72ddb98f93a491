/**
 * The lead form engine (spec 02 §4, §5): a custom element over a static HTML form. It validates
 * with the API's own schemas before every submit (a non-last step checks its own fields and
 * advances), sends through the outbox (idempotency key, kept when offline), and on a lead_id saves
 * the details, the enquiry car and a success record, fires the form's event and goes to /success.
 */
import type { LeadSubmissionInput } from '../../../api/schemas/lead';
import { leadEventId } from '../../../api/schemas/lead-rules';
import type { AnalyticsEventId } from '../../analytics/events';
import { trackEvent } from '../../analytics/track';
import type { LeadFormSetup } from '../form-setup';
import { buildLeadPayload } from '../../../api/schemas/lead-payload';
import { checkLead, fieldOf, inFieldOrder, issuesFor, withRequired } from '../../../api/schemas/lead-validation';
import { ENQUIRY_CAR_KEY, SUCCESS_RECORD_KEY, summaryRows, type SuccessRecord } from '../success-record';
import { apiClient } from './api';
import { announce, clearErrors, clearFieldError, failureMessage, setBusy, showAlert, showErrors, showNotice } from './form-feedback';
import { controlsIn, prefillSavedDetails, readValues, saveDetails } from './form-values';
import { leadContext, rememberPage } from './lead-context';
import { applyQuery } from './query-apply';
import { defineTestDriveSlots } from './test-drive-slots';

/** What a stored lead hands to listeners (the valuation wizard chains its steps on it). */
export interface LeadStoredDetail {
  leadId: string;
  values: Record<string, unknown>;
}

function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: /success shows its general thanks instead.
  }
}

class LeadFormElement extends HTMLElement {
  private setup!: LeadFormSetup;
  private form!: HTMLFormElement;
  private steps: HTMLElement[] = [];
  private step = 0;
  private busy = false;
  /** The query's car or offer, applied (a car's details are fetched); a submit waits for it. */
  private ready: Promise<void> = Promise.resolve();

  connectedCallback(): void {
    if (this.form) return;
    this.setup = JSON.parse(this.dataset.setup ?? '{}') as LeadFormSetup;
    const form = this.querySelector('form');
    if (!form) return;
    this.form = form;
    this.steps = [...form.querySelectorAll<HTMLElement>('[data-step]')];
    rememberPage();
    this.ready = applyQuery(this, form, this.setup)
      .then((setup) => {
        this.setup = setup;
      })
      .catch(() => undefined);
    if (prefillSavedDetails(form)) this.querySelector<HTMLElement>('[data-prefilled]')?.removeAttribute('hidden');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.onSubmit();
    });
    form.addEventListener('input', (event) => {
      const target = event.target as HTMLInputElement;
      if (target.name) clearFieldError(this, target.name);
    });
    for (const back of this.querySelectorAll('[data-back]')) back.addEventListener('click', () => this.showStep(this.step - 1));
    this.showStep(0, false);
    // The steps' `hidden` now decides what shows (the stylesheet showed only the first until here).
    this.dataset.ready = '';
  }

  private showStep(index: number, focus = true): void {
    if (this.steps.length === 0 || index < 0 || index >= this.steps.length) return;
    this.step = index;
    this.steps.forEach((step, i) => (step.hidden = i !== index));
    const last = index === this.steps.length - 1;
    setBusy(this, false, last ? this.setup.texts.submit : this.setup.texts.next);
    for (const back of this.querySelectorAll<HTMLElement>('[data-back]')) back.hidden = index === 0;
    const counter = this.querySelector<HTMLElement>('[data-step-counter]');
    if (counter) counter.textContent = (counter.dataset.template ?? '').replace('{step}', String(index + 1)).replace('{count}', String(this.steps.length));
    if (focus) this.steps[index]?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    this.dispatchEvent(new CustomEvent<number>('fc-step', { detail: index, bubbles: true }));
  }

  private payload(): LeadSubmissionInput {
    return buildLeadPayload(this.setup.fixed, readValues(this.form), leadContext(), this.setup.numberFields);
  }

  private async onSubmit(): Promise<void> {
    if (this.busy) return;
    await this.ready;
    clearErrors(this);
    const body = this.payload();
    const check = withRequired(checkLead(body, this.setup.rules), body, this.setup.required ?? []);
    const order = controlsIn(this.form).map((c) => c.name);
    const isLastStep = this.steps.length === 0 || this.step === this.steps.length - 1;
    if (!isLastStep) {
      const mine = new Set(controlsIn(this.steps[this.step] as HTMLElement).map((c) => c.name));
      const issues = check.ok ? [] : issuesFor(check.issues, mine);
      if (issues.length > 0) return showErrors(this, inFieldOrder(issues, order));
      return this.showStep(this.step + 1);
    }
    if (!check.ok) {
      // Jump back to the first step holding a problem, so its field can be fixed.
      const first = check.issues.map(fieldOf).find((name) => this.steps.some((s) => s.querySelector(`[name="${CSS.escape(name)}"]`)));
      const stepIndex = this.steps.findIndex((s) => first && s.querySelector(`[name="${CSS.escape(first)}"]`));
      if (stepIndex >= 0 && stepIndex !== this.step) this.showStep(stepIndex, false);
      return showErrors(this, inFieldOrder(check.issues, order));
    }
    await this.send(body, check.lead);
  }

  private async send(body: LeadSubmissionInput, lead: Parameters<typeof leadEventId>[0]): Promise<void> {
    const { texts } = this.setup;
    this.busy = true;
    setBusy(this, true, texts.submitting);
    announce(this, texts.submitting);
    const result = await apiClient().submitLead(body);
    const values = readValues(this.form);
    if (result.ok) {
      saveDetails(values);
      // The site's own ids (a careers category, say) decide; the server's answer backs them up.
      const eventId = leadEventId(lead, this.setup.rules) ?? result.data.event_id;
      if (eventId !== undefined) trackEvent(eventId as AnalyticsEventId, { lead_id: result.data.lead_id, car_id: lead && 'car_id' in lead ? lead.car_id : undefined });
      this.stored(result.data.lead_id, values);
      return;
    }
    if (result.queued) {
      // No answer, a server failure or a rate limit: the outbox keeps the lead and retries it.
      saveDetails(values);
      this.queued(result.key, result.network);
      return;
    }
    this.busy = false;
    setBusy(this, false, texts.submit);
    announce(this, '');
    // Field messages first: showing them clears the alert.
    if (result.fields.length > 0) showErrors(this, result.fields);
    showAlert(this, failureMessage(result.message, texts.submitError));
  }

  /** A lead_id came back: keep what /success shows, then go there (or hand over to a wizard). */
  private stored(leadId: string, values: Record<string, unknown>): void {
    const { setup } = this;
    const record: SuccessRecord = {
      kind: setup.kind,
      lead_id: leadId,
      sentAt: Date.now(),
      heading: setup.heading,
      rows: summaryRows(setup.shown, values, (name, value) => this.displayValue(name, value)),
      ...(setup.car ? { car: setup.car } : {}),
    };
    if (setup.car) store(ENQUIRY_CAR_KEY, setup.car);
    store(SUCCESS_RECORD_KEY, record);
    this.dispatchEvent(new CustomEvent<LeadStoredDetail>('fc-lead-stored', { detail: { leadId, values }, bubbles: true }));
    if (setup.redirect) {
      location.assign(setup.redirect);
      return;
    }
    this.busy = false;
    setBusy(this, false, setup.texts.submit);
    announce(this, setup.texts.sent);
  }

  /** A select shows its option's label, not its value. */
  private displayValue(name: string, value: string): string {
    const select = this.form.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(name)}"]`);
    return select ? ([...select.options].find((o) => o.value === value)?.text ?? value) : value;
  }

  /**
   * Kept in the outbox (offline, or the server failed): tell the shopper it is saved, and confirm
   * in place once it has gone. The outbox retries it (backing off, at once on `online`), and so
   * does the next page load, on any page.
   */
  private queued(key: string, offline: boolean): void {
    const { texts } = this.setup;
    const outbox = apiClient().outbox;
    setBusy(this, true, texts.submit);
    showNotice(this, offline ? texts.queued : texts.queuedRetry);
    announce(this, offline ? texts.queued : texts.queuedRetry);
    const stop = outbox.onSettled((settled, result) => {
      if (settled !== key) return;
      stop();
      if (!result.ok) {
        // Refused for good on a retry (a slot taken meanwhile, say): back to the form with the reason.
        this.busy = false;
        setBusy(this, false, texts.submit);
        showNotice(this, '');
        announce(this, '');
        if (result.fields.length > 0) showErrors(this, result.fields);
        showAlert(this, failureMessage(result.message, texts.submitError));
        return;
      }
      const done = offline ? texts.queuedSent : texts.sent;
      showNotice(this, done);
      announce(this, done);
      this.form.querySelector<HTMLElement>('[data-actions]')?.setAttribute('hidden', '');
    });
  }
}

/** Registers <fc-lead-form> once, with the test-drive times it may hold. */
export function defineLeadForm(): void {
  defineTestDriveSlots();
  if (!customElements.get('fc-lead-form')) customElements.define('fc-lead-form', LeadFormElement);
}
