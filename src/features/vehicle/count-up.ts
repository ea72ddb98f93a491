/** The count-up animation of the views count (1 s) and the sales counter (2.5 s), spec 01 §4.5, §9. */

/** Views count animation length. */
export const VIEWS_COUNT_UP_MS = 1000;
/** Sales counter animation length. */
export const SALES_COUNT_UP_MS = 2500;

/** The number shown `elapsed` ms into a count-up to `target` lasting `duration` ms (ease-out, whole numbers, ends exactly on target). */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  if (elapsed <= 0) return 0;
  const p = elapsed / duration;
  return Math.min(target, Math.round(target * (1 - (1 - p) ** 3)));
}
