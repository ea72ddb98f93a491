/** One of the budget search's money fields (repayment, deposit): a text box that takes "$5k" or "5,000", read as 0 to 1,000,000. */
import type { ReactNode } from 'react';

const INPUT =
  'h-12 w-full rounded-brand border border-line bg-page pl-7 pr-3 text-base font-semibold tabular-nums text-ink focus:border-brand';

/** A money field with its dollar sign inside the box. */
export function FinanceBudgetMoneyField({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative mt-1">
        <span
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-muted"
          aria-hidden="true"
        >
          $
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          className={INPUT}
          data-field={name}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    </div>
  );
}
