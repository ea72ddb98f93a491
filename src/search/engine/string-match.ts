/**
 * String filters as Typesense evaluates them: on words, not characters. Field values and filter
 * values are tokenised the same way as text (lower case, no accents or punctuation). `:=` matches
 * a value (an element, for arrays) whose words are exactly the filter value's, in order; `:` matches
 * a document whose field holds every word of the filter value, in any order and, for arrays, in any
 * element. A filter value with no words matches nothing.
 */
import type { Column } from './index-data';
import { tokenize } from './tokenize';

type StringColumn = Column & { kind: 'string' | 'list' };

interface EntryWords {
  /** Per dictionary entry, its words joined by a space ('' when it has none). */
  keys: string[];
  /** Word → the dictionary entries holding it. */
  entries: Map<string, number[]>;
}

const cache = new WeakMap<StringColumn, EntryWords>();

function wordsOf(c: StringColumn): EntryWords {
  const cached = cache.get(c);
  if (cached) return cached;
  const entries = new Map<string, number[]>();
  const keys = c.dict.map((value, entry) => {
    const words = tokenize(value);
    for (const w of new Set(words)) {
      const list = entries.get(w);
      if (list) list.push(entry);
      else entries.set(w, [entry]);
    }
    return words.join(' ');
  });
  const built = { keys, entries };
  cache.set(c, built);
  return built;
}

/** Per row, whether any element satisfies `entryMatch` (dictionary entry numbers). */
function rowsWithEntry(c: StringColumn, entryMatch: Uint8Array, count: number): Uint8Array {
  const out = new Uint8Array(count);
  if (c.kind === 'string') {
    for (let i = 0; i < count; i++) {
      const code = c.codes[i] as number;
      out[i] = code >= 0 && entryMatch[code] ? 1 : 0;
    }
  } else {
    for (let i = 0; i < count; i++) {
      for (let k = c.offsets[i] as number; k < (c.offsets[i + 1] as number); k++) {
        if (entryMatch[c.codes[k] as number]) {
          out[i] = 1;
          break;
        }
      }
    }
  }
  return out;
}

/** Rows whose value (or an element of it) has exactly the words of one of `values`. */
export function exactWordRows(c: StringColumn, values: readonly string[], count: number): Uint8Array {
  const { keys } = wordsOf(c);
  const wanted = new Set(values.map((v) => tokenize(v).join(' ')).filter((k) => k !== ''));
  const match = new Uint8Array(c.dict.length);
  keys.forEach((k, entry) => {
    if (wanted.has(k)) match[entry] = 1;
  });
  return rowsWithEntry(c, match, count);
}

/** Rows whose field holds every word of one of `values` (in any order, across array elements). */
export function containsWordRows(c: StringColumn, values: readonly string[], count: number): Uint8Array {
  const { entries } = wordsOf(c);
  const out = new Uint8Array(count);
  for (const value of values) {
    const words = [...new Set(tokenize(value))];
    if (words.length === 0) continue;
    let rows: Uint8Array | undefined;
    for (const w of words) {
      const match = new Uint8Array(c.dict.length);
      for (const entry of entries.get(w) ?? []) match[entry] = 1;
      const withWord = rowsWithEntry(c, match, count);
      if (rows) for (let i = 0; i < count; i++) rows[i] = (rows[i] as number) & (withWord[i] as number);
      else rows = withWord;
    }
    for (let i = 0; i < count; i++) out[i] = (out[i] as number) | ((rows as Uint8Array)[i] as number);
  }
  return out;
}

/** Rows where some value (array element) holds `words` consecutively, as whole words. */
export function phraseRows(c: StringColumn, words: readonly string[], count: number): Uint8Array {
  const { keys } = wordsOf(c);
  const needle = ` ${words.join(' ')} `;
  const match = new Uint8Array(c.dict.length);
  keys.forEach((k, entry) => {
    if (k !== '' && ` ${k} `.includes(needle)) match[entry] = 1;
  });
  return rowsWithEntry(c, match, count);
}
