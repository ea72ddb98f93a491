/**
 * Typo tolerance with Typesense's defaults: a token of fewer than `min_len_1typo` (4) characters
 * must match exactly, fewer than `min_len_2typo` (7) allows one typo, longer tokens two, never
 * more than `num_typos` (2). A typo is an insertion, deletion, substitution or adjacent swap.
 */

/** Typo limits of one search. */
export interface TypoSettings {
  numTypos: number;
  minLen1Typo: number;
  minLen2Typo: number;
}

/** Typesense's defaults. */
export const DEFAULT_TYPO_SETTINGS: TypoSettings = { numTypos: 2, minLen1Typo: 4, minLen2Typo: 7 };

/** How many typos a query token of this length may have. */
export function allowedTypos(token: string, s: TypoSettings): number {
  const len = [...token].length;
  const byLength = len >= s.minLen2Typo ? 2 : len >= s.minLen1Typo ? 1 : 0;
  return Math.min(byLength, s.numTypos);
}

/**
 * The typo cost of matching query token `q` against indexed token `w` (whole, or any prefix of
 * `w` when `prefix`), or Infinity when it exceeds `max`. Optimal string alignment distance.
 */
export function typoCost(q: string, w: string, max: number, prefix: boolean): number {
  if (q === w) return 0;
  if (prefix && w.startsWith(q)) return 0;
  if (max === 0) return Number.POSITIVE_INFINITY;
  const m = q.length;
  const target = prefix ? w.slice(0, m + max) : w;
  const n = target.length;
  if (!prefix && Math.abs(m - n) > max) return Number.POSITIVE_INFINITY;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const sub = q[i - 1] === target[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + sub);
      if (i > 1 && j > 1 && q[i - 1] === target[j - 2] && q[i - 2] === target[j - 1])
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return Number.POSITIVE_INFINITY;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  // For a prefix, the best alignment may end anywhere along the indexed token.
  const cost = prefix ? Math.min(...prev) : (prev[n] as number);
  return cost <= max ? cost : Number.POSITIVE_INFINITY;
}
