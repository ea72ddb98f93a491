/**
 * Dictionary codes stored as text, one character a code: JSON.parse reads a 20,000-character
 * string several times faster than 20,000 numbers, and the file is smaller (raw and brotli).
 * Characters start past `"` and skip `\` and the surrogates, so JSON never escapes one.
 */

/** Stands for a missing value. */
export const MISSING_CODE_CHAR = ' ';
/** Ends one document's list in a list column. */
export const LIST_END_CHAR = '!';

const FIRST = 35; // '#'
const BACKSLASH = 92;
const SURROGATES = 0xd800;
const SURROGATES_END = 0xe000;

/** Codes a column's dictionary can use (about 63,000). */
export const MAX_TEXT_CODE = 0xffff - (SURROGATES_END - SURROGATES) - 1 - FIRST;

/** The character of dictionary code `code` (0 ≤ code ≤ MAX_TEXT_CODE). */
export function codeChar(code: number): string {
  let c = code + FIRST;
  if (c >= BACKSLASH) c++;
  if (c >= SURROGATES) c += SURROGATES_END - SURROGATES;
  return String.fromCharCode(c);
}

/** The dictionary code of character code `c` (-1 for the missing-value character). */
export function charCode(c: number): number {
  if (c === 32) return -1;
  if (c >= SURROGATES_END) c -= SURROGATES_END - SURROGATES;
  if (c > BACKSLASH) c--;
  return c - FIRST;
}
