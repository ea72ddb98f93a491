/** Per-field token dictionaries over a column's distinct values, built once per loaded index. */
import type { LoadedIndex, TextIndex } from './index-load';
import { EmbeddedSearchError } from './errors';
import { tokenize } from './tokenize';
import { sortVocabulary } from './typo-scan';

/** The text index of `field`, built once per loaded index. */
export function textIndexFor(index: LoadedIndex, field: string): TextIndex {
  const cached = index.textIndexes.get(field);
  if (cached) return cached;
  const c = index.columns.get(field);
  if (!c?.indexed) throw new EmbeddedSearchError(`Could not find a field named \`${field}\` in the schema.`);
  if (c.kind !== 'string' && c.kind !== 'list') {
    throw new EmbeddedSearchError(`Field \`${field}\` should be a string or a string array.`);
  }
  const tokens = new Map<string, number[]>();
  c.dict.forEach((value, entry) => {
    const seen = tokenize(value);
    seen.forEach((t, i) => {
      if (seen.indexOf(t) !== i) return; // a word twice in one value counts once
      const list = tokens.get(t);
      if (list) list.push(entry);
      else tokens.set(t, [entry]);
    });
  });
  // Only the few words a query matches need their document counts: count those when asked.
  let perEntry: Uint32Array | undefined;
  const counts = new Map<string, number>();
  const documentCount = (token: string): number => {
    let n = counts.get(token);
    if (n !== undefined) return n;
    if (!perEntry) {
      perEntry = new Uint32Array(c.dict.length);
      for (const code of c.codes) if (code >= 0) perEntry[code] = (perEntry[code] as number) + 1;
    }
    n = 0;
    for (const e of tokens.get(token) ?? []) n += perEntry[e] as number;
    counts.set(token, n);
    return n;
  };
  const built: TextIndex = { field, tokens, vocabulary: sortVocabulary(tokens.keys()), documentCount };
  index.textIndexes.set(field, built);
  return built;
}

/** Builds the text indexes of `fields` ahead of the first typed query (errors are left for the search to report). */
export function warmTextIndexes(index: LoadedIndex, fields: readonly string[]): void {
  for (const field of fields) {
    try {
      textIndexFor(index, field);
    } catch {
      // An unknown query_by field fails the search itself, with its message.
    }
  }
}
