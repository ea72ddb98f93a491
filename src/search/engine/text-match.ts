/**
 * `q` over `query_by` with Typesense's semantics: every token must match (typos by token
 * length, prefix on the last token); fewer typos are tried first and more only while fewer
 * than `typo_tokens_threshold` documents match; with fewer than `drop_tokens_threshold`
 * results, tokens are dropped from the right. `_text_match` ranks more matched tokens, then
 * fewer typos, then earlier query_by fields, then whole-word over prefix matches.
 */
import type { Column } from './index-data';
import type { LoadedIndex } from './index-load';
import { textIndexFor } from './text-index';
import { allowedTypos, type TypoSettings } from './typo';
import { scanTypos } from './typo-scan';

/** Text-search settings of one search. */
export interface TextSettings extends TypoSettings {
  prefix: boolean;
  /** Words considered per query token and field for typo and prefix matching (Typesense default 4). */
  maxCandidates: number;
  typoTokensThreshold: number;
  dropTokensThreshold: number;
}

/** Which documents the text matched and how well. */
export interface TextMatch {
  /** text_match score per row (0 where not matched). */
  scores: Float64Array;
  matched: Uint8Array;
  /** Indexed tokens that matched, for highlighting. */
  matchedTokens: Set<string>;
}

const NONE = 255;
type TermMatch = { term: string; cost: number; prefixOnly: boolean };

/**
 * The indexed words a query token matches in one field: at most `candidates` of them, fewest
 * typos first, whole words before prefixes, then the words in most documents (as Typesense's
 * max_candidates limits the expansions of a short prefix).
 */
function termMatches(
  index: LoadedIndex,
  field: string,
  token: string,
  prefix: boolean,
  max: number,
  candidates: number,
): TermMatch[] {
  const key = `${field}\u0000${token}\u0000${prefix ? 1 : 0}\u0000${max}\u0000${candidates}`;
  const cached = index.tokenCache.get(key) as TermMatch[] | undefined;
  if (cached) return cached;
  const text = textIndexFor(index, field);
  // A prefix match ranks below the same token matched as a whole word.
  const out: TermMatch[] = scanTypos(text.vocabulary, token, max, prefix).map((h) => ({
    term: h.word,
    cost: h.cost,
    prefixOnly: prefix && h.wholeCost > h.cost,
  }));
  const docs = (t: string) => text.documentCount(t);
  out.sort(
    (a, b) =>
      a.cost - b.cost ||
      Number(a.prefixOnly) - Number(b.prefixOnly) ||
      docs(b.term) - docs(a.term) ||
      (a.term < b.term ? -1 : 1),
  );
  const kept = out.slice(0, candidates);
  if (index.tokenCache.size > 500) index.tokenCache.clear();
  index.tokenCache.set(key, kept);
  return kept;
}

/** Per row: best (cost*2 + prefixOnly) for this token across fields, and the field rank it came from. */
function tokenCosts(
  index: LoadedIndex,
  fields: string[],
  token: string,
  prefix: boolean,
  s: TextSettings,
  candidates: Uint8Array,
) {
  const best = new Uint8Array(index.count).fill(NONE);
  const rank = new Uint8Array(index.count);
  const terms: TermMatch[][] = [];
  const max = allowedTypos(token, s);
  fields.forEach((field, r) => {
    const matches = termMatches(index, field, token, prefix, max, s.maxCandidates);
    terms.push(matches);
    if (!matches.length) return;
    const c = index.columns.get(field) as Column & { kind: 'string' | 'list' };
    const text = textIndexFor(index, field);
    const entryCost = new Uint8Array(c.dict.length).fill(NONE);
    for (const m of matches) {
      const q = m.cost * 2 + (m.prefixOnly ? 1 : 0);
      for (const e of text.tokens.get(m.term) ?? []) if (q < (entryCost[e] as number)) entryCost[e] = q;
    }
    for (let i = 0; i < index.count; i++) {
      if (!candidates[i]) continue;
      let q = NONE;
      if (c.kind === 'string') {
        const code = c.codes[i] as number;
        if (code >= 0) q = entryCost[code] as number;
      } else {
        for (let k = c.offsets[i] as number; k < (c.offsets[i + 1] as number); k++)
          q = Math.min(q, entryCost[c.codes[k] as number] as number);
      }
      if (q < (best[i] as number)) {
        best[i] = q;
        rank[i] = r;
      }
    }
  });
  return { best, rank, terms, max };
}

/** Matches the searched words of `q` (engine/query-syntax.ts) over `fields` among the candidate rows. */
export function matchText(
  index: LoadedIndex,
  tokens: readonly string[],
  fields: string[],
  candidates: Uint8Array,
  s: TextSettings,
): TextMatch {
  const scores = new Float64Array(index.count);
  const matched = new Uint8Array(index.count);
  const matchedTokens = new Set<string>();
  if (tokens.length === 0) {
    // Nothing searchable in the query (only symbols): every candidate matches, unranked.
    for (let i = 0; i < index.count; i++) matched[i] = candidates[i] as number;
    return { scores, matched, matchedTokens };
  }
  let found = 0;
  for (let n = tokens.length; n >= 1; n--) {
    const used = tokens.slice(0, n);
    const per = used.map((t, i) => tokenCosts(index, fields, t, s.prefix && i === tokens.length - 1, s, candidates));
    const maxLevel = Math.max(...per.map((p) => p.max));
    let level = 0;
    const levelCount = (k: number) => {
      let count = 0;
      for (let i = 0; i < index.count; i++) {
        if (!candidates[i] || matched[i]) continue;
        if (per.every((p) => (p.best[i] as number) !== NONE && (p.best[i] as number) >> 1 <= k)) count++;
      }
      return count;
    };
    let count = levelCount(0);
    while (found + count < s.typoTokensThreshold && level < maxLevel) count = levelCount(++level);
    for (let i = 0; i < index.count; i++) {
      if (!candidates[i] || matched[i]) continue;
      let typos = 0;
      let fieldScore = 0;
      let whole = 0;
      let ok = true;
      for (const p of per) {
        const b = p.best[i] as number;
        if (b === NONE || b >> 1 > level) {
          ok = false;
          break;
        }
        typos += b >> 1;
        whole += b & 1 ? 0 : 1;
        fieldScore += fields.length - (p.rank[i] as number);
      }
      if (!ok) continue;
      matched[i] = 1;
      scores[i] = ((n * 256 + (255 - typos)) * 4096 + fieldScore) * 256 + whole;
    }
    per.forEach((p) => p.terms.forEach((ms) => ms.forEach((m) => m.cost <= level && matchedTokens.add(m.term))));
    found += count;
    if (found >= s.dropTokensThreshold) break;
  }
  return { scores, matched, matchedTokens };
}
