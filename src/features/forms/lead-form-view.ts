/**
 * What a lead form shows, as one state: the step, the submitting state of its button, field
 * messages and the "Please fix the following errors:" summary, the failure alert, the queued or
 * sent notice, the live status, and what the page's query told it. Pure, so the island only
 * renders; light, as it is part of every form's first view (the submit's own rules are in
 * lead-form-feedback.ts and lead-submit.client.ts, loaded when the shopper reaches for a form).
 */
import type { LeadFormSetup } from './form-setup';
import type { ShellTexts } from './form-texts';

/** One line of the error summary: its message, and the control it links to when the form has one. */
export interface SummaryItem {
  message: string;
  controlId?: string | undefined;
}

/** A lead form's visible state. */
export interface LeadFormView {
  /** The component has taken over from the built HTML (steps now hide by `hidden`). */
  ready: boolean;
  step: number;
  busy: boolean;
  /** The submit button's label (Next, Submit, Submitting…). */
  label: string;
  /** Message per field name. */
  errors: Readonly<Record<string, string>>;
  /** The summary's lines; the summary shows while there are any. */
  summary: readonly SummaryItem[];
  alert: string;
  notice: string;
  /** Read out by the live region. */
  status: string;
  /** Sent from the outbox after a wait: the buttons are gone. */
  sent: boolean;
  /** Saved details were filled in. */
  prefilled: boolean;
  about?: { title: string; detail: string } | undefined;
  aboutCar: boolean;
  aboutTarget: boolean;
  queryLocation?: string | undefined;
  /** The dealerships the query's offer narrows the select to. */
  queryDealerships?: readonly string[] | undefined;
  /** What to focus after this render (a new object each time it is asked). */
  focus?: { target: 'summary' | 'step' } | undefined;
}

/** The state the built HTML shows. */
export function initialView(label: string): LeadFormView {
  return {
    ready: false,
    step: 0,
    busy: false,
    label,
    errors: {},
    summary: [],
    alert: '',
    notice: '',
    status: '',
    sent: false,
    prefilled: false,
    aboutCar: false,
    aboutTarget: false,
  };
}

/** No field message, no summary, no alert. */
export const CLEARED: Pick<LeadFormView, 'errors' | 'summary' | 'alert'> = { errors: {}, summary: [], alert: '' };

/** The view without one field's message (the shopper is fixing it). */
export function withoutError(view: LeadFormView, name: string): LeadFormView {
  if (!view.errors[name]) return view;
  const { [name]: _fixed, ...errors } = view.errors;
  return { ...view, errors };
}

/** "Step 2 of 3" from the shell's template ("Step {step} of {count}"). */
export function stepOfText(template: string, step: number, count: number): string {
  return template.replace('{step}', String(step)).replace('{count}', String(count));
}

/** The shell's words for one form: its own submit label, and the lead flow's failure sentence where it is one. */
export function formWords(shell: ShellTexts, setup: Pick<LeadFormSetup, 'submitLabel' | 'leadFlow'>): ShellTexts {
  return {
    ...shell,
    submit: setup.submitLabel ?? shell.submit,
    submitError: setup.leadFlow ? shell.unexpectedError : shell.submitError,
  };
}
