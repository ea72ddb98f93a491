/**
 * The fields' built HTML (what a shopper without JavaScript gets, and what hydration must match):
 * labels, required marks, and messages linked from their controls by aria-describedby.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FormCheckbox from './FormCheckbox';
import FormField from './FormField';
import FormSelect from './FormSelect';
import { LeadFormContext, type LeadFormContextValue } from './lead-form-context';

const context = (errors: Record<string, string> = {}): LeadFormContextValue => ({
  step: 0,
  ready: true,
  errors,
  aboutCar: false,
  aboutTarget: false,
  onFieldChange: () => () => undefined,
});
const html = (node: React.ReactNode, errors?: Record<string, string>) =>
  renderToStaticMarkup(<LeadFormContext.Provider value={context(errors)}>{node}</LeadFormContext.Provider>);

describe('a field', () => {
  it('is labelled, marked required, described by its hint, with its message hidden until there is one', () => {
    const out = html(
      <FormField form="f" name="phone" type="tel" label="Mobile Number" required hint="For example 0412 345 678" />,
    );
    expect(out).toContain(
      '<label for="f-phone" class="fc-label">Mobile Number<span class="text-bad" aria-hidden="true"> *</span></label>',
    );
    const input = out.match(/<input [^>]*>/)?.[0] ?? '';
    for (const attribute of [
      'id="f-phone"',
      'name="phone"',
      'type="tel"',
      'required=""',
      'aria-required="true"',
      'aria-describedby="f-phone-hint"',
    ])
      expect(input).toContain(attribute);
    expect(input).not.toContain('aria-invalid');
    expect(out).toContain('<p id="f-phone-error" class="fc-error" data-error-for="phone" hidden=""></p>');
  });

  it('with a message: invalid, described by the message first', () => {
    const out = html(<FormField form="f" name="phone" label="Mobile Number" hint="Hint" />, {
      phone: 'Please enter a valid Australian phone number.',
    });
    expect(out).toContain('aria-invalid="true" aria-describedby="f-phone-error f-phone-hint"');
    expect(out).toContain(
      '<p id="f-phone-error" class="fc-error" data-error-for="phone">Please enter a valid Australian phone number.</p>',
    );
  });

  it('says (optional) where the form says so', () => {
    expect(html(<FormField form="f" name="last_name" label="Last Name" optionalText="optional" />)).toContain(
      'Last Name<span class="font-normal text-muted"> (optional)</span>',
    );
  });
});

describe('a select', () => {
  it('starts on its placeholder, or on the value given', () => {
    const options = [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ];
    expect(
      html(<FormSelect form="f" name="q" label="Q" options={options} placeholder="Please Select An Option..." />),
    ).toContain('<option value="" selected="">Please Select An Option...</option>');
    expect(html(<FormSelect form="f" name="q" label="Q" options={options} value="No" />)).toContain(
      '<option value="No" selected="">No</option>',
    );
  });
});

describe('the terms box', () => {
  const note = '* You must agree to the terms of use before submitting the form.';
  it('is described by its note', () => {
    const out = html(<FormCheckbox form="f" name="terms_conditions" label="I agree" required note={note} />);
    expect(out).toContain('aria-describedby="f-terms_conditions-note"');
    expect(out).toContain(
      `<p id="f-terms_conditions-note" class="fc-hint mt-1 pl-8" data-note-for="terms_conditions">${note}</p>`,
    );
  });

  it('lets the note step aside while the same sentence shows as its message, so it is drawn and read once', () => {
    const out = html(<FormCheckbox form="f" name="terms_conditions" label="I agree" required note={note} />, {
      terms_conditions: note,
    });
    expect(out).toContain('aria-invalid="true" aria-describedby="f-terms_conditions-error"');
    expect(out).toContain('data-note-for="terms_conditions" hidden=""');
  });
});
