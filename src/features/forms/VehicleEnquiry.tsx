/**
 * The multi-step enquiry about one car (spec 02 §2, §4): step 1 the shopper's details, step 2 the
 * enquiry (location where required, Comments, Preferred Contact Method, finance and trade-in
 * questions, opt-in, terms). Event 14 for new and demo cars, 15 for used (spec 02 §9).
 */
import FormContactFields from './FormContactFields';
import FormEnquiryFields from './FormEnquiryFields';
import FormPlaceFields from './FormPlaceFields';
import FormStep from './FormStep';
import LeadForm from './LeadForm';
import type { LeadFormSetup } from './form-setup';
import type { FormQuestions } from './form-site';
import { FORM_SITE } from './form-site-data';

export interface VehicleEnquiryProps {
  id: string;
  setup: LeadFormSetup;
  questions: FormQuestions;
  /** The car's own location: the location select's first choice. */
  locationId?: string | undefined;
  heading: string;
  /** The page's tab shows the heading: it names the form but is not drawn. */
  headingHidden?: boolean;
  intro: string;
  steps: { details: string; enquiry: string };
}

export default function VehicleEnquiry({
  id,
  setup,
  questions,
  locationId,
  heading,
  headingHidden = false,
  intro,
  steps,
}: VehicleEnquiryProps) {
  const site = FORM_SITE;
  return (
    <LeadForm id={id} setup={setup} site={site} heading={heading} headingHidden={headingHidden} intro={intro} steps={2}>
      <FormStep form={id} index={0} heading={steps.details}>
        <FormContactFields form={id} texts={site.fields} />
      </FormStep>
      <FormStep form={id} index={1} heading={steps.enquiry}>
        <FormPlaceFields form={id} site={site} questions={questions} locationId={locationId} />
        <FormEnquiryFields form={id} site={site} questions={questions} extras />
      </FormStep>
    </LeadForm>
  );
}
