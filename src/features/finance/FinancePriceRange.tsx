/**
 * The price-range slider island (spec 02 §2, §4, §9): two thumbs in steps of 500 that never cross
 * (a thumb stops at the other), the number of cars inside, and a GET form to the search page with
 * `price=min:max`. Works as a form before it hydrates; a thumb moved before then is kept.
 */
import { useCallback, useMemo, useState } from 'react';
import { formatAud } from '../../domain/money';
import type { Range } from '../../domain/search/slider';
import type { FinancePriceRangeProps } from './price-range-props';
import { moveRangeThumb, priceRangeView } from './price-range-view';

export type { FinancePriceRangeProps };

const THUMB =
  'fc-range-thumb pointer-events-none absolute inset-x-0 top-1/2 h-11 w-full -translate-y-1/2 appearance-none bg-transparent';
const THUMBS = ['min', 'max'] as const;

export default function FinancePriceRange({ action, prices, bounds, text, labels }: FinancePriceRangeProps) {
  const [range, setRange] = useState<Range>({ min: bounds.min, max: bounds.max });
  const view = useMemo(() => priceRangeView(prices, range, bounds, text), [prices, range, bounds, text]);
  const move = (which: 'min' | 'max', value: string) =>
    setRange((current) => moveRangeThumb(current, bounds, which, Number(value)));
  const span = bounds.max - bounds.min;
  const fill =
    span > 0
      ? { left: `${((range.min - bounds.min) / span) * 100}%`, right: `${((bounds.max - range.max) / span) * 100}%` }
      : { left: '0%', right: '0%' };

  // A page restored from history may hold the shopper's last range (it arrives before any script).
  const formRef = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    const thumb = (which: 'min' | 'max') =>
      Number(form.querySelector<HTMLInputElement>(`input[data-thumb="${which}"]`)?.value);
    const restored = { min: thumb('min'), max: thumb('max') };
    if (Number.isFinite(restored.min) && Number.isFinite(restored.max))
      setRange((current) => (current.min === restored.min && current.max === restored.max ? current : restored));
  }, []);

  return (
    <div className="block" data-price-range="">
      <form
        ref={formRef}
        method="get"
        action={action}
        className="grid gap-6 rounded-brand border border-line bg-page p-5 shadow-sm sm:p-8"
        data-form=""
      >
        <fieldset>
          <legend className="text-sm font-semibold uppercase tracking-wide text-muted">{labels.legend}</legend>
          <p
            className="mt-1 font-display text-2xl font-extrabold tabular-nums text-ink sm:text-4xl"
            aria-live="polite"
            data-out="label"
          >
            {view.label}
          </p>
          <div className="relative mt-6 h-11">
            {/* The track is inset by half a thumb so the filled part ends at the thumbs' centres. */}
            <div className="absolute inset-x-3.5 top-1/2 h-2 -translate-y-1/2" aria-hidden="true">
              <div className="absolute inset-0 rounded-full bg-line"></div>
              <div className="absolute inset-y-0 rounded-full bg-brand" style={fill} data-out="fill"></div>
            </div>
            {THUMBS.map((which) => (
              <input
                key={which}
                type="range"
                className={THUMB}
                min={bounds.min}
                max={bounds.max}
                step={bounds.step}
                value={range[which]}
                aria-label={labels[which]}
                aria-valuetext={formatAud(range[which])}
                data-thumb={which}
                onChange={(event) => move(which, event.currentTarget.value)}
              />
            ))}
          </div>
          <div className="mt-2 flex justify-between text-xs text-muted" aria-hidden="true">
            <span>{labels.lowest}</span>
            <span>{labels.highest}</span>
          </div>
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          <input type="hidden" name="price" value={view.priceParam} data-out="price" />
          <button
            type="submit"
            className="fc-btn fc-btn-accent min-w-48 disabled:cursor-not-allowed disabled:opacity-60"
            disabled={view.disabled}
            data-out="button"
          >
            {view.buttonLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
