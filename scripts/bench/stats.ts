/** Small statistics for the bench. */

/** The median of `values` (NaN when empty; the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** `n` rounded to `digits` decimals, as a number. */
export const round = (n: number, digits = 0): number => Number(n.toFixed(digits));
