/**
 * Link check of built sites: every internal link (<a href>) on every page of dist/<slug>/ must
 * resolve to a built file, a folder's index.html or a _redirects rule. Run it directly:
 *   tsx tests/e2e/link-check.ts [dist/<slug> …]   (default: every dist/<slug> with an index.html)
 * It exits 1 and lists each broken link with the pages that carry it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/** A link that does not resolve, with (up to 5 of) the pages that carry it. */
export interface BrokenLink {
  href: string;
  pages: string[];
  count: number;
}

/** The result for one built site. */
export interface LinkReport {
  dir: string;
  pages: number;
  links: number;
  broken: BrokenLink[];
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...htmlFiles(path));
    else if (name.endsWith('.html')) out.push(path);
  }
  return out;
}

/** The href values of a page's anchors (entities decoded for &amp;). */
export function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    hrefs.push((match[1] ?? match[2] ?? '').replace(/&amp;/g, '&'));
  }
  return hrefs;
}

/** The site path an internal href points at (query and hash dropped), or undefined for external, tel:, mailto: and same-page links. */
export function internalPath(href: string, pagePath: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed))
    return undefined;
  const bare = trimmed.replace(/[?#].*$/, '');
  if (bare === '') return undefined;
  const absolute = bare.startsWith('/') ? bare : posix.join(posix.dirname(pagePath), bare);
  try {
    return decodeURI(posix.normalize(absolute));
  } catch {
    return absolute;
  }
}

/** Source paths of the site's _redirects rules (splats become prefixes). */
function redirectRules(dir: string): { exact: Set<string>; prefixes: string[] } {
  const file = join(dir, '_redirects');
  const exact = new Set<string>();
  const prefixes: string[] = [];
  if (!existsSync(file)) return { exact, prefixes };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const from = line.trim().split(/\s+/)[0];
    if (!from || from.startsWith('#')) continue;
    if (from.endsWith('*')) prefixes.push(from.slice(0, -1));
    else exact.add(from.replace(/\/$/, '') || '/');
  }
  return { exact, prefixes };
}

/** Whether a site path resolves in the built folder. */
export function resolves(dir: string, path: string, redirects = redirectRules(dir)): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  if (redirects.exact.has(clean) || redirects.prefixes.some((p) => clean.startsWith(p))) return true;
  const target = join(dir, clean);
  if (existsSync(target) && statSync(target).isFile()) return true;
  return existsSync(join(target, 'index.html')) || existsSync(`${target}.html`);
}

/** Checks every page of one built site. */
export function checkSite(dir: string): LinkReport {
  const files = htmlFiles(dir);
  const redirects = redirectRules(dir);
  const broken = new Map<string, BrokenLink>();
  const known = new Map<string, boolean>();
  let links = 0;
  for (const file of files) {
    const pagePath = `/${relative(dir, file).split('\\').join('/')}`;
    for (const href of anchorHrefs(readFileSync(file, 'utf8'))) {
      const path = internalPath(href, pagePath);
      if (path === undefined) continue;
      links++;
      let ok = known.get(path);
      if (ok === undefined) {
        ok = resolves(dir, path, redirects);
        known.set(path, ok);
      }
      if (ok) continue;
      const entry = broken.get(path) ?? { href: path, pages: [], count: 0 };
      entry.count++;
      if (entry.pages.length < 5) entry.pages.push(pagePath);
      broken.set(path, entry);
    }
  }
  return { dir, pages: files.length, links, broken: [...broken.values()].sort((a, b) => a.href.localeCompare(b.href)) };
}

/** Built site folders under dist/ (those with an index.html). */
export function builtSites(root = 'dist'): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .map((name) => join(root, name))
    .filter((d) => statSync(d).isDirectory() && existsSync(join(d, 'index.html')));
}

if (
  process.argv[1] &&
  import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '') &&
  process.argv[1].includes('link-check')
) {
  const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : builtSites();
  let failed = false;
  for (const dir of dirs) {
    const report = checkSite(dir);
    console.log(`${dir}: ${report.pages} pages, ${report.links} internal links, ${report.broken.length} broken`);
    for (const b of report.broken.slice(0, 40)) console.log(`  ${b.href}  (${b.count}×, e.g. ${b.pages[0]})`);
    if (report.broken.length > 40) console.log(`  … and ${report.broken.length - 40} more`);
    failed ||= report.broken.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
