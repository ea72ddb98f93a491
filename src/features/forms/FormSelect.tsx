/** One labelled select with an optional placeholder option and its message; uncontrolled, like every field. */
import FormError, { describedBy } from './FormError';
import FormLabel from './FormLabel';
import type { FormOption } from '../../site/form-choices';
import { fieldId, useFieldError } from './lead-form-context';

export interface FormSelectProps {
  form: string;
  name: string;
  label: string;
  options: readonly FormOption[];
  placeholder?: string | undefined;
  /** The option chosen at first. */
  value?: string | undefined;
  required?: boolean | undefined;
  optionalText?: string | undefined;
  className?: string | undefined;
}

export default function FormSelect({
  form,
  name,
  label,
  options,
  placeholder,
  value,
  required = false,
  optionalText,
  className,
}: FormSelectProps) {
  const id = fieldId(form, name);
  const error = useFieldError(name);
  // Without a placeholder a real choice is always made, so the browser's `required` (valid only over
  // an empty first option) would say nothing: aria-required still tells assistive tech it is needed.
  const nativeRequired = required && placeholder !== undefined;
  return (
    <div className={className ? `fc-field ${className}` : 'fc-field'}>
      <FormLabel htmlFor={id} label={label} required={required} optionalText={optionalText} />
      <select
        id={id}
        name={name}
        className="fc-input fc-select"
        defaultValue={value ?? (placeholder !== undefined ? '' : undefined)}
        required={nativeRequired}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(error !== '' && `${id}-error`)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FormError id={`${id}-error`} name={name} message={error} />
    </div>
  );
}
