/**
 * The calculator's purchase price: a typed amount with the bounds help (spec 02 §5), or on sites with
 * the slider variant a range input on the provider's steps with the amount shown beside it and the
 * track filled up to the thumb.
 */
import type { CSSProperties } from 'react';
import { sliderFill, type CalculatorView } from './calculator-model';
import type { CalculatorSlider } from './calculator-props';

const INPUT =
  'h-12 w-full rounded-brand border border-line bg-page text-base font-semibold text-ink tabular-nums focus:border-brand';

/** The purchase price field. */
export function FinanceCalculatorAmount({
  id,
  label,
  value,
  view,
  slider,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  view: CalculatorView;
  slider?: CalculatorSlider | undefined;
  onChange: (value: string) => void;
}) {
  const helpId = `${id}-help`;
  if (slider) {
    const fill = { '--fill': `${sliderFill(Number(value), slider)}%` } as CSSProperties;
    return (
      <div className="col-span-2" data-amount-slider="">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {label}
          </label>
          <output
            htmlFor={id}
            className="font-display text-2xl font-extrabold tabular-nums text-ink"
            data-out="amountText"
          >
            {view.amountText}
          </output>
        </div>
        <input
          id={id}
          name="amount"
          type="range"
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={value}
          aria-valuetext={view.amountText}
          style={fill}
          aria-describedby={helpId}
          className="fc-amount-slider mt-3 w-full"
          data-field="amount"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <p className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{slider.minText}</span>
          <span>{slider.maxText}</span>
        </p>
        <p id={helpId} className="mt-1 min-h-5 text-sm font-medium text-muted" aria-live="polite" data-out="amountHelp">
          {view.amountHelp}
        </p>
      </div>
    );
  }
  return (
    <div className="col-span-2">
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
          name="amount"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-describedby={helpId}
          className={`${INPUT} pl-7 pr-3`}
          data-field="amount"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
      <p id={helpId} className="mt-1 min-h-5 text-sm font-medium text-bad" aria-live="polite" data-out="amountHelp">
        {view.amountHelp}
      </p>
    </div>
  );
}

/** The classes of the calculator's number inputs (shared with the range fields). */
export const CALCULATOR_INPUT_CLASS = INPUT;
