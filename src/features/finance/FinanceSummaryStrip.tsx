/**
 * The finance summary strip island (spec 02 §2, §7): "From $X per week" with the advertised and
 * comparison rates, the basis and the site's warning: the car's one finance figure, built into the
 * page (no script). A car with no figure on a site that asks for quotes asks POST /api/youx/quote
 * once hydrated and makes its figure from the answer with the same domain function as the build,
 * publishing it so the calculator opens on it too; until an answer arrives, or when none does
 * (silently), it offers the calculator. An invisible copy with the widest likely figures holds the room.
 */
import { useEffect, useState } from 'react';
import { figureFromRecord, quoteAsLender } from '../../domain/finance';
import { fetchQuote } from './client/quote';
import { publishQuotedFigure } from './quoted-figure';
import { figureText, type FigureText, type FinanceSummaryStripProps } from './estimate-view';
import { FinanceFigureSmallPrint } from './FinanceFigureLines';

export type { FinanceSummaryStripProps };

// The placeholder copy is unmarked, so the print sheet reads only the real figure.
function Lines({ figure, from, print = true }: { figure: FigureText; from: string; print?: boolean }) {
  return (
    <>
      <span className="block font-bold text-ink" data-print={print ? 'finance-repayment' : undefined}>
        {from.replace('{amount}', figure.repayment).replace('{per}', figure.per)}
      </span>
      <span className="block text-xs text-muted" data-print={print ? 'finance-rates' : undefined}>
        {figure.rates}
      </span>
    </>
  );
}

export default function FinanceSummaryStrip(props: FinanceSummaryStripProps) {
  const asking = 'request' in props ? props : undefined;
  const [answered, setAnswered] = useState<FigureText>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one quote per car: the request is the build's and never changes
  useEffect(() => {
    if (!asking) return undefined;
    let live = true;
    void fetchQuote(asking.request).then((quote) => {
      const price = asking.request.purchasePrice;
      const record = quoteAsLender(quote, price);
      const figure = record && figureFromRecord('quote', record, price, asking.rules);
      if (!live || !figure) return;
      setAnswered(figureText(figure, asking.words));
      publishQuotedFigure(figure);
    });
    return () => {
      live = false;
    };
    // One quote per car: the request is the build's and never changes.
  }, []);
  const figure = 'figure' in props ? props.figure : answered;
  return (
    <div className="block" data-finance-strip="">
      <div
        className={
          'flex min-h-14 flex-wrap items-center justify-between gap-x-4 ' +
          'gap-y-1 rounded-brand border border-line bg-panel px-4 py-2 ' +
          'text-sm'
        }
      >
        <div className="grid w-full" aria-live="polite">
          {asking && (
            <>
              <div className="invisible [grid-area:1/1]" aria-hidden="true">
                <p>
                  <Lines figure={asking.placeholder} from={props.from} print={false} />
                </p>
                <div className="mt-1 grid gap-1">
                  <FinanceFigureSmallPrint figure={asking.placeholder} print={false} />
                </div>
              </div>
              <p
                className={`self-center font-bold text-ink [grid-area:1/1]${figure ? ' invisible' : ''}`}
                data-fallback=""
              >
                {asking.fallback}
              </p>
            </>
          )}
          <div className={`self-start [grid-area:1/1]${figure ? '' : ' invisible'}`} data-quote="">
            {figure && (
              <>
                <p>
                  <Lines figure={figure} from={props.from} />
                </p>
                <div className="mt-1 grid gap-1">
                  <FinanceFigureSmallPrint figure={figure} />
                </div>
              </>
            )}
          </div>
        </div>
        <a href={props.link.href} className="font-semibold text-brand hover:underline">
          {props.link.label}
        </a>
      </div>
    </div>
  );
}
