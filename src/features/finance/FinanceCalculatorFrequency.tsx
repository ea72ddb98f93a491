/** The calculator's repayment frequency: weekly, fortnightly or monthly, as a segmented control of radios. */
import { FREQUENCY_ORDER, type Frequency } from '../../domain/finance';
import { frequencyFrom } from './calculator-model';

/** The frequency selector. */
export function FinanceCalculatorFrequency({
  legend,
  names,
  value,
  onChoose,
}: {
  legend: string;
  names: Record<Frequency, string>;
  value: Frequency;
  onChoose: (frequency: Frequency) => void;
}) {
  return (
    <fieldset className="col-span-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-1 grid grid-cols-3 gap-1 rounded-brand border border-line bg-panel p-1">
        {FREQUENCY_ORDER.map((frequency) => (
          <label key={frequency} className="relative">
            <input
              className="peer sr-only"
              type="radio"
              name="frequency"
              value={frequency}
              checked={frequency === value}
              data-field="frequency"
              onChange={(event) => onChoose(frequencyFrom(event.currentTarget.value, value))}
            />
            <span
              className={
                'flex h-10 cursor-pointer items-center justify-center ' +
                'rounded-[calc(var(--radius-brand)-0.25rem)] text-sm ' +
                'font-semibold text-ink transition-colors ' +
                'peer-checked:bg-brand peer-checked:text-brand-ink ' +
                'peer-focus-visible:outline-3 ' +
                'peer-focus-visible:outline-offset-2 ' +
                'peer-focus-visible:outline-accent'
              }
            >
              {names[frequency]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
