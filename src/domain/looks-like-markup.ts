/**
 * The one rule for markup in free text: text a shopper types is stored as text and escaped at every
 * output; input that reads as HTML or script once a browser has had its way with it is refused, so a
 * dealer never receives code in a lead. It follows how browsers read text, which is why ordinary
 * sentences pass ("I'd pay < $20k", "4x4 <-> AWD?", "I <3 it", "Ana <ana@example.com>") and
 * disguised code does not (unclosed tags, `<svg/onload=…>`, `java\tscript:`, `javascript&colon;`,
 * full-width `＜script＞`).
 */

/** Character references a browser decodes: numeric (with or without `;`) and the named ones attacks use. */
const NUMERIC_REFERENCE = /&#(?:x([0-9a-f]+)|(\d+));?/gi;
const NAMED_REFERENCE = /&(lt|gt|colon|tab|newline|sol|lpar|rpar|equals|quot|apos|amp|nbsp);?/gi;
const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  equals: '=',
  quot: '"',
  apos: "'",
  amp: '&',
  nbsp: ' ',
};

/** What a browser could make of the text: references decoded, compatibility forms (＜, ｓ) folded to ASCII. */
function asBrowserReads(value: string): string {
  let text = value;
  // Twice, so a reference hidden in a reference (&amp;lt;) is found too.
  for (let round = 0; round < 2; round++) {
    text = text
      .replace(NUMERIC_REFERENCE, (whole, hex: string | undefined, dec: string | undefined) => {
        const code = hex ? parseInt(hex, 16) : Number(dec);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      })
      .replace(NAMED_REFERENCE, (_whole, name: string) => NAMED[name.toLowerCase()]!);
  }
  return text.normalize('NFKC');
}

/**
 * A tag as browsers open one: `<` straight after which comes a tag name (ending at a space, `/`,
 * `>` or the end, so an unclosed `<img src=x` counts), a closing `</name`, a comment or
 * declaration (`<!--`, `<!DOCTYPE`, `<![CDATA[`) or a processing instruction (`<?xml`).
 */
const TAG = /<\/?[a-z][a-z0-9-]*(?=[\s/>]|$)|<!(?:--|\[|[a-z])|<\?[a-z]/i;
/** An event-handler attribute (`onerror=`, `onload =`) at the start of a word. */
const EVENT_HANDLER = /(?:^|[^a-z0-9_])on[a-z]{3,}\s*=/i;
/** A script URL; browsers ignore tabs, line breaks and invisible characters inside the scheme. */
const SCRIPT_URL = /(?:java|vb|live)script:|data:text\/html/i;
const IGNORED_IN_SCHEME = /[\s\p{Cc}\p{Cf}]/gu;

/** True when free text holds HTML tags, event-handler attributes or script URLs, however disguised. */
export function looksLikeMarkup(value: string): boolean {
  const text = asBrowserReads(value);
  return TAG.test(text) || EVENT_HANDLER.test(text) || SCRIPT_URL.test(text.replace(IGNORED_IN_SCHEME, ''));
}
