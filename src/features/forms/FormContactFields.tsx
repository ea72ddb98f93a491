/** Who is asking: First Name, last name, email, Mobile Number and (optionally) postcode. */
import FormField from './FormField';
import type { FieldTexts } from './form-texts';

export interface FormContactFieldsProps {
  form: string;
  texts: FieldTexts;
  lastName?: boolean;
  /** 'required' on the trade-in form (4 digits, spec 02 §5). */
  postcode?: 'required' | 'optional' | false;
}

export default function FormContactFields({ form, texts, lastName = true, postcode = false }: FormContactFieldsProps) {
  return (
    <>
      <FormField form={form} name="name" label={texts.firstName} required autoComplete="given-name" maxLength={80} />
      {lastName && (
        <FormField
          form={form}
          name="last_name"
          label={texts.lastName}
          autoComplete="family-name"
          maxLength={80}
          optionalText={texts.optional}
        />
      )}
      <FormField
        form={form}
        name="email"
        type="email"
        label={texts.email}
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <FormField
        form={form}
        name="phone"
        type="tel"
        label={texts.phone}
        required
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        hint={texts.phoneHint}
      />
      {postcode && (
        <FormField
          form={form}
          name="postcode"
          label={texts.postcode}
          required={postcode === 'required'}
          optionalText={postcode === 'optional' ? texts.optional : undefined}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
          pattern="[0-9]{4}"
          hint={texts.postcodeHint}
        />
      )}
    </>
  );
}
