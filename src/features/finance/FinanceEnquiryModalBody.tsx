/**
 * The finance enquiry modal's form, loaded on its first opening: the finance enquiry about the
 * page's car. Each time the modal opens it starts from the calculator's figures (enquiry-figures.ts),
 * never over a field the shopper has typed in, and puts the keyboard in its first field; Tab and
 * Shift+Tab wrap inside the dialog.
 */
import { useEffect, useRef } from 'react';
import FinanceEnquiryForm from '../forms/FinanceEnquiryForm';
import { aboutCar, type LookupCar } from '../forms/form-setup';
import type { FormQuestions } from '../forms/form-site';
import { VEHICLE_FORMS } from '../forms/vehicle-forms-data';
import { enquiryFigures } from './enquiry-figures';
import { $calculatorFigures } from './enquiry-request';

export interface FinanceEnquiryModalBodyProps {
  /** The form about the page's car: its id, the car's lead fields and what the site's rules ask (its words and setup are the site's, VEHICLE_FORMS). */
  form: { id: string; lead: Pick<LookupCar, 'fixed' | 'car'>; questions: FormQuestions };
  /** The car's shown price: the amount when the calculator has none. */
  price?: number | undefined;
  /** Counts the openings: each one fills and focuses again. */
  opening: number;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
  );
}

/** Puts the figures into the fields the shopper has not typed in (a select only takes a value it offers). */
function fillFigures(
  form: HTMLFormElement | null,
  figures: Record<string, string>,
  touched: ReadonlySet<string>,
): void {
  for (const [name, value] of Object.entries(figures)) {
    const control = form?.elements.namedItem(name);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || touched.has(name)) continue;
    if (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === value)) continue;
    control.value = value;
  }
}

export default function FinanceEnquiryModalBody({ form, price, opening }: FinanceEnquiryModalBodyProps) {
  const finance = VEHICLE_FORMS.finance;
  const root = useRef<HTMLDivElement>(null);
  const touched = useRef(new Set<string>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `opening` counts the openings: each one refills the figures and moves focus
  useEffect(() => {
    const body = root.current;
    if (!body) return;
    fillFigures(body.querySelector('form'), enquiryFigures($calculatorFigures.get(), price), touched.current);
    focusables(body)
      .find((el) => el.matches('input, select, textarea'))
      ?.focus();
  }, [opening, price]);

  useEffect(() => {
    const dialog = root.current?.closest('dialog');
    if (!dialog) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = focusables(dialog);
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      ref={root}
      className="contents"
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name;
        if (name) touched.current.add(name);
      }}
    >
      <FinanceEnquiryForm
        id={form.id}
        setup={aboutCar(finance.setup, form.lead)}
        questions={form.questions}
        texts={finance.texts}
        intro={finance.intro}
        aboutCar
      />
    </div>
  );
}
