/**
 * The feed report written beside each build (dist/<slug>.build/feed-report.json, never published): what came in,
 * what was kept, every reject with its reasons and every dropped value, so nothing is lost silently.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FeedError } from './errors';
import type { NormaliseResult } from './normalise';
import type { FeedWarning, Reject } from './reject';

/** The report's file name inside the build's report directory. */
export const FEED_REPORT_FILE = 'feed-report.json';
const LIST_POSITION = /\[\d+\]/g;

/** Which site and feed the report is about; `generatedAt` is left out unless given, so reports are reproducible. */
export interface FeedReportMeta {
  site: string;
  source: string;
  generatedAt?: string;
}

/** JSON-serialisable summary of one feed run. */
export interface FeedReport {
  site: string;
  source: string;
  generatedAt?: string;
  counts: { in: number; accepted: number; rejected: number; warnings: number };
  /** rejected / in, 0 when the feed was empty. */
  rejectedShare: number;
  rejects: Array<{ index: number; id: string | null; stocknum: string | null; reasons: string[] }>;
  /** How many warnings each field had (list positions folded: `images[]`), most frequent first. */
  warningsByField: Record<string, number>;
  warnings: FeedWarning[];
}

/** Summarises a normalise result for the report file and the build summary. */
export function buildFeedReport(result: NormaliseResult, meta: FeedReportMeta): FeedReport {
  const report: FeedReport = {
    site: meta.site,
    source: meta.source,
    counts: {
      in: result.rowCount,
      accepted: result.cars.length,
      rejected: result.rejects.length,
      warnings: result.warnings.length,
    },
    rejectedShare: result.rowCount === 0 ? 0 : result.rejects.length / result.rowCount,
    rejects: result.rejects.map((r: Reject) => ({
      index: r.index,
      id: r.id ?? null,
      stocknum: r.stocknum ?? null,
      reasons: [...r.reasons],
    })),
    warningsByField: countByField(result.warnings),
    warnings: result.warnings.map((w) => ({ ...w })),
  };
  if (meta.generatedAt !== undefined) report.generatedAt = meta.generatedAt;
  return report;
}

/** Writes `feed-report.json` into `dir` (created if needed) and returns the file's path. */
export async function writeFeedReport(dir: string, report: FeedReport): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, FEED_REPORT_FILE);
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`, 'utf8');
  return path;
}

/** Throws FeedError when more than `maxShare` (0..1) of the rows were rejected; exactly at the share passes. */
export function checkRejectShare(report: FeedReport, maxShare: number): void {
  if (!(maxShare >= 0 && maxShare <= 1)) {
    throw new FeedError(`Maximum reject share ${maxShare} is not valid, expected a number from 0 to 1`);
  }
  if (report.rejectedShare <= maxShare) return;
  const { rejected, in: total } = report.counts;
  throw new FeedError(
    `Feed ${report.source} rejected ${rejected} of ${total} cars (${percent(report.rejectedShare)}), ` +
      `more than the allowed ${percent(maxShare)}; see ${FEED_REPORT_FILE} for the reasons`,
  );
}

function countByField(warnings: readonly FeedWarning[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const w of warnings) {
    const field = w.field.replace(LIST_POSITION, '[]');
    counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
