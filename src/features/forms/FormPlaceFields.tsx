/**
 * Where: the preferred dealership (required and shown only with more than one dealership left
 * after the site's selector filter, unless hidden or removed, and never about a car) and the
 * location (required where the site says so, spec 02 §5). Which questions a kind of form asks is
 * decided by the lead rules the API enforces (src/api/schemas/lead-rules.ts), so a required select
 * is always one the shopper can see. A car named by the page's query answers both: they go.
 */
import type { LeadKind } from '../../api/schemas/lead';
import { choosesDealership } from '../../api/schemas/lead-rules';
import FormSelect from './FormSelect';
import type { FormSite } from './form-site';
import { locationField } from './form-setup';
import { useLeadFormContext } from './lead-form-context';

/** The car a form is about, as far as its "where" questions care. */
export interface PlaceCar {
  car_type: string;
  /** The car's own location: the select's starting value. */
  locationId?: string | undefined;
}

export interface FormPlaceFieldsProps {
  form: string;
  site: FormSite;
  /** The kind of lead the form sends (at build; a query may turn a general form into one about a car). */
  kind: LeadKind;
  car?: PlaceCar | undefined;
}

export default function FormPlaceFields({ form, site, kind, car }: FormPlaceFieldsProps) {
  const { aboutCar } = useLeadFormContext();
  if (aboutCar) return null;
  const { rules, fields, locations } = site;
  const dealerships = choosesDealership(rules, kind, car !== undefined) ? site.dealerships : [];
  const location = locationField(rules, kind, car);
  const start = locations.length === 1 ? locations[0]?.value : locations.find((l) => l.value === car?.locationId)?.value;
  return (
    <>
      {dealerships.length > 1 && <FormSelect form={form} name="dealership_slug" label={fields.preferredDealership} options={dealerships} placeholder={fields.selectDealership} required />}
      {location && locations.length > 0 && (
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
