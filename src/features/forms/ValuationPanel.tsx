/** One panel form of the valuation wizard after its lead (condition, offer): heading, fields, alert, notice and its button. */
import type { FormEvent, ReactNode } from 'react';
import type { PanelFeedback } from './use-valuation-wizard';

export interface ValuationPanelProps {
  name: 'condition' | 'offer';
  headingId: string;
  heading: string;
  hidden: boolean;
  feedback: PanelFeedback;
  submitLabel: string;
  /** The offer's button is the accent colour (the one decision of the flow). */
  accent?: boolean;
  className: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export default function ValuationPanel({
  name,
  headingId,
  heading,
  hidden,
  feedback,
  submitLabel,
  accent = false,
  className,
  onSubmit,
  children,
}: ValuationPanelProps) {
  return (
    <form
      data-panel={name}
      hidden={hidden}
      noValidate
      className={className}
      aria-labelledby={headingId}
      onSubmit={onSubmit}
    >
      <h2
        id={headingId}
        className="font-display text-xl font-extrabold text-ink sm:text-2xl"
        tabIndex={-1}
        data-panel-heading
      >
        {heading}
      </h2>
      {children}
      <div
        data-alert
        role="alert"
        hidden={!feedback.alert}
        className="rounded-brand bg-bad px-4 py-3 text-sm font-semibold text-white"
      >
        {feedback.alert}
      </div>
      <p
        data-notice
        hidden={!feedback.notice}
        className="rounded-brand border border-line bg-brand-soft px-4 py-3 text-sm font-semibold text-ink"
      >
        {feedback.notice}
      </p>
      <div>
        <button
          type="submit"
          data-submit
          className={`fc-btn ${accent ? 'fc-btn-accent' : 'fc-btn-primary'} min-w-40`}
          disabled={feedback.busy}
          aria-busy={feedback.busy ? 'true' : undefined}
        >
          <span
            data-spinner
            hidden={!feedback.busy}
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden="true"
          ></span>
          <span data-submit-label>{submitLabel}</span>
        </button>
      </div>
      <p data-status role="status" className="sr-only">
        {feedback.status}
      </p>
    </form>
  );
}
