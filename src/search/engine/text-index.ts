/** Per-field token dictionaries over a column's distinct values, built on the first text query. */
import type { LoadedIndex } from './index-load';
import { EmbeddedSearchError } from './errors';
import { tokenize } from './tokenize';
import { sortVocabulary, type SortedVocabulary } from './typo-scan';

/** Tokens of one text field: token → the dictionary entries containing it. */
export interface TextIndex {
  field: string;
  tokens: Map<string, number[]>;
  /** Distinct tokens, sorted for typo matching (engine/typo-scan.ts). */
  vocabulary: SortedVocabulary;
  /** Documents containing each token, to pick the most common candidates first. */
  documentCounts: Map<string, number>;
}

/** The text index of `field`, built once per loaded index. */
export function textIndexFor(index: LoadedIndex, field: string): TextIndex {
  const cached = index.textIndexes.get(field);
  if (cached) return cached;
  const c = index.columns.get(field);
  if (!c || !c.indexed) throw new EmbeddedSearchError(`Could not find a field named \`${field}\` in the schema.`);
  if (c.kind !== 'string' && c.kind !== 'list') {
    throw new EmbeddedSearchError(`Field \`${field}\` should be a string or a string array.`);
  }
  const tokens = new Map<string, number[]>();
  c.dict.forEach((value, entry) => {
    for (const t of new Set(tokenize(value))) {
      const list = tokens.get(t);
      if (list) list.push(entry);
      else tokens.set(t, [entry]);
    }
  });
  const perEntry = new Uint32Array(c.dict.length);
  for (const code of c.codes) if (code >= 0) perEntry[code] = (perEntry[code] as number) + 1;
  const documentCounts = new Map<string, number>();
  for (const [t, entries] of tokens) documentCounts.set(t, entries.reduce((n, e) => n + (perEntry[e] as number), 0));
  const built: TextIndex = { field, tokens, vocabulary: sortVocabulary(tokens.keys()), documentCounts };
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
