/**
 * The calculator's result: the repayment (or "Enquire for Finance" at 25 or less, with the total
 * hidden), the note for a lender's quoted figure or the shopper's own estimate, the comparison rate
 * with the site's warning, and the button. On a vehicle
 * page the button is Apply for Finance: a link to the per-car finance page that opens the page's
 * finance enquiry modal instead, when there is one (enquiry-request.ts).
 */
import type { MouseEvent } from 'react';
import type { CalculatorView } from './calculator-model';
import type { CalculatorLabels, CalculatorLink } from './calculator-props';
import { requestFinanceEnquiry } from './enquiry-request';

/** Asks the modal to open on a plain press; the link is followed when there is no modal (or a new tab is wanted). */
function openEnquiry(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  if (requestFinanceEnquiry(event.currentTarget)) event.preventDefault();
}

/** The result panel. */
export function FinanceCalculatorResult({
  view,
  labels,
  link,
}: {
  view: CalculatorView;
  labels: CalculatorLabels;
  link?: CalculatorLink | undefined;
}) {
  return (
    <div className="flex flex-col gap-4 border-t border-line bg-panel p-5 sm:p-6 lg:border-l lg:border-t-0">
      <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">{labels.result}</p>
          <p
            className="mt-1 font-display text-4xl font-extrabold tabular-nums text-ink sm:text-5xl lg:text-4xl"
            data-out="repayment"
          >
            {view.repaymentText}
          </p>
          <p className="mt-1 min-h-5 text-sm text-muted" data-out="note">
            {view.enquire
              ? labels.totalHidden
              : view.fromLender
                ? labels.lenderFigure
                : view.own
                  ? labels.ownEstimate
                  : ''}
          </p>
        </div>
        <dl className="grid gap-2 border-t border-line pt-4 text-sm">
          <div className="flex items-baseline justify-between gap-3" data-row="total" hidden={view.enquire}>
            <dt className="text-muted">{labels.total}</dt>
            <dd className="font-bold tabular-nums text-ink" data-out="total">
              {view.totalText ?? ''}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{labels.comparisonRate}</dt>
            <dd className="font-bold tabular-nums text-ink" data-out="comparisonRate">
              {view.comparisonRateText}
            </dd>
          </div>
        </dl>
      </div>
      <p className="-mt-2 text-xs text-muted" data-out="warning">
        {labels.warning}
      </p>
      {link && (
        <a
          href={link.href}
          className="fc-btn fc-btn-accent mt-auto w-full"
          data-finance-enquiry={link.enquiry ? '' : undefined}
          aria-haspopup={link.enquiry ? 'dialog' : undefined}
          onClick={link.enquiry ? openEnquiry : undefined}
        >
          {link.label}
        </a>
      )}
    </div>
  );
}
