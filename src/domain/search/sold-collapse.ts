/** Sold collapsing of search results (spec 01 §4.1). */

/**
 * Reduces each run of consecutive sold hits to its first one, so sold cars don't crowd the grid;
 * when every hit is sold, all are shown (the shopper searched for something only sold cars match).
 */
export function collapseSold<T>(hits: readonly T[], isSold: (hit: T) => boolean): T[] {
  if (hits.every(isSold)) return [...hits];
  return hits.filter((hit, i) => !isSold(hit) || i === 0 || !isSold(hits[i - 1] as T));
}
