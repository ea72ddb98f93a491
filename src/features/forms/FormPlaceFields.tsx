/**
 * Where: the preferred dealership (required and shown only with more than one dealership left
 * after the site's selector filter, unless hidden or removed, and never about a car) and the
 * location (required where the site says so, spec 02 §5). Which of them a form asks was worked out
 * at build from the rules the lead API enforces (form-site.ts, formQuestions), so a required select
 * is always one the shopper can see. A car named by the page's query answers both: they go. The
 * choices stay consistent: an offer's dealerships are those that sell its make, and a chosen
 * dealership offers only its own locations (place-choices.ts).
 */
import { useEffect, useState } from 'react';
import FormSelect from './FormSelect';
import type { FormQuestions, FormSite } from './form-site';
import { fieldId, useFieldChange, useLeadFormContext } from './lead-form-context';
import { placeChoices, startLocation } from './place-choices';

export interface FormPlaceFieldsProps {
  form: string;
  site: Pick<FormSite, 'fields' | 'locations'>;
  questions: Pick<FormQuestions, 'dealerships' | 'location'>;
  /** The location chosen at first (the car's own). */
  locationId?: string | undefined;
}

export default function FormPlaceFields({ form, site, questions, locationId }: FormPlaceFieldsProps) {
  const { aboutCar, queryDealerships, carDealership } = useLeadFormContext();
  const [dealership, setDealership] = useState('');
  useFieldChange((name, value) => {
    if (name === 'dealership_slug') setDealership(value);
  });
  const only = dealership ? site.locations.filter((l) => l.dealership === dealership) : [];
  const lone = only.length === 1 ? only[0]?.value : undefined;
  // A location of the dealership chosen before leaves the select by itself (its option is gone); a
  // dealership with one location takes it, as the page's first render does for a site with one.
  useEffect(() => {
    const select = document.getElementById(fieldId(form, 'location_id'));
    if (!lone || !(select instanceof HTMLSelectElement) || select.value !== '') return;
    select.value = lone;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, [form, lone]);
  if (aboutCar) return null;
  const { fields } = site;
  const { location } = questions;
  const asksDealership = questions.dealerships.length > 1;
  // A form about a car offers only its dealership's locations; elsewhere, the dealership chosen narrows them.
  const choices = placeChoices(
    questions.dealerships,
    site.locations,
    asksDealership ? queryDealerships : undefined,
    asksDealership ? dealership : (carDealership ?? ''),
  );
  const locations = choices.locations;
  const start = startLocation(site.locations, locations, locationId, !asksDealership && carDealership !== undefined);
  return (
    <>
      {asksDealership && (
        <FormSelect
          form={form}
          name="dealership_slug"
          label={fields.preferredDealership}
          options={choices.dealerships}
          placeholder={fields.selectDealership}
          required
        />
      )}
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
