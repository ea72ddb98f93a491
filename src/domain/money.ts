/**
 * Australian dollar formatting shared by every rule that shows money: the platform's Intl (full ICU in
 * Node 24 and in every browser), one formatter of each kind made once, as building one costs about
 * 23 µs and a call under 1 µs.
 */

const NUMBER = /* @__PURE__ */ new Intl.NumberFormat('en-AU', { maximumFractionDigits: 20 });
const DOLLARS = /* @__PURE__ */ new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});
const CENTS = /* @__PURE__ */ new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  signDisplay: 'negative',
});

/** Groups the digits of a number with commas, its decimals as they are: 45990 → "45,990", 1234.5 → "1,234.5". */
export function groupThousands(value: number): string {
  return NUMBER.format(value);
}

/** Whole dollars with a dollar sign and comma grouping: 45990 → "$45,990"; negatives as "-$5", never "-$0". */
export function formatAud(amount: number): string {
  return DOLLARS.format(amount);
}

/**
 * Dollars and cents: 42.5 → "$42.50". Rounded to the cent first, half away from zero on the amount
 * times 100 (1234.005 → "$1,234.01"), as before Intl: Intl alone rounds the binary value, just under
 * 1234.005, down.
 */
export function formatAudCents(amount: number): string {
  return CENTS.format((Math.sign(amount) * Math.round(Math.abs(amount) * 100)) / 100);
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
  const value =
    Number(`${(whole ?? '0').replace(/[,\s]/g, '')}.${fraction ?? '0'}`) *
    (suffix ? MULTIPLIER[suffix.toLowerCase() as 'k' | 'm'] : 1);
  const cents = Math.round(value * 100) / 100;
  return minus ? -cents : cents;
}
