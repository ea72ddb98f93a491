/** Reads `sites/<slug>/site.yaml` once per build and returns the parsed, checked config. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { SiteConfigError } from './errors';
import type { SiteConfig } from './normalise';
import { parseSiteConfig } from './parse';

/** Options of {@link loadSiteConfig}. */
export interface LoadOptions {
  /** Folder holding one folder per site; default `sites`. */
  sitesDir?: string;
}

const cache = new Map<string, SiteConfig>();

/** Loads and validates one site's config; repeated calls for the same file return the first result. */
export function loadSiteConfig(slug: string, { sitesDir = 'sites' }: LoadOptions = {}): SiteConfig {
  const file = join(sitesDir, slug, 'site.yaml');
  const key = resolve(file);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new SiteConfigError(file, [
      { path: [], message: `cannot read the file; create ${file} with at least name and feed.source` },
    ]);
  }
  const config = parseSiteYaml(text, file, slug);
  cache.set(key, config);
  return config;
}

/** Parses site.yaml text (YAML errors included) into a SiteConfig; used by loadSiteConfig and tests. */
export function parseSiteYaml(text: string, file: string, slug?: string): SiteConfig {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new SiteConfigError(
      file,
      doc.errors.map((error) => ({
        path: [],
        line: lineCounter.linePos(error.pos[0]).line,
        message: `not valid YAML (${error.message.split('\n')[0]}); check the indentation and quoting on this line`,
      })),
    );
  }
  const locate = (path: ReadonlyArray<string | number>) => lineOf(doc, lineCounter, path);
  return parseSiteConfig(doc.toJS(), file, { locate, ...(slug === undefined ? {} : { slug }) });
}

/** Line of the deepest node of `path` present in the file (a missing key points at its parent). */
function lineOf(doc: Document, counter: LineCounter, path: ReadonlyArray<string | number>): number | undefined {
  for (let depth = path.length; depth > 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if ((isScalar(node) || isMap(node) || isSeq(node)) && node.range) {
      return counter.linePos(node.range[0]).line;
    }
  }
  return undefined;
}
