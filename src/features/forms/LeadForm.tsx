/**
 * The shell every lead form shares: the error summary (focused on a failed submit), the fields
 * (children, optionally as FormSteps), the failure alert, the offline notice, the submit button
 * with its spinner, and a live region for the submit state; use-lead-form.ts makes it work.
 * Without JavaScript the built HTML still works: it posts (never GET: personal data stays out of
 * URLs) to the lead API's form endpoint, with its fixed part in the hidden `fc_form` field, and
 * every step shows at once.
 */
import type { ReactNode } from 'react';
import FormErrorSummary from './FormErrorSummary';
import { FormStepLevel } from './FormStep';
import { LEAD_FORM_POST_PATH, noScriptSetup, type LeadFormSetup } from './form-setup';
import type { FormSite } from './form-site';
import { LeadFormContext } from './lead-form-context';
import { formWords, stepOfText } from './lead-form-view';
import { useLeadForm, type LeadStoredDetail } from './use-lead-form';
import './forms.css';

export interface LeadFormProps {
  /** Unique on the page; prefixes every field id. */
  id: string;
  /** The site's rules (the API's own) and the shell's words. */
  site: Pick<FormSite, 'rules' | 'shell'>;
  setup: LeadFormSetup;
  heading?: string | undefined;
  /** Heading level of the form title. */
  headingLevel?: 2 | 3;
  intro?: string | undefined;
  /** Number of FormSteps among the children (0 for a one-step form). */
  steps?: number;
  /** Show "Step 1 of 2" (off where the page draws its own progress, as the valuation wizard does). */
  counter?: boolean;
  /** The page shows the heading itself (the vehicle page's tabs): it names the form but is not drawn. */
  headingHidden?: boolean;
  className?: string | undefined;
  onStep?: ((index: number) => void) | undefined;
  onStored?: ((detail: LeadStoredDetail) => void) | undefined;
  children: ReactNode;
}

export default function LeadForm({
  id,
  site,
  setup,
  heading,
  headingLevel = 2,
  intro,
  steps = 0,
  counter = true,
  headingHidden = false,
  className,
  onStep,
  onStored,
  children,
}: LeadFormProps) {
  const { formRef, view, context, onSubmit, onIntent, onInput, onChange, back } = useLeadForm({
    site,
    setup,
    steps,
    onStep,
    onStored,
  });
  const { shell } = site;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const multi = steps > 1;
  return (
    <div className={className ? `block ${className}` : 'block'} data-lead-form data-ready={view.ready ? '' : undefined}>
      <LeadFormContext.Provider value={context}>
        <FormStepLevel.Provider value={heading ? (headingLevel === 3 ? 4 : 3) : headingLevel}>
          <form
            ref={formRef}
            id={id}
            method="post"
            action={LEAD_FORM_POST_PATH}
            noValidate
            aria-labelledby={heading ? `${id}-title` : undefined}
            className="flex scroll-mt-28 flex-col gap-5"
            onSubmit={onSubmit}
            onFocus={onIntent}
            onPointerDown={onIntent}
            onInput={onInput}
            onChange={onChange}
          >
            {(heading || (counter && multi)) && (
              <div className="flex flex-wrap items-end justify-between gap-2">
                {heading && (
                  <Heading
                    id={`${id}-title`}
                    className={
                      `${headingHidden ? 'fc-js-sr-only ' : ''}font-display text-xl ` +
                      `font-extrabold text-ink sm:text-2xl`
                    }
                  >
                    {heading}
                  </Heading>
                )}
                {counter && multi && (
                  <p className="fc-js-only text-sm font-semibold text-muted" data-step-counter>
                    {stepOfText(shell.stepOf, view.step + 1, steps)}
                  </p>
                )}
              </div>
            )}
            {intro && <p className="-mt-2 text-sm text-muted">{intro}</p>}
            <input type="hidden" name="fc_form" value={JSON.stringify(noScriptSetup(setup))} data-nojs />
            <div
              data-about
              hidden={!view.about}
              className="rounded-brand border border-line bg-panel px-4 py-3 text-sm"
            >
              <p className="font-semibold text-ink" data-about-title>
                {view.about?.title}
              </p>
              <p className="text-muted" data-about-detail>
                {view.about?.detail}
              </p>
            </div>
            <p data-prefilled hidden={!view.prefilled} className="text-sm text-muted">
              {shell.savedDetailsNote}
            </p>
            <FormErrorSummary form={id} heading={shell.errorsHeading} items={view.summary} />
            {children}
            <div
              data-alert
              role="alert"
              hidden={!view.alert}
              className="rounded-brand bg-bad px-4 py-3 text-sm font-semibold text-white"
            >
              {view.alert}
            </div>
            <p
              data-notice
              hidden={!view.notice}
              className="rounded-brand border border-line bg-brand-soft px-4 py-3 text-sm font-semibold text-ink"
            >
              {view.notice}
            </p>
            <div data-actions className="flex flex-wrap items-center gap-3" hidden={view.sent}>
              {multi && (
                <button
                  type="button"
                  data-back
                  hidden={view.step === 0}
                  className="fc-btn fc-btn-outline"
                  onClick={back}
                >
                  {shell.back}
                </button>
              )}
              <button
                type="submit"
                data-submit
                className="fc-btn fc-btn-primary min-w-40 flex-1 sm:flex-none"
                disabled={view.busy}
                aria-busy={view.busy ? 'true' : undefined}
              >
                <span
                  data-spinner
                  hidden={!view.busy}
                  className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                  aria-hidden="true"
                ></span>
                <span data-submit-label className={multi ? 'fc-js-only' : undefined}>
                  {view.label}
                </span>
                {multi && <span data-nojs-label>{formWords(shell, setup).submit}</span>}
              </button>
            </div>
            <p data-status role="status" className="sr-only">
              {view.status}
            </p>
          </form>
        </FormStepLevel.Provider>
      </LeadFormContext.Provider>
    </div>
  );
}
