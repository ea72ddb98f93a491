/**
 * The operators of Typesense's `q`, parsed as its Collection::parse_search_query does: a word
 * starting with `-` is excluded, words between double quotes form a phrase (a `-` before the
 * opening quote excludes the phrase), everything else is searched as usual. A query of only
 * exclusions and phrases searches everything (`*`) under those conditions.
 *
 * Phrases and exclusions are exact words (no typos, no prefix) in the query_by fields: a document
 * is kept when one field holds every phrase with its words consecutive (within one array element),
 * and dropped when any field holds an excluded word or phrase.
 */
import type { Column } from './index-data';
import type { LoadedIndex } from './index-load';
import { phraseRows } from './string-match';
import { tokenize } from './tokenize';

/** A parsed `q`. */
export interface ParsedQuery {
  /** Words searched with typo and prefix tolerance (empty: a wildcard search). */
  include: string[];
  /** Phrases every hit must contain. */
  phrases: string[][];
  /** Words (one-word entries) and phrases no hit may contain. */
  exclude: string[][];
}

/** A whitespace-separated word as the first pass sees it: `-` and `"` kept, other symbols dropped. */
const firstPass = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\-"]/gu, '');

/** Parses `q` into searched words, phrases and exclusions. */
export function parseQuery(q: string): ParsedQuery {
  const include: string[] = [];
  const phrases: string[][] = [];
  const exclude: string[][] = [];
  let excluding = false;
  let inPhrase = false;
  let phrase: string[] = [];
  for (const raw of q.split(/\s+/)) {
    let token = firstPass(raw);
    if (token === '' || token === '-') continue;
    let endOfPhrase = false;
    if (token.startsWith('-')) {
      excluding = true;
      token = token.slice(1);
    }
    if (token.startsWith('"') && token.length > 1) {
      inPhrase = true;
      token = token.slice(1);
    }
    if (token !== '' && (token.endsWith('"') || token === '"')) {
      endOfPhrase = true;
      token = token.slice(0, -1);
    }
    for (const word of tokenize(token)) {
      if (inPhrase) phrase.push(word);
      else if (excluding) {
        exclude.push([word]);
        excluding = false;
      } else include.push(word);
    }
    if (endOfPhrase && inPhrase) {
      if (phrase.length) (excluding ? exclude : phrases).push(phrase);
      inPhrase = false;
      excluding = false;
      phrase = [];
    }
  }
  // An unclosed quote still makes a phrase of what follows it.
  if (phrase.length) (excluding ? exclude : phrases).push(phrase);
  return { include, phrases, exclude };
}

/** Narrows `candidates` to the rows that satisfy the query's phrases and exclusions. */
export function applyQueryOperators(
  index: LoadedIndex,
  query: ParsedQuery,
  fields: readonly string[],
  candidates: Uint8Array,
): Uint8Array {
  if (query.phrases.length === 0 && query.exclude.length === 0) return candidates;
  const out = Uint8Array.from(candidates);
  const columns = fields.map((f) => index.columns.get(f) as Column & { kind: 'string' | 'list' });
  if (query.phrases.length) {
    const anyField = new Uint8Array(index.count);
    for (const c of columns) {
      const all = new Uint8Array(index.count).fill(1);
      for (const p of query.phrases) {
        const rows = phraseRows(c, p, index.count);
        for (let i = 0; i < all.length; i++) all[i] = (all[i] as number) & (rows[i] as number);
      }
      for (let i = 0; i < anyField.length; i++) anyField[i] = (anyField[i] as number) | (all[i] as number);
    }
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & (anyField[i] as number);
  }
  for (const words of query.exclude) {
    for (const c of columns) {
      const rows = phraseRows(c, words, index.count);
      for (let i = 0; i < out.length; i++) if (rows[i]) out[i] = 0;
    }
  }
  return out;
}
