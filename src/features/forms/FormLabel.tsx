/** A field's label with its required mark, or "(optional)" where the form says so. */
export interface FormLabelProps {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
  optionalText?: string | undefined;
}

export default function FormLabel({ htmlFor, label, required = false, optionalText }: FormLabelProps) {
  return (
    <label htmlFor={htmlFor} className="fc-label">
      {label}
      {required ? (
        <span className="text-bad" aria-hidden="true">
          {' '}
          *
        </span>
      ) : optionalText ? (
        <span className="font-normal text-muted">{` (${optionalText})`}</span>
      ) : null}
    </label>
  );
}
