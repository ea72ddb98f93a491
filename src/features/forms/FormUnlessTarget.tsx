/** Questions a car or offer named by the page's query answers (the contact form's category): not asked then. */
import type { ReactNode } from 'react';
import { useLeadFormContext } from './lead-form-context';

export default function FormUnlessTarget({ children }: { children: ReactNode }) {
  return useLeadFormContext().aboutTarget ? null : children;
}
