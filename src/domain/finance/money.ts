/** Dollar amounts and rates as finance copy shows them, on the shared formatters of src/domain/money. */
import { formatAud, formatAudCents } from '../money';
import { roundTo2 } from './rounding';

/** Whole dollars stay whole ("$1,000"); any cents are shown to 2 places ("$912.25", "$1,360.50"). */
export function formatMoney(value: number): string {
  return Math.round(value * 100) % 100 === 0 ? formatAud(value) : formatAudCents(value);
}

/** A percentage to 2 decimals ("8.38%"); the comparison rate is always shown this way (spec 02 §5). */
export function formatPercent2(value: number): string {
  return `${roundTo2(value).toFixed(2)}%`;
}
