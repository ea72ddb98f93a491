/**
 * The trade-in form (spec 02 §3, §5): First Name, last name, postcode (required, exactly 4 digits,
 * input limited to 4 characters), Mobile Number, email and one hidden field (the category). About
 * the car named by ?car_id= on /cars/trade-in.
 */
import FormContactFields from './FormContactFields';
import LeadForm from './LeadForm';
import type { LeadFormSetup } from './form-setup';
import { FORM_SITE } from './form-site-data';

export interface TradeInFormProps {
  id: string;
  setup: LeadFormSetup;
  heading: string;
  headingLevel?: 2 | 3;
  intro: string;
  /** Sent in the hidden category field. */
  category: string;
}

export default function TradeInForm({ id, setup, heading, headingLevel = 2, intro, category }: TradeInFormProps) {
  const site = FORM_SITE;
  return (
    <LeadForm id={id} setup={setup} site={site} heading={heading} headingLevel={headingLevel} intro={intro}>
      <input type="hidden" name="category" value={category} />
      <div className="fc-step">
        <FormContactFields form={id} texts={site.fields} postcode="required" />
      </div>
    </LeadForm>
  );
}
