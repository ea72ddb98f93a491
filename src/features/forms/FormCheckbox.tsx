/**
 * A checkbox with its label (opt-in, terms), its note and its message. A note that says the same as
 * the message (the terms box's "* You must agree…") steps aside while the message shows, so the
 * sentence is neither drawn nor read twice.
 */
import FormError, { describedBy } from './FormError';
import { useFieldError } from './lead-form-context';

export interface FormCheckboxProps {
  form: string;
  name: string;
  label: string;
  required?: boolean | undefined;
  href?: string | undefined;
  note?: string | undefined;
}

export default function FormCheckbox({ form, name, label, required = false, href, note }: FormCheckboxProps) {
  const id = `${form}-${name}`;
  const error = useFieldError(name);
  const noteShown = note !== undefined && !(error !== '' && note.trim() === error);
  return (
    <div className="fc-field sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-line accent-[var(--color-brand)]"
          required={required}
          aria-required={required ? 'true' : undefined}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(error !== '' && `${id}-error`, noteShown && `${id}-note`)}
        />
        <label htmlFor={id} className="text-sm text-ink">
          {href ? (
            <a
              href={href}
              className="font-semibold text-brand underline underline-offset-2"
              target="_blank"
              rel="noopener"
            >
              {label}
            </a>
          ) : (
            label
          )}
          {required && (
            <span className="text-bad" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      {note !== undefined && (
        <p id={`${id}-note`} className="fc-hint mt-1 pl-8" data-note-for={name} hidden={!noteShown}>
          {note}
        </p>
      )}
      <FormError id={`${id}-error`} name={name} message={error} className="fc-error pl-8" />
    </div>
  );
}
