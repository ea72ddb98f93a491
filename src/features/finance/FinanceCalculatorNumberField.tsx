/** One of the calculator's range fields (term, interest, deposit, residual), with its unit inside the box. */
import type { NumberRange } from '../../domain/finance';
import { CALCULATOR_INPUT_CLASS } from './FinanceCalculatorAmount';

/**
 * A number field bounded by its range when committed (the state hook does the bounding). A dollar
 * field is a text box, so "5,000" or "$5k" can be typed (a number box refuses them); the model reads them.
 */
export function FinanceCalculatorNumberField({
  id,
  name,
  label,
  range,
  value,
  prefix,
  suffix,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  range: NumberRange;
  value: string;
  prefix?: string | undefined;
  suffix?: string | undefined;
  onChange: (value: string) => void;
}) {
  const padding = `${prefix ? 'pl-7' : 'pl-3'} ${suffix ? 'pr-16' : 'pr-3'}`;
  const bounds =
    prefix === '$'
      ? { type: 'text', autoComplete: 'off', 'data-min': range.min, 'data-max': range.max }
      : { type: 'number', min: range.min, max: range.max, step: range.step };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative mt-1">
        {prefix && (
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-muted"
            aria-hidden="true"
          >
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          {...bounds}
          inputMode="decimal"
          value={value}
          className={`${CALCULATOR_INPUT_CLASS} ${padding}`}
          data-field={name}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {suffix && (
          <span
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted"
            aria-hidden="true"
          >
            {suffix}
          </span>
        )}
      </div>
    </div>
  );
}
