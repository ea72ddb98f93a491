/**
 * One labelled input with its hint and its message (shown by the form, linked by aria-describedby).
 * Uncontrolled: the built value is its default, and the form reads what was typed when it is sent,
 * so text typed before the island hydrated is kept. Optional suffix (' kms') drawn inside the box.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import FormError, { describedBy } from './FormError';
import FormLabel from './FormLabel';
import { fieldId, useFieldError } from './lead-form-context';

export interface FormFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'className' | 'required'> {
  form: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  required?: boolean | undefined;
  hint?: string | undefined;
  suffix?: string | undefined;
  className?: string | undefined;
  optionalText?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

export default function FormField({
  form,
  name,
  label,
  type = 'text',
  required = false,
  hint,
  suffix,
  optionalText,
  className,
  inputRef,
  ...rest
}: FormFieldProps) {
  const id = fieldId(form, name);
  const error = useFieldError(name);
  return (
    <div className={className ? `fc-field ${className}` : 'fc-field'}>
      <FormLabel htmlFor={id} label={label} required={required} optionalText={optionalText} />
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          className={suffix ? 'fc-input pr-14' : 'fc-input'}
          required={required}
          aria-required={required ? 'true' : undefined}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(error !== '' && `${id}-error`, hint !== undefined && `${id}-hint`)}
          {...rest}
        />
        {suffix && (
          <span
            className={
              'pointer-events-none absolute inset-y-0 right-3 flex ' + 'items-center text-sm font-semibold text-muted'
            }
            aria-hidden="true"
          >
            {suffix.trim()}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="fc-hint">
          {hint}
        </p>
      )}
      <FormError id={`${id}-error`} name={name} message={error} />
    </div>
  );
}
