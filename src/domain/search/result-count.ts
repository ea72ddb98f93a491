/** Result counts shown on the search page (spec 01 §4.1). */

/** Counts above this are replaced by the stock total (the search service caps its exact count). */
export const MAX_EXACT_COUNT = 1999;

/** The count to show: the search count, or the stock total when the count is above 1999. */
export function displayCount(count: number, stockTotal: number): number {
  return count > MAX_EXACT_COUNT ? stockTotal : count;
}
