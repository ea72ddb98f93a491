/**
 * Text made safe for XML 1.0 content and attribute values: markup characters escaped, and every
 * character XML 1.0 forbids (C0 controls other than tab, LF and CR; lone surrogates; U+FFFE and
 * U+FFFF) dropped or replaced, so a document stays well-formed whatever a shopper types.
 */

/** Anything outside XML 1.0's Char production (§2.2); with the u flag a lone surrogate is one match. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Controls carry nothing a reader wants and are dropped; a lone surrogate or U+FFFE/U+FFFF becomes U+FFFD, so the loss shows. */
export function xmlChars(value: string): string {
  return value.replace(NOT_XML_CHAR, (c) => (c.charCodeAt(0) < 0x20 ? '' : '\uFFFD'));
}

/** Escapes text for XML content and attribute values, after removing characters XML 1.0 forbids. */
export function xmlEscape(value: string): string {
  return xmlChars(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element with escaped text, or '' when there is no text (for optional elements). */
export function xmlElement(name: string, text: string | undefined, attributes: Record<string, string> = {}): string {
  return text === undefined ? '' : xmlRequired(name, text, attributes);
}

/** An element that must be present, empty when there is no text (ADF's required year, make, model…). */
export function xmlRequired(name: string, text: string | undefined, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes).map(([key, value]) => ` ${key}="${xmlEscape(value)}"`).join('');
  return `<${name}${attrs}>${xmlEscape(text ?? '')}</${name}>`;
}
