/**
 * The meeting point of the finance calculator and the finance enquiry modal, two islands: the
 * calculator publishes its inputs as the shopper changes them, and a press on an "apply" link asks
 * the modal to open. The modal reads the figures when it opens (enquiry-figures.ts turns them into
 * the form's starting values), so a shopper who worked out a deal never types it again.
 */
import { atom } from 'nanostores';
import type { CalculatorFigures } from './enquiry-figures';

/** The calculator's inputs as last typed (undefined until a calculator on the page has hydrated). */
export const $calculatorFigures = atom<CalculatorFigures | undefined>(undefined);

/** Publishes the calculator's inputs (the calculator island calls this on every change). */
export function publishCalculatorFigures(figures: CalculatorFigures): void {
  $calculatorFigures.set(figures);
}

/** A request to open the finance enquiry modal: which element asked (focus returns to it on close). */
export interface FinanceEnquiryRequest {
  /** Increases with each request, so pressing the same link twice opens the modal twice. */
  seq: number;
  trigger: HTMLElement | null;
}

/** The latest request to open the modal (undefined: none yet). */
export const $financeEnquiryRequest = atom<FinanceEnquiryRequest | undefined>(undefined);

/** Asks the modal to open. Returns false when no modal is on the page, so the caller follows its link. */
export function requestFinanceEnquiry(trigger: HTMLElement | null): boolean {
  if (!$financeEnquiryRequest.lc) return false;
  $financeEnquiryRequest.set({ seq: ($financeEnquiryRequest.get()?.seq ?? 0) + 1, trigger });
  return true;
}
