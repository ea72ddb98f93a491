/**
 * Request photos of one car (spec 01 §5.5, spec 02 §5): a hidden field carries the default text
 * 'Please send photos for this car'; the message is optional.
 */
import FormContactFields from './FormContactFields';
import FormTextarea from './FormTextarea';
import LeadForm from './LeadForm';
import type { LeadFormSetup } from './form-setup';
import { FORM_SITE } from './form-site-data';

export interface VehicleRequestPhotosProps {
  id: string;
  setup: LeadFormSetup;
  heading: string;
  intro: string;
  /** Sent as request_text. */
  requestText: string;
}

export default function VehicleRequestPhotos({ id, setup, heading, intro, requestText }: VehicleRequestPhotosProps) {
  const site = FORM_SITE;
  return (
    <LeadForm id={id} setup={setup} site={site} heading={heading} intro={intro}>
      <input type="hidden" name="request_text" value={requestText} />
      <div className="fc-step">
        <FormContactFields form={id} texts={site.fields} />
        <FormTextarea form={id} label={site.fields.message} optionalText={site.fields.optional} rows={3} />
      </div>
    </LeadForm>
  );
}
