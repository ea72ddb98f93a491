/** Dollar amounts as finance copy shows them: "$1,000", "$912.25" (Australian dollars, en-AU). */

const WHOLE = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole dollars stay whole ("$1,000"); any cents are shown to 2 places ("$1,360.50"). */
export function formatMoney(value: number): string {
  const cents = Math.round(value * 100);
  return cents % 100 === 0 ? WHOLE.format(cents / 100) : CENTS.format(cents / 100);
}

/** A percentage to 2 decimals ("8.38%"); the comparison rate is always shown this way (spec 02 §5). */
export function formatPercent2(value: number): string {
  return `${(Math.round(value * 100 + Math.sign(value) * 1e-6) / 100).toFixed(2)}%`;
}
