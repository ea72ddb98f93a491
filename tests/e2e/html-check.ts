/**
 * The W3C Nu HTML Checker (the `vnu-jar` package, run on Debian's Java) over built pages: one JVM
 * start for every file given, errors only (issue 21). Used by demo-sites-html.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One error the checker reports: the file (relative to `root`), where, and what. */
export interface HtmlError {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

/** The checker's jar, from the vnu-jar package. */
export function vnuJar(): string {
  return String(createRequire(import.meta.url)('vnu-jar'));
}

/** Whether `java -version` runs. */
export function javaStarts(java = process.env.JAVA || 'java'): boolean {
  const version = spawnSync(java, ['-version'], { encoding: 'utf8' });
  return !version.error && version.status === 0;
}

/** Why the checker cannot run here, in plain words, or undefined when it can. */
export function checkerMissing(java = process.env.JAVA || 'java'): string | undefined {
  if (!existsSync(vnuJar())) return `The HTML checker is missing (${vnuJar()}): run npm install.`;
  if (!javaStarts(java))
    return `Java is needed to run the W3C HTML checker and "${java}" did not start. Install it with: apt-get install -y default-jre-headless (or set JAVA).`;
  return undefined;
}

/** Checks every file in one run; errors are named by their path relative to `root`. */
export function htmlErrors(files: readonly string[], root: string, java = process.env.JAVA || 'java'): HtmlError[] {
  if (files.length === 0) return [];
  const run = spawnSync(
    java,
    ['-Xss4m', '-jar', vnuJar(), '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error) throw run.error;
  const text = (run.stderr || run.stdout).trim();
  let report: {
    messages?: Array<{
      type: string;
      subType?: string;
      url?: string;
      lastLine?: number;
      message: string;
      extract?: string;
    }>;
  };
  try {
    report = JSON.parse(text) as typeof report;
  } catch {
    throw new Error(`The HTML checker gave no report (exit ${run.status}): ${text.slice(0, 500)}`);
  }
  return (report.messages ?? [])
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: m.url ? relative(root, decodeURIComponent(new URL(m.url).pathname)) : '(unknown)',
      line: m.lastLine,
      message: m.message,
      extract: m.extract?.replace(/\s+/g, ' ').trim(),
    }));
}

/** The built file of a page path of a site (folders hold index.html; the 404 page is 404.html). */
export function builtFile(dist: string, path: string, status = 200): string {
  if (status === 404) return join(dist, '404.html');
  const clean = path.split('?')[0]!.replace(/\/$/, '');
  return existsSync(join(dist, clean, 'index.html')) ? join(dist, clean, 'index.html') : join(dist, `${clean}.html`);
}
