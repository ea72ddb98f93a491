/**
 * What a form shows the shopper: field messages linked with aria-describedby, the "Please fix the
 * following errors:" summary (focused on a failed submit), the failure alert, the live status and
 * the submitting state of the button.
 */
import type { FieldIssue } from '../../../api/schemas/lead-rules';
import { fieldOf } from '../../../api/schemas/lead-validation';
import { MESSAGES } from '../../../api/schemas/messages';
/**
 * What a failed submit says: the server's own words, else the form's fallback. The API client
 * reports an answer without words (a bare 400 or 500, a body that is not JSON) as the spec's
 * general sentence, which the lead-flow forms replace with theirs (spec 02 §8).
 */
export function failureMessage(message: string, fallback: string): string {
  return message && message !== MESSAGES.formFailed ? message : fallback;
}

function errorFor(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`);
}

function controlFor(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:not([type="hidden"])`);
}

function describe(control: HTMLElement, errorId: string, on: boolean): void {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== errorId);
  if (on) ids.unshift(errorId);
  if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

/**
 * Shows (or with '' clears) one field's message: marked invalid, described by the message. A note
 * that says the same thing (the terms box's "* You must agree…") steps aside while it shows, so the
 * sentence is neither drawn nor read twice.
 */
function setFieldError(root: HTMLElement, name: string, message: string): boolean {
  const error = errorFor(root, name);
  const control = controlFor(root, name);
  if (!error || !control) return false;
  error.textContent = message;
  error.hidden = message === '';
  if (message) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
  describe(control, error.id, message !== '');
  const note = root.querySelector<HTMLElement>(`[data-note-for="${CSS.escape(name)}"]`);
  if (note) {
    const repeats = message !== '' && note.textContent?.trim() === message;
    note.hidden = repeats;
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== note.id);
    if (!repeats) ids.push(note.id);
    control.setAttribute('aria-describedby', ids.join(' '));
  }
  return true;
}

/** Removes every field message and hides the summary and alert. */
export function clearErrors(root: HTMLElement): void {
  for (const error of root.querySelectorAll<HTMLElement>('[data-error-for]')) setFieldError(root, error.dataset.errorFor ?? '', '');
  const summary = root.querySelector<HTMLElement>('[data-summary]');
  if (summary) summary.hidden = true;
  showAlert(root, '');
}

/** Clears one field's message (when the shopper fixes it). */
export function clearFieldError(root: HTMLElement, name: string): void {
  if (!errorFor(root, name)?.hidden) setFieldError(root, name, '');
}

/** Shows field messages and the summary, and focuses the summary. */
export function showErrors(root: HTMLElement, issues: readonly FieldIssue[]): void {
  clearErrors(root);
  const summary = root.querySelector<HTMLElement>('[data-summary]');
  const list = summary?.querySelector<HTMLElement>('[data-summary-list]');
  list?.replaceChildren();
  for (const issue of issues) {
    const name = fieldOf(issue);
    const control = controlFor(root, name);
    setFieldError(root, name, issue.message);
    const item = document.createElement('li');
    if (control?.id) {
      const link = document.createElement('a');
      link.href = `#${control.id}`;
      link.textContent = issue.message;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        control.focus();
      });
      item.append(link);
    } else {
      item.textContent = issue.message;
    }
    list?.append(item);
  }
  if (summary && issues.length > 0) {
    summary.hidden = false;
    summary.focus();
  }
}

/** Shows (or with '' hides) the failure alert. */
export function showAlert(root: HTMLElement, message: string): void {
  const alert = root.querySelector<HTMLElement>('[data-alert]');
  if (!alert) return;
  alert.textContent = message;
  alert.hidden = message === '';
}

/** Announces a status (submitting, queued, sent) in the live region. */
export function announce(root: HTMLElement, message: string): void {
  const status = root.querySelector<HTMLElement>('[data-status]');
  if (status) status.textContent = message;
}

/** Shows a visible notice (queued offline, sent) next to the button. */
export function showNotice(root: HTMLElement, message: string): void {
  const notice = root.querySelector<HTMLElement>('[data-notice]');
  if (!notice) return;
  notice.textContent = message;
  notice.hidden = message === '';
}

/** Puts the submit button into the submitting state (spinner, disabled) or back to idle. */
export function setBusy(root: HTMLElement, busy: boolean, label: string): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-submit]')) {
    button.disabled = busy;
    button.setAttribute('aria-busy', String(busy));
    const text = button.querySelector<HTMLElement>('[data-submit-label]');
    if (text) text.textContent = label;
    button.querySelector<HTMLElement>('[data-spinner]')?.toggleAttribute('hidden', !busy);
  }
}
