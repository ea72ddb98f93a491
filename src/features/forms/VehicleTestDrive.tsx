/**
 * The multi-step test-drive form (spec 01 §5.5, spec 02 §2, §5): step 1 the shopper's details,
 * step 2 the location where the form has no car (or where the site requires one), the optional
 * date and time (free appointments from the availability call), an optional message and, when the
 * site has a test-drive disclaimer, an optional terms box. About a car (the vehicle page), or the
 * car named by ?car_id= on /book-test-drive. Event 17 for new and demo cars or a Test Drive Only
 * tag, 48 for used (spec 02 §9).
 */
import FormCheckbox from './FormCheckbox';
import FormContactFields from './FormContactFields';
import FormPlaceFields from './FormPlaceFields';
import FormStep from './FormStep';
import FormTextarea from './FormTextarea';
import LeadForm from './LeadForm';
import TestDriveSlots from './TestDriveSlots';
import TestDriveVehicleFields, { type TestDriveVehicleTexts } from './TestDriveVehicleFields';
import type { FormOption } from '../../site/form-choices';
import type { LeadFormSetup } from './form-setup';
import type { FormQuestions } from './form-site';
import { FORM_SITE } from './form-site-data';
import type { TestDriveTexts } from './form-texts';

export interface VehicleTestDriveProps {
  id: string;
  setup: LeadFormSetup;
  texts: TestDriveTexts;
  /** What it asks where, as the site's rules decide for a test drive (about its car, on the vehicle page). */
  questions: Pick<FormQuestions, 'dealerships' | 'location'>;
  /** The car's own location (the vehicle page): the first choice, and where the times are for. */
  locationId?: string | undefined;
  heading?: string | undefined;
  headingLevel?: 2 | 3;
  headingHidden?: boolean;
  intro: string;
  /** Without a car (/book-test-drive), the form asks which vehicle: the makes in stock and the words. */
  vehicle?: { makes: readonly FormOption[]; texts: TestDriveVehicleTexts } | undefined;
}

export default function VehicleTestDrive({
  id,
  setup,
  questions,
  texts,
  locationId,
  heading,
  headingLevel = 2,
  headingHidden = false,
  intro,
  vehicle,
}: VehicleTestDriveProps) {
  const site = FORM_SITE;
  const { fields, terms } = site;
  return (
    <LeadForm
      id={id}
      setup={setup}
      site={site}
      heading={heading}
      headingLevel={headingLevel}
      headingHidden={headingHidden}
      intro={intro}
      steps={2}
    >
      <FormStep form={id} index={0} heading={texts.stepDetails}>
        <FormContactFields form={id} texts={fields} />
      </FormStep>
      <FormStep form={id} index={1} heading={texts.stepAppointment}>
        {vehicle && <TestDriveVehicleFields form={id} makes={vehicle.makes} texts={vehicle.texts} />}
        <div className="contents sm:[&_.fc-field]:col-span-2">
          <FormPlaceFields form={id} site={site} questions={questions} locationId={locationId} />
        </div>
        <TestDriveSlots form={id} texts={texts} locationId={locationId} zones={site.testDriveZones} />
        <FormTextarea form={id} label={fields.message} optionalText={fields.optional} rows={3} />
        {/* Optional whatever the site's other forms require (spec 01 §5.5), and only with a disclaimer to agree to. */}
        {texts.disclaimer && (
          <FormCheckbox
            form={id}
            name="terms_conditions"
            label={fields.termsLabel}
            href={terms === false ? undefined : terms.href}
            note={texts.disclaimer}
          />
        )}
      </FormStep>
    </LeadForm>
  );
}
