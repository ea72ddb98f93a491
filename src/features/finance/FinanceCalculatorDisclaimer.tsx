/**
 * The calculator's disclaimer (spec 02 §4): the shortened text (197 characters) with Show More, which
 * swaps in the long one (Show Less swaps back). A disclaimer short enough has no toggle.
 */
import { useState } from 'react';

/** The disclaimer block under the calculator. */
export function FinanceCalculatorDisclaimer({
  id,
  heading,
  short,
  full,
  showMore,
  showLess,
}: {
  id: string;
  heading: string;
  short: string;
  /** The long text, only when the short one was cut. */
  full?: string | undefined;
  showMore: string;
  showLess: string;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="border-t border-line px-5 py-4 text-xs leading-relaxed text-muted sm:px-6">
      <h3 className="sr-only">{heading}</h3>
      <p id={id}>
        <span data-disclaimer="short" hidden={expanded}>
          {short}
        </span>
        {full !== undefined && (
          <span data-disclaimer="full" hidden={!expanded}>
            {full}
          </span>
        )}
      </p>
      {full !== undefined && (
        <button
          type="button"
          className="mt-1 font-semibold text-brand underline underline-offset-2"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? showLess : showMore}
        </button>
      )}
    </div>
  );
}
