/**
 * The finance summary strip island (spec 02 §2, §7): "From $X per week" with the advertised and
 * comparison rates. A car whose quote came with the feed shows it as built (no script). Otherwise
 * the strip asks POST /api/youx/quote once it has hydrated; until an answer arrives, or when none
 * does (silently), it offers the calculator instead. An invisible copy of the quote's lines with the
 * widest likely figures holds the room in the same grid cell, so an arriving quote moves nothing.
 */
import { useEffect, useState } from 'react';
import { fetchQuote } from './client/quote';
import { stripLinesForQuote, type FinanceSummaryStripProps, type StripLines } from './estimate-view';

export type { FinanceSummaryStripProps };

export default function FinanceSummaryStrip(props: FinanceSummaryStripProps) {
  const asking = 'request' in props ? props : undefined;
  const [answered, setAnswered] = useState<StripLines>();
  useEffect(() => {
    if (!asking) return undefined;
    let live = true;
    void fetchQuote(asking.request).then((quote) => {
      const lines = stripLinesForQuote(asking.text, quote, asking.request.purchasePrice);
      if (live && lines) setAnswered(lines);
    });
    return () => {
      live = false;
    };
    // One quote per car: the request is the build's and never changes.
  }, []);
  const lines = 'lines' in props ? props.lines : answered;
  return (
    <div className="block" data-finance-strip="">
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-brand border border-line bg-panel px-4 py-2 text-sm">
        <div className="grid w-full" aria-live="polite">
          {asking && (
            <>
              <p className="invisible [grid-area:1/1]" aria-hidden="true">
                <span className="block font-bold">{asking.placeholder.weekly}</span>
                <span className="block text-xs">{asking.placeholder.rates}</span>
              </p>
              <p className={`self-center font-bold text-ink [grid-area:1/1]${lines ? ' invisible' : ''}`} data-fallback="">{asking.fallback}</p>
            </>
          )}
          <p className={`self-start [grid-area:1/1]${lines ? '' : ' invisible'}`} data-quote="">
            <span className="block font-bold text-ink" data-out="weekly">{lines?.weekly}</span>
            <span className="block text-xs text-muted" data-out="rates">{lines?.rates}</span>
          </p>
        </div>
        <a href={props.link.href} className="font-semibold text-brand hover:underline">{props.link.label}</a>
      </div>
    </div>
  );
}
