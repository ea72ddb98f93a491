/**
 * Where: the preferred dealership (required and shown only with more than one dealership left
 * after the site's selector filter, unless hidden or removed, and never about a car) and the
 * location (required where the site says so, spec 02 §5). Which of them a form asks was worked out
 * at build from the rules the lead API enforces (form-site.ts, formQuestions), so a required select
 * is always one the shopper can see. A car named by the page's query answers both: they go.
 */
import FormSelect from './FormSelect';
import type { FormQuestions, FormSite } from './form-site';
import { useLeadFormContext } from './lead-form-context';

export interface FormPlaceFieldsProps {
  form: string;
  site: Pick<FormSite, 'fields' | 'locations'>;
  questions: Pick<FormQuestions, 'dealerships' | 'location'>;
  /** The location chosen at first (the car's own). */
  locationId?: string | undefined;
}

export default function FormPlaceFields({ form, site, questions, locationId }: FormPlaceFieldsProps) {
  const { aboutCar } = useLeadFormContext();
  if (aboutCar) return null;
  const { fields, locations } = site;
  const { dealerships, location } = questions;
  const start = locations.length === 1 ? locations[0]?.value : locations.find((l) => l.value === locationId)?.value;
  return (
    <>
      {dealerships.length > 1 && <FormSelect form={form} name="dealership_slug" label={fields.preferredDealership} options={dealerships} placeholder={fields.selectDealership} required />}
      {location && (
        <FormSelect
          form={form}
          name="location_id"
          label={fields.location}
          options={locations}
          placeholder={fields.selectLocation}
          value={start}
          required={location === 'required'}
          optionalText={location === 'optional' ? fields.optional : undefined}
        />
      )}
    </>
  );
}
