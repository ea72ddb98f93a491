/** The Comments box (message) with its message. */
import FormError, { describedBy } from './FormError';
import FormLabel from './FormLabel';
import { useFieldError } from './lead-form-context';

export interface FormTextareaProps {
  form: string;
  name?: string;
  label: string;
  required?: boolean | undefined;
  placeholder?: string | undefined;
  optionalText?: string | undefined;
  rows?: number;
}

export default function FormTextarea({
  form,
  name = 'message',
  label,
  required = false,
  placeholder,
  optionalText,
  rows = 4,
}: FormTextareaProps) {
  const id = `${form}-${name}`;
  const error = useFieldError(name);
  return (
    <div className="fc-field sm:col-span-2">
      <FormLabel htmlFor={id} label={label} required={required} optionalText={optionalText} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={5000}
        className="fc-input min-h-28 py-3"
        required={required}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(error !== '' && `${id}-error`)}
        placeholder={placeholder}
      />
      <FormError id={`${id}-error`} name={name} message={error} />
    </div>
  );
}
