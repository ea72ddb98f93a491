/**
 * The enquiry form of /contact and /contact-us (spec 02 §2, §5): a general enquiry with its
 * category select (General Enquiry first), preferred dealership, location, Comments, Rego,
 * Preferred Contact Method, opt-in and terms. The query turns it into an enquiry about a car
 * (?car_id=, event 14/15), Find Me Something Similar (?subcategory=), an offer enquiry (?offer=)
 * or preselects a location (?location=).
 */
import FormContactFields from './FormContactFields';
import FormEnquiryFields from './FormEnquiryFields';
import FormPlaceFields from './FormPlaceFields';
import FormSelect from './FormSelect';
import FormUnlessTarget from './FormUnlessTarget';
import LeadForm from './LeadForm';
import type { FormOption } from '../../site/form-choices';
import type { LeadFormSetup } from './form-setup';
import type { FormQuestions } from './form-site';
import { FORM_SITE } from './form-site-data';

export interface ContactFormProps {
  id: string;
  setup: LeadFormSetup;
  /** What it asks, as the site's rules decide for a general enquiry. */
  questions: FormQuestions;
  heading: string;
  headingLevel: 2 | 3;
  intro: string;
  /** The site's enquiry categories; the first is chosen at first. */
  categories: FormOption[];
  categoryLabel: string;
}

export default function ContactForm({
  id,
  setup,
  questions,
  heading,
  headingLevel,
  intro,
  categories,
  categoryLabel,
}: ContactFormProps) {
  const site = FORM_SITE;
  return (
    <LeadForm id={id} setup={setup} site={site} heading={heading} headingLevel={headingLevel} intro={intro}>
      <div className="fc-step">
        <FormUnlessTarget>
          <FormSelect
            form={id}
            name="category"
            label={categoryLabel}
            options={categories}
            value={categories[0]?.value}
            required
          />
        </FormUnlessTarget>
        <FormPlaceFields form={id} site={site} questions={questions} />
        <FormContactFields form={id} texts={site.fields} />
        <FormEnquiryFields form={id} site={site} questions={questions} rego />
      </div>
    </LeadForm>
  );
}
