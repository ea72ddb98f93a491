/**
 * One Lighthouse performance run on Debian Chromium with a fresh profile (chrome-launcher makes a
 * new temporary user-data dir per launch), mobile or desktop preset, simulated throttling.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { DIAGNOSTIC_AUDITS, diagnosticsOf, type LhrLike, type LighthouseDiagnostics } from './lighthouse-diagnostics';

/**
 * Chromium flags for a headless run on this machine; nothing may leave localhost. The bench edge's
 * certificate is self-signed for localhost (edge.ts), so certificate errors are ignored.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--ignore-certificate-errors',
];

/** The Chromium binary: CHROME_PATH, else Debian's. */
export const chromePath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One request the page made on first view. */
export interface PageRequest {
  url: string;
  resourceType: string;
  transferSize: number;
}

/** What one run measured. */
export interface LighthouseResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: PageRequest[];
  /** Snippet of the LCP element, when Lighthouse named one. */
  lcpElement?: string;
  /** What the report says stands in the way (LCP phases, long tasks, shifts, lost points). */
  diagnostics: LighthouseDiagnostics;
}

const AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'network-requests',
  ...DIAGNOSTIC_AUDITS,
];

interface AuditLike {
  numericValue?: number;
  details?: { items?: unknown[] };
}

/** Runs Lighthouse once against `url` ('mobile' is Lighthouse's default preset). */
export async function runLighthouse(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    // Only the audits the score, the table and the missed rows' notes need: the others cost trace processing time.
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      onlyAudits: AUDITS,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id] as AuditLike | undefined;
    const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
    const items = (audit('network-requests')?.details?.items ?? []) as Array<{
      url: string;
      resourceType?: string;
      transferSize?: number;
    }>;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      requests: items.map((i) => ({
        url: i.url,
        resourceType: i.resourceType ?? 'Other',
        transferSize: i.transferSize ?? 0,
      })),
      ...lcpSnippet(lhr.audits['lcp-breakdown-insight'] as AuditLike | undefined),
      diagnostics: diagnosticsOf(lhr as unknown as LhrLike),
    };
  } finally {
    chrome.kill();
  }
}

/** The LCP element's HTML snippet from the audit's nested table, if any. */
function lcpSnippet(audit: AuditLike | undefined): { lcpElement?: string } {
  const text = JSON.stringify(audit?.details ?? {});
  const match = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text);
  return match?.[1] ? { lcpElement: JSON.parse(`"${match[1]}"`) as string } : {};
}
