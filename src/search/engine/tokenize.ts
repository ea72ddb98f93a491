/**
 * Tokenisation as Typesense does it by default: split on whitespace, lower-case, drop
 * diacritics and every character that is not a letter or digit ("X-Trail" is one token, xtrail).
 */

/** The normalised form of one word ('' when nothing indexable remains). */
export function normaliseToken(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The tokens of a text. */
export function tokenize(text: string): string[] {
  return text
    .split(/\s+/)
    .map(normaliseToken)
    .filter((t) => t !== '');
}
