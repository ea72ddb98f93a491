/**
 * "Which vehicle?" on /book-test-drive without a car: the make (of the cars in stock) and the model,
 * sent as the lead's Vehicle Make and Vehicle Model so the dealer (and the ADF vehicle) know what
 * to have ready. Gone when the query names a car, which answers it.
 */
import FormField from './FormField';
import FormSelect from './FormSelect';
import type { FormOption } from '../../site/form-choices';
import { useLeadFormContext } from './lead-form-context';

/** The question's words. */
export interface TestDriveVehicleTexts {
  heading: string;
  make: string;
  chooseMake: string;
  model: string;
  modelPlaceholder: string;
  optional: string;
}

export interface TestDriveVehicleFieldsProps {
  form: string;
  makes: readonly FormOption[];
  texts: TestDriveVehicleTexts;
}

export default function TestDriveVehicleFields({ form, makes, texts }: TestDriveVehicleFieldsProps) {
  const { aboutCar } = useLeadFormContext();
  if (aboutCar) return null;
  return (
    <fieldset className="contents" data-vehicle-question>
      <legend className="font-semibold text-ink sm:col-span-2">{texts.heading}</legend>
      <FormSelect
        form={form}
        name="Vehicle Make"
        label={texts.make}
        options={makes}
        placeholder={texts.chooseMake}
        optionalText={texts.optional}
      />
      <FormField
        form={form}
        name="Vehicle Model"
        label={texts.model}
        placeholder={texts.modelPlaceholder}
        autoComplete="off"
        optionalText={texts.optional}
        maxLength={80}
      />
    </fieldset>
  );
}
