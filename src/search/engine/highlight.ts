/** Highlights of a hit: the words of each query_by field whose token matched, wrapped in the tags. */
import { normaliseToken } from './tokenize';

/** A field's highlight, in Typesense's `highlight` object format. */
export interface HitHighlight {
  snippet: string;
  matched_tokens: string[];
}

function mark(value: string, tokens: Set<string>, tags: { start: string; end: string }): HitHighlight | undefined {
  const matched: string[] = [];
  const snippet = value.replace(/\S+/g, (word) => {
    if (!tokens.has(normaliseToken(word))) return word;
    matched.push(word);
    return `${tags.start}${word}${tags.end}`;
  });
  return matched.length ? { snippet, matched_tokens: matched } : undefined;
}

/** The highlight object of a document for the matched tokens. */
export function highlightHit(
  doc: Record<string, unknown>,
  fields: string[],
  tokens: Set<string>,
  tags: { start: string; end: string },
): Record<string, HitHighlight> {
  const out: Record<string, HitHighlight> = {};
  for (const field of fields) {
    const v = doc[field];
    // Array fields are not highlighted: the adapter expects per-element arrays Forecourt never shows.
    if (typeof v !== 'string') continue;
    const h = mark(v, tokens, tags);
    if (h) out[field] = h;
  }
  return out;
}
