/** The bench's printed table (aligned columns) and its JSON results file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetMet, type BenchRow } from './types';

const HEADERS = ['group', 'site', 'build', 'name', 'value', 'unit', 'change', 'budget', 'met/missed', 'note'] as const;
/** Columns shown only when some row fills them (runs without a baseline have no side-by-side rows). */
const OPTIONAL: ReadonlyArray<(typeof HEADERS)[number]> = ['build', 'change'];

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

/**
 * The rows as text lines with aligned columns; notes last and unpadded; an unmeasured value as "–";
 * the build and change columns only when a side-by-side row fills them.
 */
export function formatTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((r) => [
    r.group,
    r.site ?? '',
    r.side ?? '',
    r.name,
    Number.isNaN(r.value) ? '–' : String(r.value),
    r.unit,
    r.change ?? '',
    budgetText(r),
    verdict(r),
    r.note ?? '',
  ]);
  const shown = HEADERS.map((h, i) => !OPTIONAL.includes(h) || cells.some((c) => c[i] !== ''));
  const keep = <T>(list: readonly T[]) => list.filter((_, i) => shown[i]);
  const headers = keep(HEADERS);
  const all = [[...headers] as string[], ...cells.map((c) => keep(c))];
  const value = headers.indexOf('value');
  const widths = headers.map((_, i) => Math.max(...all.map((c) => (c[i] as string).length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) =>
        i === c.length - 1 ? cell : i === value ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number),
      )
      .join('  ')
      .trimEnd();
  return [line(all[0] as string[]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/**
 * One line per missed budget, named with its figure ("build · southern-cross-motor-group ×20,000 cars ·
 * 20,000 cars seconds: 131.2 s against ≤ 120, MISSED by 11.2 s (9%)"), or a line saying none was; rows
 * not measured are listed apart, since a budget nobody measured is not met either.
 */
export function missedSummary(rows: readonly BenchRow[]): string {
  const label = (r: BenchRow) => [r.group, r.site, r.name].filter(Boolean).join(' · ');
  const budgeted = rows.filter((r) => r.budget && r.side !== 'baseline');
  const missed = budgeted.filter((r) => !Number.isNaN(r.value) && budgetMet(r) === false);
  const unmeasured = budgeted.filter((r) => Number.isNaN(r.value));
  const lines = [
    missed.length === 0
      ? `Budgets: ${budgeted.length - unmeasured.length} met, none missed.`
      : `Budgets: ${budgeted.length - unmeasured.length - missed.length} met, ${missed.length} missed:`,
    ...missed.map((r) => `  ${label(r)}: ${r.value} ${r.unit} against ${budgetText(r)}, ${verdict(r)}`),
    ...(unmeasured.length > 0
      ? [`Not measured (${unmeasured.length}):`, ...unmeasured.map((r) => `  ${label(r)}`)]
      : []),
  ];
  return lines.join('\n');
}

/** A file name for the results of a run started at `at`: 2026-11-22T03-14-19Z.json. */
export function resultsFileName(at: Date): string {
  return `${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
}

/** Writes the results JSON under `dir` and returns its path. */
export function writeResults(dir: string, at: Date, meta: Record<string, unknown>, rows: readonly BenchRow[]): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, resultsFileName(at));
  writeFileSync(
    file,
    `${JSON.stringify({ ...meta, startedAt: at.toISOString(), rows: rows.map((r) => ({ ...r, met: budgetMet(r) })) }, null, 2)}\n`,
  );
  return file;
}
