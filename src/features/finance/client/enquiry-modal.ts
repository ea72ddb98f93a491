/**
 * The finance enquiry modal, loaded on the first press of a trigger: puts the finance enquiry form
 * in the dialog about the page's car (its lead fields and enquiry car, so the lead is a finance
 * enquiry about this car, event 9), fills in the calculator's figures, loads the form engine and
 * opens the dialog modally. Tab and Shift+Tab wrap inside the dialog.
 */
import type { LeadFormSetup, LookupCar } from '../../forms/form-setup';
import { enquiryFigures, type CalculatorFigures } from '../enquiry-figures';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Opens the dialog (mounting its form the first time) with the figures of the page's calculator (the one the trigger sits in, else the page's). */
export async function openFinanceEnquiry(dialog: HTMLDialogElement, trigger: Element): Promise<void> {
  if (!dialog.dataset.mounted) {
    mountForm(dialog);
    wireDialog(dialog);
    dialog.dataset.mounted = 'true';
  }
  const { defineLeadForm } = await import('../../forms/client/lead-form');
  defineLeadForm();
  fillFigures(dialog, enquiryFigures(readCalculator(trigger.closest('fc-finance-calculator') ?? document.querySelector('fc-finance-calculator')), carPrice()));
  if (!dialog.open) dialog.showModal();
  focusables(dialog).find((el) => el.matches('input, select, textarea'))?.focus();
}

/** Clones the form out of its template, about this car: the car's lead fields, and none of the "where" questions. */
function mountForm(dialog: HTMLDialogElement): void {
  const template = dialog.querySelector<HTMLTemplateElement>('template[data-form]');
  const body = dialog.querySelector('[data-body]');
  if (!template || !body) throw new Error('finance enquiry dialog without its form');
  const content = template.content.cloneNode(true) as DocumentFragment;
  const host = content.querySelector<HTMLElement>('fc-lead-form');
  const car = JSON.parse(dialog.dataset.car ?? '{}') as LookupCar;
  if (host?.dataset.setup) {
    const setup = JSON.parse(host.dataset.setup) as LeadFormSetup;
    const about: LeadFormSetup = { ...setup, fixed: { ...setup.fixed, ...car.fixed }, car: car.car, carFromQuery: false };
    host.dataset.setup = JSON.stringify(about);
  }
  // The car brings its own dealership and location, as a form opened with ?car_id= does.
  for (const field of content.querySelectorAll('[data-unless-car]')) field.remove();
  template.replaceWith(content);
}

function wireDialog(dialog: HTMLDialogElement): void {
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  // A press on the backdrop (the dialog element itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
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
  });
}

function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0);
}

/** The price the page shows (the vehicle page carries it as data-price). */
function carPrice(): number | undefined {
  const price = Number(document.querySelector<HTMLElement>('[data-vehicle-page]')?.dataset.price);
  return Number.isFinite(price) && price > 0 ? price : undefined;
}

function readCalculator(calculator: Element | null): CalculatorFigures | undefined {
  if (!calculator) return undefined;
  const value = (name: string) => calculator.querySelector<HTMLInputElement>(`input[data-field="${name}"]`)?.value ?? '';
  return { amount: value('amount'), deposit: value('deposit'), termYears: value('termYears') };
}

// Only fields the shopper has not typed in yet, so reopening never overwrites their answers; a
// select only takes a value it offers.
function fillFigures(dialog: HTMLDialogElement, figures: Record<string, string>): void {
  const form = dialog.querySelector('form');
  if (!form) return;
  if (!form.dataset.watchTouched) {
    form.dataset.watchTouched = 'true';
    form.addEventListener('input', (event) => {
      if (event.target instanceof HTMLElement) event.target.dataset.touched = 'true';
    });
  }
  for (const [name, value] of Object.entries(figures)) {
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || control.dataset.touched) continue;
    if (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === value)) continue;
    control.value = value;
  }
}
