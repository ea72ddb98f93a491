/**
 * What stands in the way of a missed page budget, as a short note for its row: the LCP element and
 * its phases, the long tasks and the scripts' main-thread time, the shifted elements, the metrics
 * that lost the score its points, the heaviest scripts, or what makes the HTML heavy.
 */
import type { PageMeasure } from './budgets';
import type { Cost, LighthouseDiagnostics } from './lighthouse-diagnostics';

const ms = (n: number) => `${Math.round(n).toLocaleString('en-AU')} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A request URL as its file name ("Unattributable" and page URLs stay readable). */
export function shortUrl(url: string): string {
  if (!/^https?:\/\//.test(url)) return url || 'unattributed';
  const { pathname } = new URL(url);
  const last = pathname.split('/').filter(Boolean).pop();
  return last ? (pathname.endsWith('/') ? `${last}/` : last) : '/';
}

/** An element snippet cut to its tag and the attribute that names it best (src, alt, id, class). */
export function shortSnippet(snippet: string): string {
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1]?.toLowerCase() ?? 'element';
  for (const attr of ['src', 'alt', 'aria-label', 'id', 'class']) {
    const value = new RegExp(`\\s${attr}="([^"]*)"`, 'i').exec(snippet)?.[1];
    if (value) return `<${tag} ${attr}="${value.length > 60 ? `${value.slice(0, 57)}…` : value}">`;
  }
  return `<${tag}>`;
}

const top = (list: Cost[], n = 3, label = shortUrl) =>
  list
    .slice(0, n)
    .map((c) => `${label(c.label)} ${ms(c.ms)}`)
    .join(', ');

function lcpNote(d: LighthouseDiagnostics): string {
  const { snippet, shownWidth, shownHeight, phases } = d.lcp;
  const element = snippet
    ? `LCP element ${shortSnippet(snippet)}${shownWidth ? ` shown ${Math.round(shownWidth)}×${Math.round(shownHeight ?? 0)} CSS px` : ''}`
    : 'no LCP element named';
  const parts = [element, phases.length ? phases.map((p) => `${p.label.toLowerCase()} ${ms(p.ms)}`).join(', ') : ''];
  if (d.renderBlocking.length) parts.push(`render-blocking: ${top(d.renderBlocking)}`);
  return parts.filter(Boolean).join('; ');
}

function tbtNote(d: LighthouseDiagnostics): string {
  const parts = [
    d.longTasks.length ? `long tasks: ${top(d.longTasks)}` : 'no long task named',
    d.scriptCpu.length ? `main-thread time by script: ${top(d.scriptCpu)}` : '',
    d.mainThread.length ? `by kind: ${top(d.mainThread, 3, (l) => l)}` : '',
  ];
  return parts.filter(Boolean).join('; ');
}

function clsNote(d: LighthouseDiagnostics): string {
  if (d.shifts.length === 0) return 'no shifted element named by Lighthouse';
  return `shifted: ${d.shifts
    .slice(0, 3)
    .map((s) => `${shortSnippet(s.snippet)} ${s.score.toFixed(3)}`)
    .join(', ')}`;
}

const METRIC_NOTES: Record<string, (d: LighthouseDiagnostics) => string> = { LCP: lcpNote, TBT: tbtNote, CLS: clsNote };

/** The metrics that cost the score most points (weight × (1 − metric score)), then the worst one's culprits. */
function scoreNote(d: LighthouseDiagnostics): string {
  const lost = d.metrics
    .map((m) => ({ ...m, lost: m.weight * (1 - m.score) }))
    .filter((m) => m.lost >= 0.5)
    .sort((a, b) => b.lost - a.lost);
  if (lost.length === 0) return 'no metric lost a point';
  const shown = lost
    .map((m) => `${m.acronym} −${m.lost.toFixed(1)} (${m.acronym === 'CLS' ? m.value.toFixed(3) : ms(m.value)})`)
    .join(', ');
  const worst = lost.find((m) => METRIC_NOTES[m.acronym]);
  return `points lost: ${shown}${worst ? `; ${worst.acronym}: ${METRIC_NOTES[worst.acronym]!(d)}` : ''}`;
}

/** What else a note can name: the page's heaviest scripts and its HTML. */
export interface PageEvidence {
  heaviestScripts?: string;
  html?: string;
}

/** The note for a missed budget; empty for a measure it has nothing to say about. */
export function standsInTheWay(
  measure: PageMeasure,
  d: LighthouseDiagnostics | undefined,
  page: PageEvidence = {},
): string {
  switch (measure) {
    case 'mobile score':
      return d ? scoreNote(d) : '';
    case 'mobile LCP':
      return d ? lcpNote(d) : '';
    case 'mobile TBT':
      return d ? tbtNote(d) : '';
    case 'mobile CLS':
      return d ? clsNote(d) : '';
    case 'JS':
      return page.heaviestScripts ? `heaviest scripts: ${page.heaviestScripts}` : '';
    case 'HTML':
      return page.html ? htmlWeight(page.html) : '';
    default:
      return '';
  }
}

const PARTS: Array<[string, RegExp]> = [
  ['inline SVG', /<svg\b[\s\S]*?<\/svg>/gi],
  ['JSON-LD', /<script\b[^>]*type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi],
  ['inline scripts', /<script\b(?![^>]*type="application\/ld\+json")(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/gi],
  ['inline styles', /<style\b[^>]*>[\s\S]*?<\/style>|\sstyle="[^"]*"/gi],
  ['island props', /\sprops="[^"]*"/gi],
  ['templates', /<template\b[\s\S]*?<\/template>/gi],
  ['class attributes', /\sclass="[^"]*"/gi],
];

/** What an HTML page's bytes go to (raw sizes, largest first) and how many elements it has. */
export function htmlWeight(html: string): string {
  const bytes = (s: string) => Buffer.byteLength(s);
  const parts = PARTS.map(([label, pattern]) => ({
    label,
    size: (html.match(pattern) ?? []).reduce((sum, m) => sum + bytes(m), 0),
  }))
    .filter((p) => p.size >= 512)
    .sort((a, b) => b.size - a.size);
  const elements = (html.match(/<[a-z][a-z0-9-]*\b/gi) ?? []).length;
  const listed = parts.map((p) => `${p.label} ${kb(p.size)}`).join(', ');
  return `of ${kb(bytes(html))} raw (parts overlap): ${listed || 'no large inline part'}; ${elements.toLocaleString('en-AU')} elements`;
}
