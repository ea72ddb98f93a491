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

// "$5k", "5,000", "5 000", "5000.00", "AUD 1.2m", "-500": a sign, a currency, grouped or plain digits, cents, k or m.
const TYPED_AMOUNT = /^(-)?\s*(?:aud\s*)?\$?\s*(\d{1,3}(?:[,\s]\d{3})+|\d+)?(?:\.(\d+))?\s*([km])?$/i;
const MULTIPLIER = { k: 1_000, m: 1_000_000 } as const;

/**
 * Reads an amount as people type it ("$5k", "5,000", "5000.00", "1.2m") to a number, rounded to
 * the cent; undefined when the text is not an amount ("five", "5,00", "5..0"), so the form can say so.
 */
export function parseTypedAmount(text: string): number | undefined {
  const match = TYPED_AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const [, minus, whole, fraction, suffix] = match;
  if (whole === undefined && fraction === undefined) return undefined;
  const value = Number(`${(whole ?? '0').replace(/[,\s]/g, '')}.${fraction ?? '0'}`) * (suffix ? MULTIPLIER[suffix.toLowerCase() as 'k' | 'm'] : 1);
  const cents = Math.round(value * 100) / 100;
  return minus ? -cents : cents;
}
