/**
 * Australian dollar formatting shared by every rule that shows money. Written by hand rather than
 * with Intl so the output never depends on the ICU data the runtime ships with.
 */

/** Groups the digits of a whole, non-negative number with commas: 45990 → "45,990". */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole dollars with a dollar sign and comma grouping: 45990 → "$45,990"; negatives as "-$5". */
export function formatAud(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  return `${sign}$${groupThousands(whole)}`;
}

/** Dollars and cents: 42.5 → "$42.50". */
export function formatAudCents(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  const dollars = Math.floor(cents / 100);
  return `${sign}$${groupThousands(dollars)}.${String(cents % 100).padStart(2, '0')}`;
}
