/** The bench's printed table (aligned columns) and its JSON results file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetMet, type BenchRow } from './types';

const HEADERS = ['group', 'site', 'name', 'value', 'unit', 'budget', 'met/missed', 'note'] as const;
/** The value column's index: right-aligned. */
const VALUE = HEADERS.indexOf('value');

/** "≤ 60" / "≥ 98" for a row's budget, empty without one. */
export function budgetText(row: BenchRow): string {
  if (!row.budget) return '';
  return `${row.budget.better === 'lower' ? '≤' : '≥'} ${row.budget.limit}`;
}

/** "met", "MISSED by …" (how far past the limit, and by what share when the limit is not 0), or empty. */
export function verdict(row: BenchRow): string {
  const met = budgetMet(row);
  if (met === undefined) return '';
  if (Number.isNaN(row.value)) return 'not measured';
  if (met) return 'met';
  const { limit } = row.budget!;
  const over = Math.abs(row.value - limit);
  const share = limit !== 0 ? ` (${Math.round((over / Math.abs(limit)) * 100)}%)` : '';
  return `MISSED by ${Number(over.toFixed(2))} ${row.unit}${share}`;
}

/** The rows as text lines with aligned columns; notes last and unpadded; an unmeasured value as "–". */
export function formatTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((r) => [r.group, r.site ?? '', r.name, Number.isNaN(r.value) ? '–' : String(r.value), r.unit, budgetText(r), verdict(r), r.note ?? '']);
  const all = [[...HEADERS], ...cells];
  const widths = HEADERS.map((_, i) => Math.max(...all.map((c) => (c[i] as string).length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === c.length - 1 ? cell : i === VALUE ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  return [line(all[0] as string[]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** A file name for the results of a run started at `at`: 2026-11-22T03-14-19Z.json. */
export function resultsFileName(at: Date): string {
  return `${at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.json`;
}

/** Writes the results JSON under `dir` and returns its path. */
export function writeResults(dir: string, at: Date, meta: Record<string, unknown>, rows: readonly BenchRow[]): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, resultsFileName(at));
  writeFileSync(file, `${JSON.stringify({ ...meta, startedAt: at.toISOString(), rows: rows.map((r) => ({ ...r, met: budgetMet(r) })) }, null, 2)}\n`);
  return file;
}
