/**
 * A car's finance figure in the sidebar: repayment and frequency, both rates, the basis and the
 * site's comparison rate warning. Marked `data-print` so the print sheet and the PDF, which read
 * the vehicle page, carry the same figure (features/vehicle/client/sheet.ts).
 */
import type { FigureText } from './estimate-view';

/** The repayment line: "$148.05 per week". */
export function FinanceFigureRepayment({ figure, large }: { figure: FigureText; large?: boolean }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-print="finance-repayment">
      <span
        className={`${large ? 'font-display text-3xl' : 'text-base'} font-extrabold tabular-nums text-ink`}
        data-out="repayment"
      >
        {figure.repayment}
      </span>{' '}
      <span className="text-sm font-semibold text-ink" data-out="per">
        {figure.per}
      </span>
    </p>
  );
}

/** The small print under a figure: its basis and the comparison rate warning. */
export function FinanceFigureSmallPrint({ figure, print = true }: { figure: FigureText; print?: boolean }) {
  return (
    <>
      <p className="text-xs text-muted" data-print={print ? 'finance-basis' : undefined}>
        {figure.basis}
      </p>
      <p className="text-xs text-muted" data-print={print ? 'finance-warning' : undefined}>
        {figure.warning}
      </p>
    </>
  );
}
