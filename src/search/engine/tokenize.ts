/**
 * Tokenisation as Typesense does it by default: split on whitespace, lower-case, drop
 * diacritics and every character that is not a letter or digit ("X-Trail" is one token, xtrail).
 */

const ASCII = /^[\x00-\x7f]*$/;

/** The full rule, for words beyond ASCII. */
function normaliseUnicode(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The normalised form of one word ('' when nothing indexable remains). ASCII (stock numbers,
 * VINs, most of a feed) takes a shortcut with the same result: it has nothing to decompose, and
 * its letters and digits are a–z and 0–9; indexing 20,000 cars tokenises 40,000 such values.
 */
export function normaliseToken(word: string): string {
  return ASCII.test(word) ? word.toLowerCase().replace(/[^a-z0-9]/g, '') : normaliseUnicode(word);
}

/** The tokens of a text. */
export function tokenize(text: string): string[] {
  return text
    .split(/\s+/)
    .map(normaliseToken)
    .filter((t) => t !== '');
}

/** For tests: the rule without the ASCII shortcut. */
export const normaliseTokenUnicode = normaliseUnicode;
