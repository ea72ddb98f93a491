/**
 * The enquiry questions (spec 02 §3, §5): Comments, Preferred Contact Method (Phone, Email, SMS;
 * Phone by default), the finance and trade-in Yes/No questions with their placeholders, Rego,
 * opt-in and, where configured, the terms box (with its note when agreement is required). What is
 * required was worked out at build from the rules the lead API enforces for this kind of form.
 */
import FormCheckbox from './FormCheckbox';
import FormField from './FormField';
import FormSelect from './FormSelect';
import FormTextarea from './FormTextarea';
import type { FormQuestions, FormSite } from './form-site';

export interface FormEnquiryFieldsProps {
  form: string;
  site: Pick<FormSite, 'fields' | 'terms'>;
  questions: Pick<FormQuestions, 'messageRequired' | 'termsRequired'>;
  /** Ask the finance and trade-in Yes/No questions (enquiry extras). */
  extras?: boolean;
  /** Ask for the Rego (general form field). */
  rego?: boolean;
}

export default function FormEnquiryFields({
  form,
  site,
  questions,
  extras = false,
  rego = false,
}: FormEnquiryFieldsProps) {
  const { fields: texts, terms } = site;
  const yesNo = [
    { value: 'Yes', label: texts.yes },
    { value: 'No', label: texts.no },
  ];
  return (
    <>
      <FormTextarea
        form={form}
        label={texts.message}
        required={questions.messageRequired}
        optionalText={texts.optional}
      />
      <FormSelect
        form={form}
        name="PreferredContactMethod"
        label={texts.preferredContactMethod}
        options={texts.contactMethods}
        value="Phone"
      />
      {extras && (
        <>
          <FormSelect
            form={form}
            name="under_finance"
            label={texts.underFinance}
            options={yesNo}
            placeholder={texts.selectPlaceholder}
            optionalText={texts.optional}
          />
          <FormSelect
            form={form}
            name="has_trade_in"
            label={texts.tradeIn}
            options={yesNo}
            placeholder={texts.tradeIn}
            optionalText={texts.optional}
          />
        </>
      )}
      {rego && (
        <FormField
          form={form}
          name="Rego"
          label={texts.rego}
          maxLength={10}
          autoComplete="off"
          optionalText={texts.optional}
        />
      )}
      <FormCheckbox form={form} name="opt_in" label={texts.optIn} />
      {terms !== false && (
        <FormCheckbox
          form={form}
          name="terms_conditions"
          label={texts.termsLabel}
          href={terms.href}
          required={questions.termsRequired}
          note={questions.termsRequired ? texts.termsRequired : undefined}
        />
      )}
    </>
  );
}
