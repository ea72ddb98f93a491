/**
 * One step of a multi-step form: a group named by its heading (focused when the step opens). Every
 * step is in the built HTML without `hidden`, so without JavaScript all show; with it, the
 * stylesheet shows only the first until the form takes over and hides the others itself.
 */
import type { ReactNode } from 'react';
import { useLeadFormContext } from './lead-form-context';

export interface FormStepProps {
  form: string;
  /** 0-based position among the form's steps. */
  index: number;
  heading: string;
  children: ReactNode;
}

export default function FormStep({ form, index, heading, children }: FormStepProps) {
  const { step, ready } = useLeadFormContext();
  const headingId = `${form}-step${index + 1}`;
  return (
    <div data-step className="fc-step" role="group" aria-labelledby={headingId} hidden={ready && step !== index}>
      <h3 id={headingId} className="fc-step-heading" tabIndex={-1} data-step-heading>
        {heading}
      </h3>
      {children}
    </div>
  );
}
