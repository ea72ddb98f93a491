/**
 * What a Lighthouse report says about why a page is slow, taken from its diagnostics: the LCP
 * element with its size on screen and the phases of its time, the render-blocking requests, the
 * scripts' main-thread time, the long tasks, the main-thread work by category, the layout shifts and
 * each metric's lost points. The bench puts these on a missed budget's row (`culprits.ts`).
 */

/** A named cost in milliseconds (a script, a task's source, a work category, an LCP phase). */
export interface Cost {
  label: string;
  ms: number;
}

/** One of the five metrics the performance score weighs. */
export interface MetricScore {
  /** FCP, SI, LCP, TBT or CLS. */
  acronym: string;
  /** The metric's share of the score, in points (Lighthouse 13: 10, 10, 25, 30, 25). */
  weight: number;
  /** The metric's own score, 0–1. */
  score: number;
  value: number;
}

/** The diagnostics of one run. */
export interface LighthouseDiagnostics {
  metrics: MetricScore[];
  lcp: { snippet?: string; shownWidth?: number; shownHeight?: number; phases: Cost[] };
  renderBlocking: Cost[];
  /** Main-thread time per script (bootup-time's total), largest first. */
  scriptCpu: Cost[];
  longTasks: Cost[];
  /** Main-thread time per category (mainthread-work-breakdown), largest first. */
  mainThread: Cost[];
  /** Layout shifts: the shifted element and its score. */
  shifts: Array<{ snippet: string; score: number }>;
  /** Device pixel ratio of the run's screen emulation (mobile 1.75, desktop 1). */
  dpr: number;
}

/** The audit ids the diagnostics read: the runner asks Lighthouse for these besides the metrics. */
export const DIAGNOSTIC_AUDITS = [
  'lcp-breakdown-insight',
  'render-blocking-insight',
  'bootup-time',
  'long-tasks',
  'mainthread-work-breakdown',
  'layout-shifts',
];

interface Audit {
  score?: number | null;
  numericValue?: number;
  details?: { items?: unknown[] };
}
/** The part of a Lighthouse result (lhr) read here. */
export interface LhrLike {
  audits: Record<string, Audit | undefined>;
  categories: { performance?: { auditRefs?: Array<{ id: string; weight: number; acronym?: string }> } };
  configSettings?: { screenEmulation?: { deviceScaleFactor?: number } };
}

type Item = Record<string, unknown>;
const items = (audit: Audit | undefined): Item[] =>
  (audit?.details?.items ?? []).filter((i): i is Item => typeof i === 'object' && i !== null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const costs = (list: Item[], label: (i: Item) => string, ms: (i: Item) => number): Cost[] =>
  list
    .map((i) => ({ label: label(i), ms: ms(i) }))
    .filter((c) => c.ms > 0)
    .sort((a, b) => b.ms - a.ms);

/** Reads the diagnostics out of a Lighthouse result. */
export function diagnosticsOf(lhr: LhrLike): LighthouseDiagnostics {
  const audit = (id: string) => lhr.audits[id];
  const metrics = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({
      acronym: ref.acronym ?? ref.id,
      weight: ref.weight,
      score: audit(ref.id)?.score ?? 0,
      value: audit(ref.id)?.numericValue ?? Number.NaN,
    }));
  // The LCP insight is a list: a table of phases, then the element as a node.
  const lcpParts = items(audit('lcp-breakdown-insight'));
  const phases = lcpParts.flatMap((part) =>
    part.type === 'table' && Array.isArray(part.items) ? (part.items as Item[]) : [],
  );
  const node = lcpParts.find((part) => part.type === 'node') as
    | { snippet?: string; boundingRect?: { width?: number; height?: number } }
    | undefined;
  const url = (i: Item) => String(i.url ?? '');
  return {
    metrics,
    lcp: {
      ...(node?.snippet ? { snippet: node.snippet } : {}),
      ...(node?.boundingRect?.width
        ? { shownWidth: node.boundingRect.width, shownHeight: num(node.boundingRect.height) }
        : {}),
      phases: phases.map((p) => ({ label: String(p.label ?? p.subpart ?? ''), ms: num(p.duration) })),
    },
    renderBlocking: costs(items(audit('render-blocking-insight')), url, (i) => num(i.wastedMs)),
    scriptCpu: costs(items(audit('bootup-time')), url, (i) => num(i.total)),
    longTasks: costs(items(audit('long-tasks')), url, (i) => num(i.duration)),
    mainThread: costs(
      items(audit('mainthread-work-breakdown')),
      (i) => String(i.groupLabel ?? i.group ?? ''),
      (i) => num(i.duration),
    ),
    shifts: items(audit('layout-shifts'))
      .map((i) => ({
        snippet: String((i.node as { snippet?: string } | undefined)?.snippet ?? 'an element'),
        score: num(i.score),
      }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score),
    dpr: lhr.configSettings?.screenEmulation?.deviceScaleFactor ?? 1,
  };
}
