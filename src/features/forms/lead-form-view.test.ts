import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { failureMessage, issuesShown } from './lead-form-feedback';
import { formWords, initialView, stepOfText, withoutError } from './lead-form-view';
import type { ShellTexts } from './form-texts';

const shell: ShellTexts = {
  errorsHeading: 'Please fix the following errors:',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  submitting: 'Submitting…',
  stepOf: 'Step {step} of {count}',
  savedDetailsNote: 'We filled in the details you gave us last time.',
  submitError: 'An error occurred when submitting this form',
  unexpectedError: 'An unexpected error occured',
  queued: 'queued',
  queuedRetry: 'queued retry',
  queuedSent: 'queued sent',
  sent: 'sent',
};

describe('what a failed submit says (spec 02 §8)', () => {
  it.each([
    ["the server's own words", 'That time has just been booked.', 'That time has just been booked.'],
    ['no words: the fallback', '', 'fallback'],
    ["the API client's general sentence: the fallback", MESSAGES.formFailed, 'fallback'],
  ])('%s', (_label, message, shown) => {
    expect(failureMessage(message, 'fallback')).toBe(shown);
  });
});

describe("a form's words", () => {
  it.each([
    ['a general form', {}, 'Submit', 'An error occurred when submitting this form'],
    [
      'its own submit label',
      { submitLabel: 'Value My Car' },
      'Value My Car',
      'An error occurred when submitting this form',
    ],
    ['the lead flow (spec 02 §7)', { leadFlow: true as const }, 'Submit', 'An unexpected error occured'],
  ])('%s', (_label, setup, submit, submitError) => {
    expect(formWords(shell, setup)).toMatchObject({ submit, submitError, next: 'Next' });
  });

  it('fills the step counter', () => {
    expect(stepOfText(shell.stepOf, 2, 3)).toBe('Step 2 of 3');
  });
});

describe('field messages and the summary', () => {
  const ids: Record<string, string> = { name: 'f-name', email: 'f-email' };
  const issues = [
    { path: 'name', message: 'Please enter your name.' },
    { path: 'email', message: 'Please enter a valid email address.' },
    { path: 'lead_attributes', message: 'Something about the page.' },
  ];

  it('shows each message at its field and in the summary, linked where the form has the field, and focuses the summary', () => {
    const shown = issuesShown(issues, (name) => ids[name]);
    expect(shown.errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      lead_attributes: 'Something about the page.',
    });
    expect(shown.summary).toEqual([
      { message: 'Please enter your name.', controlId: 'f-name' },
      { message: 'Please enter a valid email address.', controlId: 'f-email' },
      { message: 'Something about the page.', controlId: undefined },
    ]);
    expect(shown.focus).toEqual({ target: 'summary' });
    // Showing messages clears the alert.
    expect(shown.alert).toBe('');
  });

  it('focuses nothing when there is nothing to show', () => {
    expect(issuesShown([], () => undefined)).not.toHaveProperty('focus');
  });

  it("takes one field's message away when the shopper fixes it, and leaves the view alone otherwise", () => {
    const view = { ...initialView('Submit'), ...issuesShown(issues, (name) => ids[name]) };
    expect(withoutError(view, 'name').errors).not.toHaveProperty('name');
    expect(withoutError(view, 'name').errors).toHaveProperty('email');
    expect(withoutError(view, 'phone')).toBe(view);
  });
});
