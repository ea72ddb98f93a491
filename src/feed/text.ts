/**
 * Plain text at the feed boundary. Any text field may carry HTML or script from a dealer
 * system; everything downstream renders text, never HTML, so tags are removed here (script
 * and style with their content), entities decoded and whitespace collapsed. Dealer comments
 * keep their paragraph breaks as `|`, the separator the vehicle page splits on (spec 01 §4.5).
 */
import { decodeEntities } from './entities';

// Elements whose content is code or metadata, never text a shopper should see.
const HIDDEN_START = /<(?:script|style|template|noscript|iframe|object|svg|head|title)\b/i;
const HIDDEN_BLOCK = /<(script|style|template|noscript|iframe|object|svg|head|title)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>/g;
// Tags that end a line or paragraph in rendered HTML.
const BREAK_TAG = /<\/?(?:br|p|div|li|ul|ol|tr|table|h[1-6]|blockquote|section|article|hr|dt|dd)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-zA-Z][^>]*(?:>|$)/g;
const TAG_LIKE = /<\/?[a-zA-Z]|&(?:#\d|#x|[a-z]{2,8};)/i;
// C0/C1 control characters other than tab and newline, and zero-width/format characters.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g;
const SPACES = /[^\S\n]+/g;
const ALL_WHITESPACE = /\s+/g;
const PARAGRAPH_BREAK = /\s*(?:\n|\|)\s*/g;
const NEWLINES = /\r\n?/g;
// Text with none of these is already plain, single-spaced and trimmed (the common case).
const NEEDS_CLEANING =
  /[<&|\u0000-\u001f\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2060\u3000\ufeff]|\s\s|^\s|\s$/;

/** One line of plain text: tags removed, entities decoded, all whitespace collapsed to single spaces. */
export function plainText(value: string): string {
  if (!NEEDS_CLEANING.test(value)) return value;
  return toText(value).replace(ALL_WHITESPACE, ' ').trim();
}

/** Plain text whose paragraphs (from <br>, <p>, line breaks or `|`) are joined by `|`. */
export function plainParagraphs(value: string): string {
  if (!NEEDS_CLEANING.test(value)) return value;
  return toText(value)
    .split(PARAGRAPH_BREAK)
    .map((part) => part.replace(SPACES, ' ').trim())
    .filter((part) => part !== '')
    .join('|');
}

// Two rounds, because feeds often carry HTML that was escaped once (&lt;p&gt;…).
function toText(value: string): string {
  let text = stripMarkup(value.includes('\r') ? value.replace(NEWLINES, '\n') : value);
  if (TAG_LIKE.test(text)) text = stripMarkup(text);
  return text.replace(CONTROL, '');
}

function stripMarkup(value: string): string {
  if (!value.includes('<')) return decodeEntities(value);
  // The rare constructs are looked for first, so ordinary markup takes two passes, not four.
  let text = value.includes('<!') || value.includes('<?') ? value.replace(COMMENT, '') : value;
  if (HIDDEN_START.test(text)) text = text.replace(HIDDEN_BLOCK, '');
  return decodeEntities(text.replace(BREAK_TAG, '\n').replace(ANY_TAG, ''));
}
