/**
 * Typo matching over a whole vocabulary without a distance per word: the vocabulary is sorted,
 * so neighbours share prefixes and share the distance table's columns for them (a trie walk
 * over a sorted list). A prefix whose column already needs more than `max` typos rules out
 * every word under it at once, so a query touches a few hundred columns, not 20,000 words.
 * The costs are exactly `typoCost`'s (engine/typo.ts), which the tests check word by word.
 */

/** A field's distinct tokens in code-unit order, with each one's shared prefix length with the one before. */
export interface SortedVocabulary {
  words: readonly string[];
  /** `lcp[k]`: code units `words[k]` shares with `words[k - 1]` (0 for the first). */
  lcp: Uint16Array;
}

/** Sorts `tokens` once per field vocabulary. */
export function sortVocabulary(tokens: Iterable<string>): SortedVocabulary {
  const words = [...tokens].sort();
  const lcp = new Uint16Array(words.length);
  for (let k = 1; k < words.length; k++) {
    const a = words[k - 1] as string;
    const b = words[k] as string;
    const n = Math.min(a.length, b.length, 0xffff);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    lcp[k] = i;
  }
  return { words, lcp };
}

/** One word the query token matches: `cost` as typoCost(q, word, max, prefix), `wholeCost` as typoCost(q, word, max, false). */
export interface TypoHit {
  word: string;
  cost: number;
  wholeCost: number;
}

/**
 * Every word within `max` typos of `q` (optimal string alignment: one edit or adjacent swap per
 * typo); with `prefix`, also words one of whose first `q.length + max` code units' prefixes is.
 */
export function scanTypos(vocab: SortedVocabulary, q: string, max: number, prefix: boolean): TypoHit[] {
  const { words, lcp } = vocab;
  const m = q.length;
  const limit = m + max;
  const inf = Number.POSITIVE_INFINITY;
  // cols[j][i]: typos between q's first i code units and the current word's first j.
  const cols = Array.from({ length: limit + 1 }, () => new Int32Array(m + 1));
  const first = cols[0] as Int32Array;
  for (let i = 0; i <= m; i++) first[i] = i;
  // best[j]: fewest typos of q against any prefix of the current word up to j code units.
  const best = new Int32Array(limit + 1);
  best[0] = m;
  const out: TypoHit[] = [];
  let depth = 0; // columns valid for the current word
  let k = 0;
  while (k < words.length) {
    const w = words[k] as string;
    if (k > 0 && (lcp[k] as number) < depth) depth = lcp[k] as number;
    const end = Math.min(w.length, limit);
    let cut = 0; // the depth whose column exceeded max (0: none)
    for (let j = depth + 1; j <= end; j++) {
      const prev = cols[j - 1] as Int32Array;
      const cur = cols[j] as Int32Array;
      const c = w.charCodeAt(j - 1);
      const before = j > 1 ? w.charCodeAt(j - 2) : -1;
      const prev2 = j > 1 ? (cols[j - 2] as Int32Array) : undefined;
      cur[0] = j;
      let low = j;
      for (let i = 1; i <= m; i++) {
        const qc = q.charCodeAt(i - 1);
        let v = Math.min(
          (prev[i] as number) + 1,
          (cur[i - 1] as number) + 1,
          (prev[i - 1] as number) + (qc === c ? 0 : 1),
        );
        if (prev2 && i > 1 && qc === before && q.charCodeAt(i - 2) === c) v = Math.min(v, (prev2[i - 2] as number) + 1);
        cur[i] = v;
        if (v < low) low = v;
      }
      best[j] = Math.min(best[j - 1] as number, cur[m] as number);
      if (low > max) {
        cut = j;
        break;
      }
    }
    if (cut > 0) {
      // No word under this prefix gets closer: with prefix matching, each still matches as well as the prefix before it did.
      depth = cut - 1;
      const cost = best[cut - 1] as number;
      do {
        if (prefix && cost <= max) out.push({ word: words[k] as string, cost, wholeCost: inf });
        k++;
      } while (k < words.length && (lcp[k] as number) >= cut);
      continue;
    }
    depth = end;
    const whole = w.length <= limit ? ((cols[w.length] as Int32Array)[m] as number) : inf;
    const wholeCost = whole <= max ? whole : inf;
    const cost = prefix ? (best[end] as number) : wholeCost;
    if (cost <= max) out.push({ word: w, cost, wholeCost });
    k++;
  }
  return out;
}
