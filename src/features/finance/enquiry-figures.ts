/**
 * What the finance enquiry modal's form starts with: the calculator's amount, deposit and term as
 * the shopper left them (a shopper who worked out a deal should not type it again), else the car's
 * price. Pure, so the browser script and its tests read the same rule.
 */
import { parseAmount } from '../../domain/finance';

/** The calculator's fields as typed (text). */
export interface CalculatorFigures {
  amount: string;
  deposit: string;
  termYears: string;
}

/** Form field values by name: purchase_price, deposit and term_years (whole years), each only when known. */
export function enquiryFigures(
  calculator: CalculatorFigures | undefined,
  carPrice: number | undefined,
): Record<string, string> {
  const figures: Record<string, string> = {};
  const amount = calculator ? parseAmount(calculator.amount) : 0;
  const price = amount > 0 ? amount : (carPrice ?? 0);
  if (price > 0) figures.purchase_price = String(Math.round(price));
  const deposit = calculator ? parseAmount(calculator.deposit) : 0;
  if (deposit > 0) figures.deposit = String(Math.round(deposit));
  const term = calculator ? Number.parseFloat(calculator.termYears) : Number.NaN;
  if (Number.isFinite(term) && term > 0) figures.term_years = String(Math.max(1, Math.round(term)));
  return figures;
}
