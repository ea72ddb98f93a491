/**
 * Parsing and bounding of the calculator inputs (spec 02 §5): the purchase price is explained,
 * not clamped; term, interest, deposit and residual are clamped to their range.
 */
import { parseTypedAmount } from '../money';
import { formatMoney } from './money';
import type { PriceBounds, NumberRange } from './settings';

/** The help text shown when the purchase price is at or beyond a bound. */
export const AMOUNT_HELP_TEMPLATE = 'Cannot be less than {min} or more than {max}';

/**
 * Reads a typed purchase price as people type it ("$30,000", "$30k", "30000.00" → 30000); other
 * text has everything but digits and a decimal point stripped; a negative, zero or empty price becomes 0.
 */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  const typed = parseTypedAmount(trimmed);
  if (typed !== undefined) return sanitizeAmount(typed);
  const negative = trimmed.startsWith('-');
  const [whole = '', ...fraction] = trimmed.replace(/[^\d.]/g, '').split('.');
  const value = Number(fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole);
  return negative ? 0 : sanitizeAmount(value);
}

/** A numeric purchase price made safe: not a finite number, negative or zero → 0. */
export function sanitizeAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** True when the price is at or beyond either bound (the help text shows). */
export function isAmountAtBound(amount: number, bounds: PriceBounds): boolean {
  return amount <= bounds.min || amount >= bounds.max;
}

/** "Cannot be less than $1,000 or more than $250,000" when the price is at or beyond a bound, else undefined. */
export function amountHelpText(amount: number, bounds: PriceBounds): string | undefined {
  if (!isAmountAtBound(amount, bounds)) return undefined;
  return AMOUNT_HELP_TEMPLATE.replace('{min}', formatMoney(bounds.min)).replace('{max}', formatMoney(bounds.max));
}

/**
 * Bounds term, interest, deposit or residual: above the maximum → the maximum; at or below the
 * minimum (or not a number) → the minimum. Values inside are kept as typed, not snapped to the step.
 */
export function clampToRange(value: number, range: Pick<NumberRange, 'min' | 'max'>): number {
  if (Number.isNaN(value) || value <= range.min) return range.min;
  if (value > range.max) return range.max;
  return value;
}

/** Reads a typed term, interest, deposit or residual (non-numeric characters stripped) and clamps it. */
export function parseRangeInput(text: string, range: Pick<NumberRange, 'min' | 'max'>): number {
  const typed = parseTypedAmount(text);
  const cleaned = text.replace(/[^\d.-]/g, '');
  return clampToRange(typed ?? (cleaned === '' ? Number.NaN : Number.parseFloat(cleaned)), range);
}
