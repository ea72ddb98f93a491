/**
 * The lead form's behaviour (spec 02 §4, §5): validates with the API's own schemas before every
 * submit (a non-last step checks only its own fields and advances; a failed last step goes back to
 * the first step with a problem), sends through the outbox (idempotency key, kept when offline or
 * on a server failure, confirmed in place once it goes), and on a lead_id saves the details, the
 * enquiry car and the success record, fires the form's event and goes to /success. The fields are
 * uncontrolled: what the shopper typed is read from the form when it is sent.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { LeadSubmission, LeadSubmissionInput } from '../../api/schemas/lead';
import { buildLeadPayload, type FieldValue } from '../../api/schemas/lead-payload';
import { leadEventId, type FieldIssue } from '../../api/schemas/lead-rules';
import { checkLead, fieldOf, inFieldOrder, issuesFor, withRequired } from '../../api/schemas/lead-validation';
import type { AnalyticsEventId } from '../analytics/events';
import { trackEvent } from '../analytics/track';
import { apiClient } from './client/api';
import { controlsIn, prefillSavedDetails, readValues, saveDetails } from './client/form-values';
import { leadContext, rememberPage } from './client/lead-context';
import { applyQuery } from './client/query-apply';
import type { LeadFormSetup } from './form-setup';
import type { FormSite } from './form-site';
import type { FieldChangeListener, LeadFormContextValue } from './lead-form-context';
import { CLEARED, failureMessage, formWords, initialView, issuesShown, withoutError, type LeadFormView } from './lead-form-view';
import { ENQUIRY_CAR_KEY, SUCCESS_RECORD_KEY, summaryRows, type SuccessRecord } from './success-record';

/** What a stored lead hands on (the valuation wizard chains its steps on it). */
export interface LeadStoredDetail {
  leadId: string;
  values: Record<string, FieldValue>;
}

/** The form's setup and how the page listens to it. */
export interface LeadFormOptions {
  /** The site's rules (the API's own) and the shell's words. */
  site: Pick<FormSite, 'rules' | 'shell'>;
  setup: LeadFormSetup;
  /** Number of steps (0 for a one-step form). */
  steps: number;
  onStep?: ((index: number) => void) | undefined;
  onStored?: ((detail: LeadStoredDetail) => void) | undefined;
}

function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: /success shows its general thanks instead.
  }
}

const byName = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:not([type="hidden"])`);

/** A select's chosen option by its label, anything else by its value (the /success rows). */
function displayValue(form: HTMLFormElement, name: string, value: string): string {
  const select = form.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(name)}"]`);
  return select ? ([...select.options].find((o) => o.value === value)?.text ?? value) : value;
}

/** The lead form's state and handlers, for LeadForm to render. */
export function useLeadForm({ site, setup: built, steps, onStep, onStored }: LeadFormOptions) {
  const texts = formWords(site.shell, built);
  const formRef = useRef<HTMLFormElement>(null);
  const setupRef = useRef(built);
  const queryReady = useRef<Promise<unknown>>(Promise.resolve());
  const busyRef = useRef(false);
  const stepRef = useRef(0);
  const stopSettled = useRef<(() => void) | undefined>(undefined);
  const listeners = useRef(new Set<FieldChangeListener>());
  const [view, setView] = useState<LeadFormView>(() => initialView(steps > 1 ? texts.next : texts.submit));
  const patch = (part: Partial<LeadFormView>) => setView((v) => ({ ...v, ...part }));
  const shown = (form: HTMLFormElement, issues: readonly FieldIssue[]) => issuesShown(issues, (name) => byName(form, name)?.id || undefined);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    rememberPage();
    queryReady.current = applyQuery(form, built)
      .then((applied) => {
        setupRef.current = applied.setup;
        patch({ about: applied.about, aboutCar: applied.aboutCar, aboutTarget: applied.aboutTarget, queryLocation: applied.location });
      })
      .catch(() => undefined);
    // The steps' `hidden` decides what shows from here (the stylesheet showed only the first until now).
    patch({ ready: true, prefilled: prefillSavedDetails(form) });
    return () => stopSettled.current?.();
    // Once, on hydration: the built setup is fixed for the island's life.
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !view.focus) return;
    if (view.focus.target === 'summary') form.querySelector<HTMLElement>('[data-summary]')?.focus();
    else form.querySelectorAll<HTMLElement>('[data-step]')[view.step]?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [view.focus, view.step]);

  const showStep = (index: number, focus = true) => {
    if (index < 0 || index >= steps) return;
    stepRef.current = index;
    patch({ step: index, busy: false, label: index === steps - 1 ? texts.submit : texts.next, focus: focus ? { target: 'step' } : undefined });
    onStep?.(index);
  };

  /** A lead_id came back: keep what /success shows, then go there (or hand over to a wizard). */
  const stored = (form: HTMLFormElement, leadId: string, values: Record<string, FieldValue>) => {
    const setup = setupRef.current;
    const record: SuccessRecord = {
      kind: setup.kind,
      lead_id: leadId,
      sentAt: Date.now(),
      heading: setup.heading,
      rows: summaryRows(setup.shown, values, (name, value) => displayValue(form, name, value)),
      ...(setup.car ? { car: setup.car } : {}),
    };
    if (setup.car) store(ENQUIRY_CAR_KEY, setup.car);
    store(SUCCESS_RECORD_KEY, record);
    onStored?.({ leadId, values });
    if (setup.redirect) {
      location.assign(setup.redirect);
      return;
    }
    busyRef.current = false;
    patch({ busy: false, label: texts.submit, status: texts.sent });
  };

  /** Refused (at once, or for good on a retry): back to the form with the reason. */
  const refused = (form: HTMLFormElement, result: { message: string; fields: FieldIssue[] }) => {
    busyRef.current = false;
    // Field messages first: showing them clears the alert.
    const issues = result.fields.length > 0 ? shown(form, result.fields) : {};
    patch({ busy: false, label: texts.submit, notice: '', status: '', ...issues, alert: failureMessage(result.message, texts.submitError) });
  };

  /**
   * Kept in the outbox (offline, or the server failed): tell the shopper it is saved, and confirm in
   * place once it has gone. The outbox retries it (backing off, at once on `online`), and so does
   * the next page load, on any page.
   */
  const queued = (form: HTMLFormElement, key: string, offline: boolean) => {
    const waiting = offline ? texts.queued : texts.queuedRetry;
    patch({ busy: true, label: texts.submit, notice: waiting, status: waiting });
    const stop = apiClient().outbox.onSettled((settled, result) => {
      if (settled !== key) return;
      stop();
      stopSettled.current = undefined;
      if (!result.ok) return refused(form, result);
      const done = offline ? texts.queuedSent : texts.sent;
      patch({ notice: done, status: done, sent: true });
    });
    stopSettled.current = stop;
  };

  const send = async (form: HTMLFormElement, body: LeadSubmissionInput, lead: LeadSubmission) => {
    busyRef.current = true;
    patch({ busy: true, label: texts.submitting, status: texts.submitting });
    const result = await apiClient().submitLead(body);
    const values = readValues(form);
    if (result.ok) {
      saveDetails(values);
      // The site's own ids (a careers category, say) decide; the server's answer backs them up.
      const eventId = leadEventId(lead, site.rules) ?? result.data.event_id;
      if (eventId !== undefined) trackEvent(eventId as AnalyticsEventId, { lead_id: result.data.lead_id, car_id: 'car_id' in lead ? lead.car_id : undefined });
      return stored(form, result.data.lead_id, values);
    }
    if (result.queued) {
      // No answer, a server failure or a rate limit: the outbox keeps the lead and retries it.
      saveDetails(values);
      return queued(form, result.key, result.network);
    }
    refused(form, result);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busyRef.current) return;
    await queryReady.current;
    const setup = setupRef.current;
    patch(CLEARED);
    const body = buildLeadPayload(setup.fixed, readValues(form), leadContext(), setup.numberFields);
    const check = withRequired(checkLead(body, site.rules), body, setup.required ?? []);
    const order = controlsIn(form).map((c) => c.name);
    const stepEls = [...form.querySelectorAll<HTMLElement>('[data-step]')];
    const current = stepEls[stepRef.current];
    if (current && stepRef.current < stepEls.length - 1) {
      const mine = new Set(controlsIn(current).map((c) => c.name));
      const issues = check.ok ? [] : issuesFor(check.issues, mine);
      if (issues.length > 0) return patch(shown(form, inFieldOrder(issues, order)));
      return showStep(stepRef.current + 1);
    }
    if (!check.ok) {
      // Back to the first step holding a problem, so its field can be fixed.
      const first = check.issues.map(fieldOf).find((name) => stepEls.some((s) => byName(s, name)));
      const index = first === undefined ? -1 : stepEls.findIndex((s) => byName(s, first));
      if (index >= 0 && index !== stepRef.current) showStep(index, false);
      return patch(shown(form, inFieldOrder(check.issues, order)));
    }
    await send(form, body, check.lead);
  };

  const onFieldChange = useCallback((listener: FieldChangeListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const context = useMemo<LeadFormContextValue>(
    () => ({ step: view.step, ready: view.ready, errors: view.errors, aboutCar: view.aboutCar, aboutTarget: view.aboutTarget, queryLocation: view.queryLocation, onFieldChange }),
    [view.step, view.ready, view.errors, view.aboutCar, view.aboutTarget, view.queryLocation, onFieldChange],
  );

  return {
    formRef,
    view,
    context,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    /** Any field typed in: its message goes (the shopper is fixing it). */
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) setView((v) => withoutError(v, name));
    },
    /** A field changed: tell the fields that follow others (the test-drive times). */
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.name) for (const listener of listeners.current) listener(target.name, target.value);
    },
    back: () => showStep(stepRef.current - 1),
  };
}
