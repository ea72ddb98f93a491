/** One row of the `npm run bench` table. */
export interface BenchRow {
  /** Table section, e.g. "search engine", "lead API", "build", "page: vehicle". */
  group: string;
  /** The site measured, for rows about one site's pages, build or search page. */
  site?: string;
  /** What was measured, e.g. "p95 three-filter query @5,000 cars". */
  name: string;
  value: number;
  unit: 'ms' | 's' | 'bytes' | 'KB' | 'MB' | 'req/s' | 'score' | 'ratio' | 'count';
  /** The budget, when one applies, and whether a lower or higher value is better. */
  budget?: { limit: number; better: 'lower' | 'higher' };
  /** Free text: runs, conditions, what stands in the way when missed. */
  note?: string;
  /**
   * Which build a side-by-side row measured (issue 19): the baseline commit's (context, never a
   * budget row) or the working tree's, the two rows of a pair one after the other.
   */
  side?: 'baseline' | 'current';
  /** On a current row paired with a baseline row: the change from it, e.g. "+57.2 KB (+310%)". */
  change?: string;
}

/** Whether a value is within a budget. */
export function withinBudget(value: number, budget: NonNullable<BenchRow['budget']>): boolean {
  return budget.better === 'lower' ? value <= budget.limit : value >= budget.limit;
}

/** Whether a row meets its budget (undefined when it has none). */
export function budgetMet(row: BenchRow): boolean | undefined {
  return row.budget ? withinBudget(row.value, row.budget) : undefined;
}

/** Appends what stands in the way to a row whose budget was missed. */
export function explainIfMissed(r: BenchRow, why: () => string): BenchRow {
  if (budgetMet(r) !== false) return r;
  const reason = why();
  return reason ? { ...r, note: r.note ? `${r.note}; ${reason}` : reason } : r;
}
