/**
 * Find Me Something Similar (spec 02 §4): in place of the enquiry when the car is sold, test drive
 * only or not open to enquiries. Sent as a find_similar lead about this car.
 */
import FormContactFields from './FormContactFields';
import FormEnquiryFields from './FormEnquiryFields';
import FormPlaceFields from './FormPlaceFields';
import LeadForm from './LeadForm';
import type { VehicleEnquiryProps } from './VehicleEnquiry';
import { FORM_SITE } from './form-site-data';

/** The enquiry's props, less its two steps (Find Me Something Similar is one). */
export type VehicleFindSimilarProps = Omit<VehicleEnquiryProps, 'steps'>;

export default function VehicleFindSimilar({
  id,
  setup,
  questions,
  locationId,
  heading,
  headingHidden = false,
  intro,
}: VehicleFindSimilarProps) {
  const site = FORM_SITE;
  return (
    <LeadForm id={id} setup={setup} site={site} heading={heading} headingHidden={headingHidden} intro={intro}>
      <div className="fc-step">
        <FormContactFields form={id} texts={site.fields} />
        <FormPlaceFields form={id} site={site} questions={questions} locationId={locationId} />
        <FormEnquiryFields form={id} site={site} questions={questions} />
      </div>
    </LeadForm>
  );
}
