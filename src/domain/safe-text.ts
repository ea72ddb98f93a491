/**
 * Characters every document Forecourt writes can carry, and escaping for XML and HTML. One rule for
 * the text a shopper sends (src/contracts/fields.ts cleans it on the way in), for the ADF and any
 * other XML, and for HTML, so a lead reads the same in storage, in the CRM and in the email.
 */

/** Anything outside XML 1.0's Char production (§2.2); with the u flag a lone surrogate is one match. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text with the characters XML 1.0 forbids taken out: control characters (U+0000 included) carry
 * nothing a reader wants and are dropped; a lone surrogate, U+FFFE or U+FFFF becomes U+FFFD, so the
 * loss shows where it happened.
 */
export function safeChars(value: string): string {
  return value.replace(NOT_XML_CHAR, (c) => (c.charCodeAt(0) < 0x20 ? '' : '\uFFFD'));
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text escaped for XML or HTML content and quoted attribute values, after safeChars. */
export function escapeMarkup(value: string): string {
  return safeChars(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
