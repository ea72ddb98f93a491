/**
 * What a submit shows when it does not go through: the field messages and the summary, and the
 * failure sentence. Part of the submit's code (lead-submit.client.ts), which loads when the shopper
 * reaches for a form.
 */
import type { FieldIssue } from '../../contracts/lead-rules';
import { fieldOf } from '../../contracts/lead-validation';
import { MESSAGES } from '../../contracts/messages';
import type { LeadFormView } from './lead-form-view';

/**
 * Field messages and the summary for these issues (in the order given), the summary focused. Each
 * line links to its field's control where `controlId` finds one. Showing messages clears the alert.
 */
export function issuesShown(
  issues: readonly FieldIssue[],
  controlId: (name: string) => string | undefined,
): Pick<LeadFormView, 'errors' | 'summary' | 'alert' | 'focus'> {
  const errors: Record<string, string> = {};
  const summary = issues.map((issue) => {
    const name = fieldOf(issue);
    errors[name] = issue.message;
    return { message: issue.message, controlId: controlId(name) };
  });
  return { errors, summary, alert: '', ...(summary.length > 0 ? { focus: { target: 'summary' as const } } : {}) };
}

/**
 * What a failed submit says: the server's own words, else the form's fallback. The API client
 * reports an answer without words (a bare 400 or 500, a body that is not JSON) as the spec's
 * general sentence, which the lead-flow forms replace with theirs (spec 02 §8).
 */
export function failureMessage(message: string, fallback: string): string {
  return message && message !== MESSAGES.formFailed ? message : fallback;
}
