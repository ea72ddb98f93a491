/**
 * Text made safe for XML 1.0 content and attribute values: markup characters escaped, and every
 * character XML 1.0 forbids (C0 controls other than tab, LF and CR; lone surrogates; U+FFFE and
 * U+FFFF) dropped or replaced, so a document stays well-formed whatever a shopper types. The
 * character rule and the escaping are the project's one rule (src/domain/safe-text.ts).
 */
import { escapeMarkup } from '../../domain/safe-text';

/** An element with escaped text, or '' when there is no text (for optional elements). */
export function xmlElement(name: string, text: string | undefined, attributes: Record<string, string> = {}): string {
  return text === undefined ? '' : xmlRequired(name, text, attributes);
}

/** An element that must be present, empty when there is no text (ADF's required year, make, model…). */
export function xmlRequired(name: string, text: string | undefined, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeMarkup(value)}"`)
    .join('');
  return `<${name}${attrs}>${escapeMarkup(text ?? '')}</${name}>`;
}
