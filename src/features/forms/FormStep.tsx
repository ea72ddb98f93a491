/**
 * One step of a multi-step form: a group named by its heading (focused when the step opens). Every
 * step is in the built HTML without `hidden`, so without JavaScript all show; with it, the
 * stylesheet shows only the first until the form takes over and hides the others itself.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useLeadFormContext } from './lead-form-context';

/** The level of the steps' headings: one below the form's own heading, or in its place when it has none. */
export const FormStepLevel = createContext<2 | 3 | 4>(3);

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
  const Heading = `h${useContext(FormStepLevel)}` as const;
  return (
    <div data-step className="fc-step" role="group" aria-labelledby={headingId} hidden={ready && step !== index}>
      <Heading id={headingId} className="fc-step-heading" tabIndex={-1} data-step-heading>
        {heading}
      </Heading>
      {children}
    </div>
  );
}
