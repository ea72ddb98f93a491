/**
 * A lead form's submit (spec 02 §4, §5): validates with the API's own schemas and the site's rules
 * (a non-last step checks only its own fields and advances; a failed last step goes back to the
 * first step with a problem), sends through the outbox (idempotency key, kept when offline or on a
 * server failure, confirmed in place once it goes), and on a lead_id saves the details, the enquiry
 * car and the success record, fires the form's event and goes to /success. Loaded when the shopper
 * reaches for a form (and awaited by a submit), so a page's first view does not carry it.
 */
import type { LeadSubmission, LeadSubmissionInput } from '../../contracts/lead';
import { buildLeadPayload, type FieldValue } from '../../contracts/lead-payload';
import { leadEventId, type FieldIssue } from '../../contracts/lead-rules';
import type { LeadFormRules } from '../../site/form-rules';
import { checkLead, fieldOf, inFieldOrder, issuesFor, withRequired } from '../../contracts/lead-validation';
import type { AnalyticsEventId } from '../analytics/events';
import { trackEvent } from '../analytics/track.client';
import { apiClient } from './client/api';
import { controlsIn, readValues, saveDetails } from './client/form-values';
import { leadContext } from './client/lead-context';
import type { LeadFormSetup } from './form-setup';
import type { ShellTexts } from './form-texts';
import { failureMessage, issuesShown } from './lead-form-feedback';
import { CLEARED, type LeadFormView } from './lead-form-view';
import { ENQUIRY_CAR_KEY, leadPlace, SUCCESS_RECORD_KEY, summaryRows, type SuccessRecord } from './success-record';

/** What a stored lead hands on (the valuation wizard chains its steps on it). */
export interface LeadStoredDetail {
  leadId: string;
  values: Record<string, FieldValue>;
}

/** The form a submit runs in, and how it shows what happens. */
export interface SubmitHost {
  form: HTMLFormElement;
  rules: LeadFormRules;
  /** The setup as the page's query left it. */
  setup: LeadFormSetup;
  texts: ShellTexts;
  /** The step showing (0 on a one-step form). */
  step: number;
  patch: (part: Partial<LeadFormView>) => void;
  showStep: (index: number, focus?: boolean) => void;
  /** The form is sending or waiting on the outbox: a second submit is ignored. */
  setBusy: (busy: boolean) => void;
  onStored?: ((detail: LeadStoredDetail) => void) | undefined;
  /** Keeps the outbox subscription of a queued lead (ended when the island goes). */
  keep: (stop: (() => void) | undefined) => void;
}

const byName = (root: ParentNode, name: string) =>
  root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:not([type="hidden"])`);

function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: /success shows its general thanks instead.
  }
}

/** A select's chosen option by its label, anything else by its value (the /success rows). */
function displayValue(form: HTMLFormElement, name: string, value: string): string {
  const select = form.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(name)}"]`);
  return select ? ([...select.options].find((o) => o.value === value)?.text ?? value) : value;
}

const shown = (form: HTMLFormElement, issues: readonly FieldIssue[]) =>
  issuesShown(issues, (name) => byName(form, name)?.id || undefined);

/** Refused (at once, or for good on a retry): back to the form with the reason. */
function refused(host: SubmitHost, result: { message: string; fields: FieldIssue[] }): void {
  const { texts } = host;
  host.setBusy(false);
  // Field messages first: showing them clears the alert.
  const issues = result.fields.length > 0 ? shown(host.form, result.fields) : {};
  host.patch({
    busy: false,
    label: texts.submit,
    notice: '',
    status: '',
    ...issues,
    alert: failureMessage(result.message, texts.submitError),
  });
}

/** A lead_id came back: keep what /success shows, then go there (or hand over to a wizard). */
function stored(
  host: SubmitHost,
  leadId: string,
  values: Record<string, FieldValue>,
  sent: Readonly<Record<string, unknown>>,
): void {
  const { setup, texts, form } = host;
  const record: SuccessRecord = {
    kind: setup.kind,
    lead_id: leadId,
    sentAt: Date.now(),
    heading: setup.heading,
    rows: summaryRows(setup.shown, values, (name, value) => displayValue(form, name, value)),
    ...(setup.car ? { car: setup.car } : {}),
    // Where the lead went, as sent: the car's own location and dealership, or the ones chosen.
    ...leadPlace(sent),
  };
  if (setup.car) store(ENQUIRY_CAR_KEY, setup.car);
  store(SUCCESS_RECORD_KEY, record);
  host.onStored?.({ leadId, values });
  if (setup.redirect) {
    location.assign(setup.redirect);
    return;
  }
  host.setBusy(false);
  host.patch({ busy: false, label: texts.submit, status: texts.sent });
}

/**
 * Kept in the outbox (offline, or the server failed): tell the shopper it is saved, and confirm in
 * place once it has gone. The outbox retries it (backing off, at once on `online`), and so does
 * the next page load, on any page.
 */
function queued(host: SubmitHost, key: string, offline: boolean): void {
  const { texts } = host;
  const waiting = offline ? texts.queued : texts.queuedRetry;
  host.patch({ busy: true, label: texts.submit, notice: waiting, status: waiting });
  const stop = apiClient().outbox.onSettled((settled, result) => {
    if (settled !== key) return;
    stop();
    host.keep(undefined);
    if (!result.ok) return refused(host, result);
    const done = offline ? texts.queuedSent : texts.sent;
    host.patch({ notice: done, status: done, sent: true });
  });
  host.keep(stop);
}

async function send(host: SubmitHost, body: LeadSubmissionInput, lead: LeadSubmission): Promise<void> {
  const { texts, form } = host;
  host.setBusy(true);
  host.patch({ busy: true, label: texts.submitting, status: texts.submitting });
  const result = await apiClient().submitLead(body);
  const values = readValues(form);
  if (result.ok) {
    saveDetails(values);
    // The site's own ids (a careers category, say) decide; the server's answer backs them up.
    const eventId = leadEventId(lead, host.rules) ?? result.data.event_id;
    if (eventId !== undefined)
      trackEvent(eventId as AnalyticsEventId, {
        lead_id: result.data.lead_id,
        car_id: 'car_id' in lead ? lead.car_id : undefined,
      });
    return stored(host, result.data.lead_id, values, body as Readonly<Record<string, unknown>>);
  }
  if (result.queued) {
    // No answer, a server failure or a rate limit: the outbox keeps the lead and retries it.
    saveDetails(values);
    return queued(host, result.key, result.network);
  }
  refused(host, result);
}

/** Submits the form: a step forward, its problems shown, or the lead sent. */
export async function submitLeadForm(host: SubmitHost): Promise<void> {
  const { form, setup, step } = host;
  host.patch(CLEARED);
  const body = buildLeadPayload(setup.fixed, readValues(form), leadContext(), setup.numberFields);
  const check = withRequired(checkLead(body, host.rules), body, setup.required ?? []);
  const order = controlsIn(form).map((c) => c.name);
  const steps = [...form.querySelectorAll<HTMLElement>('[data-step]')];
  const current = steps[step];
  if (current && step < steps.length - 1) {
    const mine = new Set(controlsIn(current).map((c) => c.name));
    const issues = check.ok ? [] : issuesFor(check.issues, mine);
    if (issues.length > 0) return host.patch(shown(form, inFieldOrder(issues, order)));
    return host.showStep(step + 1);
  }
  if (!check.ok) {
    // Back to the first step holding a problem, so its field can be fixed.
    const first = check.issues.map(fieldOf).find((name) => steps.some((s) => byName(s, name)));
    const index = first === undefined ? -1 : steps.findIndex((s) => byName(s, first));
    if (index >= 0 && index !== step) host.showStep(index, false);
    return host.patch(shown(form, inFieldOrder(check.issues, order)));
  }
  await send(host, body, check.lead);
}
