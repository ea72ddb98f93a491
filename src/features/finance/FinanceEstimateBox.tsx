/**
 * The finance estimate box island (spec 02 §2, §5): the car's one finance figure (repayment in the
 * site's frequency, advertised and comparison rates, basis and warning), and its disclaimer in a modal dialog (focus kept inside, Escape closes,
 * `<form method="dialog">` closes). The figures are the build's; only the dialog needs the browser.
 */
import { useRef } from 'react';
import type { FinanceEstimateBoxProps } from './estimate-view';
import { FinanceFigureRepayment, FinanceFigureSmallPrint } from './FinanceFigureLines';

export type { FinanceEstimateBoxProps };

export default function FinanceEstimateBox(props: FinanceEstimateBoxProps) {
  const { id, figure } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <div className="block" data-finance-estimate="">
      <section aria-labelledby={`${id}-title`} className="rounded-brand border border-line bg-brand-soft p-4">
        <h2 id={`${id}-title`} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {props.heading}
        </h2>
        <div className="mt-1">
          <FinanceFigureRepayment figure={figure} large />
        </div>
        <p className="sr-only">{props.figureName}</p>
        <p hidden data-print="finance-rates">
          {figure.rates}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">{props.advertisedRateLabel}</dt>
            <dd className="font-bold tabular-nums text-ink" data-out="advertisedRate">
              {figure.advertisedRate}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{props.comparisonRateLabel}</dt>
            <dd className="font-bold tabular-nums text-ink" data-out="comparisonRate">
              {figure.comparisonRate}
            </dd>
          </div>
        </dl>
        <div className="mt-3 grid gap-1">
          <FinanceFigureSmallPrint figure={figure} />
        </div>
        <div className="mt-2 text-xs">
          <button
            type="button"
            className="font-semibold text-brand underline underline-offset-2"
            aria-haspopup="dialog"
            aria-controls={`${id}-dialog`}
            onClick={() => dialog.current?.showModal()}
          >
            {props.disclaimerButton}
          </button>
        </div>
      </section>
      <dialog
        ref={dialog}
        id={`${id}-dialog`}
        aria-labelledby={`${id}-dialog-title`}
        className={
          'm-auto w-[min(36rem,calc(100vw-2rem))] rounded-brand border ' +
          'border-line bg-page p-0 text-ink shadow-2xl ' +
          'backdrop:bg-black/50'
        }
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
          <h2 id={`${id}-dialog-title`} className="font-display text-lg font-bold">
            {props.disclaimerHeading}
          </h2>
          <form method="dialog">
            <button type="submit" className="fc-btn fc-btn-outline min-h-9 px-3 py-1 text-sm">
              {props.close}
            </button>
          </form>
        </div>
        <p className="max-h-[60vh] overflow-y-auto px-5 py-4 text-sm leading-relaxed text-muted">{props.disclaimer}</p>
      </dialog>
    </div>
  );
}
