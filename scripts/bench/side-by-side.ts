/**
 * Rows of the baseline build beside the working tree's (issue 19): each measure of the current
 * build right after the same measure of the baseline, the current row carrying the change. A
 * baseline row is context: it never carries a budget.
 */
import type { BenchRow } from './types';

const key = (r: BenchRow) => `${r.group}\u0000${r.site ?? ''}\u0000${r.name}`;

/** Decimals a figure was rounded to (at most 3). */
function decimals(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(3, text.length - dot - 1);
}

/** "+57.2 KB (+310%)", "−12 ms (−8%)", "±0 ms"; empty when either side was not measured. */
export function changeText(before: number, after: number, unit: BenchRow['unit']): string {
  if (!Number.isFinite(before) || !Number.isFinite(after)) return '';
  const digits = Math.max(decimals(before), decimals(after));
  const diff = Number((after - before).toFixed(digits));
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
  const share = before !== 0 && diff !== 0 ? ` (${sign}${Math.round((Math.abs(diff) / Math.abs(before)) * 100)}%)` : '';
  return `${sign}${Math.abs(diff)} ${unit}${share}`;
}

/** A row of the baseline build: marked as such, without a budget, its note saying which commit it is. */
export function asBaseline(row: BenchRow, commit: string): BenchRow {
  const { budget: _budget, change: _change, ...rest } = row;
  const note = `baseline ${commit}${row.note ? `; ${row.note}` : ''}`;
  return { ...rest, side: 'baseline', note };
}

/**
 * The current rows with the baseline's beside them: each current row that has a baseline row of
 * the same group, site and name comes right after it, marked `current` with the change. Current
 * rows without a baseline keep their place as they are; baseline rows without a current one (it
 * failed) follow the rows, so nothing measured is lost.
 */
export function sideBySide(current: readonly BenchRow[], baseline: readonly BenchRow[], commit: string): BenchRow[] {
  const before = new Map<string, BenchRow>();
  for (const r of baseline) if (!before.has(key(r))) before.set(key(r), r);
  const out: BenchRow[] = [];
  const used = new Set<string>();
  for (const r of current) {
    const k = key(r);
    const base = used.has(k) ? undefined : before.get(k);
    if (!base) {
      out.push(r);
      continue;
    }
    used.add(k);
    const change = changeText(base.value, r.value, r.unit);
    out.push(asBaseline(base, commit), { ...r, side: 'current', ...(change ? { change } : {}) });
  }
  for (const r of baseline) if (!used.has(key(r))) out.push(asBaseline(r, commit));
  return out;
}
