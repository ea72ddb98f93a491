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
}

/** Whether a row meets its budget (undefined when it has none). */
export function budgetMet(row: BenchRow): boolean | undefined {
  if (!row.budget) return undefined;
  return row.budget.better === 'lower' ? row.value <= row.budget.limit : row.value >= row.budget.limit;
}
