/**
 * Which state or territory an Australian postcode belongs to, by the number ranges Australia Post
 * allocates (delivery areas and PO boxes alike). The dealer locator uses it to pick a listed
 * postcode in the same state when it does not know a postcode (src/data/postcodes.md); ADF leads
 * carry the shopper's state from it.
 */

import type { StateCode } from './location-time-zone';

/** State or territory code (one home: location-time-zone.ts). */
export type AuState = StateCode;

/** Inclusive ranges; the ACT's sit inside NSW's blocks, so they are listed first and win. */
export const POSTCODE_STATE_RANGES: readonly (readonly [from: number, to: number, state: AuState])[] = [
  [200, 299, 'ACT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'],
  [9000, 9999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
];

/** The state of a 4-digit postcode, or undefined for a number no state uses (0000–0199, 0300–0799). */
export function postcodeState(postcode: string): AuState | undefined {
  if (!/^\d{4}$/.test(postcode)) return undefined;
  const n = Number(postcode);
  return POSTCODE_STATE_RANGES.find(([from, to]) => n >= from && n <= to)?.[2];
}
