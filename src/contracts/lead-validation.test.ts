import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_FORM_RULES } from './lead-rules';
import type { LeadFormRules } from '../site/form-rules';
import { checkLead, inFieldOrder, issuesFor, withRequired } from './lead-validation';
import { MESSAGES } from './messages';

const person = { name: 'Ann', email: 'ann@example.com', phone: '0412 345 678' };
const rules = (over: Partial<LeadFormRules> = {}): LeadFormRules => ({ ...DEFAULT_LEAD_FORM_RULES, ...over });
const messages = (body: unknown, r = rules()) => {
  const check = checkLead(body, r);
  return check.ok ? {} : Object.fromEntries(check.issues.map((i) => [i.path, i.message]));
};

describe('checkLead: the spec 02 §5 messages, where they belong', () => {
  it('accepts a complete enquiry', () => {
    expect(checkLead({ kind: 'enquiry', ...person, message: 'Is it available?' }, rules()).ok).toBe(true);
  });

  it.each([
    ['name', { ...person, name: '' }, 'Please enter your name.'],
    ['email', { ...person, email: 'ann@' }, 'Please enter a valid email address.'],
    ['phone', { ...person, phone: '12' }, 'Please enter a valid Australian phone number, like 0412 345 678.'],
    [
      'PreferredContactMethod',
      { ...person, PreferredContactMethod: 'Fax' },
      'Preferred Contact Method must be one of Phone, Email, SMS.',
    ],
    ['under_finance', { ...person, under_finance: 'Maybe' }, 'Please select Yes or No.'],
  ])('%s', (field, values, message) => {
    expect(messages({ kind: 'enquiry', message: 'Hi', ...values })[field]).toBe(message);
  });

  it('the form shows the markup message under the field before sending, for an unclosed tag too (issue 23)', () => {
    for (const message of ['<img src=x onerror=alert(1)', '＜script＞', 'java\tscript:alert(1)']) {
      expect(messages({ kind: 'enquiry', ...person, message })).toEqual({ message: MESSAGES.htmlNotAllowed });
    }
    expect(checkLead({ kind: 'enquiry', ...person, message: "I'd pay < $20k for 4x4 <-> AWD" }, rules()).ok).toBe(true);
  });

  it('requires Comments unless the site turns it off', () => {
    expect(messages({ kind: 'enquiry', ...person })).toEqual({ message: 'Please enter your comments.' });
    expect(checkLead({ kind: 'enquiry', ...person }, rules({ messageRequired: false })).ok).toBe(true);
    // The test drive and request-photos messages are optional (spec 01 §5.5).
    expect(checkLead({ kind: 'test_drive', ...person }, rules()).ok).toBe(true);
    expect(checkLead({ kind: 'request_photos', ...person }, rules()).ok).toBe(true);
  });

  it('trade-in postcode: exactly 4 digits, with the spec message', () => {
    for (const postcode of ['', '400', '40000', 'abcd']) {
      expect(messages({ kind: 'trade_in', ...person, postcode }).postcode).toBe(
        'Invalid postcode. Please enter a 4-digit number.',
      );
    }
    expect(checkLead({ kind: 'trade_in', ...person, postcode: '4000' }, rules()).ok).toBe(true);
  });

  it('terms, location and preferred dealership follow the site rules', () => {
    expect(
      messages({ kind: 'general', ...person, message: 'Hi' }, rules({ termsRequired: true })).terms_conditions,
    ).toBe('* You must agree to the terms of use before submitting the form.');
    expect(
      messages({ kind: 'general', ...person, message: 'Hi' }, rules({ locationRequired: 'always' })).location_id,
    ).toBe('Please choose a location.');
    expect(
      checkLead(
        { kind: 'enquiry', ...person, message: 'Hi', car_type: 'used' },
        rules({ locationRequired: 'new-cars' }),
      ).ok,
    ).toBe(true);
    expect(
      messages({ kind: 'enquiry', ...person, message: 'Hi', car_type: 'new' }, rules({ locationRequired: 'new-cars' }))
        .location_id,
    ).toBe('Please choose a location.');
    const group = rules({ dealershipSlugs: ['north', 'south'] });
    expect(messages({ kind: 'general', ...person, message: 'Hi' }, group).dealership_slug).toBe(
      'Please choose a preferred dealership.',
    );
    expect(checkLead({ kind: 'general', ...person, message: 'Hi', dealership_slug: 'south' }, group).ok).toBe(true);
    expect(checkLead({ kind: 'general', ...person, message: 'Hi' }, rules({ dealershipSlugs: ['only'] })).ok).toBe(
      true,
    );
  });
});

describe('steps and order', () => {
  it('a step sees only the problems of its own fields', () => {
    const check = checkLead({ kind: 'enquiry', name: 'Ann', email: 'x', phone: '0412345678' }, rules());
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(issuesFor(check.issues, new Set(['name', 'email', 'phone'])).map((i) => i.path)).toEqual(['email']);
    expect(inFieldOrder(check.issues, ['message', 'email']).map((i) => i.path)).toEqual(['message', 'email']);
  });

  it('withRequired adds the wizard-only requirements', () => {
    const check = withRequired(checkLead({ kind: 'valuation', ...person }, rules()), { kind: 'valuation', ...person }, [
      { name: 'kms', message: 'Please enter the kilometres on the odometer.' },
    ]);
    expect(check).toEqual({
      ok: false,
      issues: [{ path: 'kms', message: 'Please enter the kilometres on the odometer.' }],
    });
    const filled = withRequired(checkLead({ kind: 'valuation', ...person, kms: 1 }, rules()), { kms: 1 }, [
      { name: 'kms', message: 'x' },
    ]);
    expect(filled.ok).toBe(true);
  });
});
