/**
 * Checks the front matter of a site's offers and blog articles at build start, with the same
 * friendly errors as site.yaml (file, line, key, what to change, "did you mean"), so a misspelt
 * key stops the build instead of being silently dropped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { LineCounter, parseDocument, isMap, isScalar, isSeq } from 'yaml';
import { SiteConfigError, toConfigIssues } from './errors';
import { blogFrontMatterSchema, offerFrontMatterSchema } from './schema/content';

/** A Markdown file's front matter block; group 1 is its YAML. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
const WHAT = 'valid front matter';

/** Thrown when one or more content files have bad front matter; the message lists every problem of every file. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(readonly files: readonly SiteConfigError[]) {
    super(files.map((f) => f.message).join('\n'));
  }
}

/** Validates one file's front matter against `schema`; returns the file's error, or undefined when it is fine. */
export function frontMatterError(text: string, file: string, schema: v.GenericSchema): SiteConfigError | undefined {
  const match = FRONT_MATTER.exec(text);
  if (!match)
    return new SiteConfigError(
      file,
      [{ path: [], line: 1, message: 'has no front matter; start the file with --- lines around its settings' }],
      undefined,
      WHAT,
    );
  const counter = new LineCounter();
  const doc = parseDocument(match[1]!, { lineCounter: counter, prettyErrors: false });
  // Line 1 is the opening ---.
  const line = (offset: number) => counter.linePos(offset).line + 1;
  if (doc.errors.length > 0) {
    return new SiteConfigError(
      file,
      doc.errors.map((e) => ({
        path: [],
        line: line(e.pos[0]),
        message: `not valid YAML (${e.message.split('\n')[0]}); check the indentation and quoting on this line`,
      })),
      undefined,
      WHAT,
    );
  }
  const data: unknown = doc.toJS() ?? {};
  const result = v.safeParse(schema, data);
  if (result.success) return undefined;
  const locate = (path: ReadonlyArray<string | number>) => {
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true);
      if ((isScalar(node) || isMap(node) || isSeq(node)) && node.range) return line(node.range[0]);
    }
    return undefined;
  };
  return new SiteConfigError(file, toConfigIssues(result.issues, schema), locate, WHAT);
}

/** The Markdown files under `dir` (any depth), sorted; none when the folder is missing. */
export function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}

/** The offer files of a site: content/offers/*.md (not in sub-folders, as the offers collection reads them). */
export function offerFiles(siteDir: string): string[] {
  const dir = join(siteDir, 'content', 'offers');
  return markdownFiles(dir).filter((f) => !relative(dir, f).includes('/'));
}

/** Checks every offer and blog article under `<siteDir>/content`; throws ContentError naming each bad file (relative to `shownFrom`). */
export function checkContentFiles(siteDir: string, shownFrom = process.cwd()): void {
  const content = join(siteDir, 'content');
  const groups: Array<[string[], v.GenericSchema]> = [
    [offerFiles(siteDir), offerFrontMatterSchema],
    [markdownFiles(join(content, 'blog')), blogFrontMatterSchema],
  ];
  const errors = groups.flatMap(([files, schema]) =>
    files
      .map((f) => frontMatterError(readFileSync(f, 'utf8'), relative(shownFrom, f), schema))
      .filter((e) => e !== undefined),
  );
  if (errors.length > 0) throw new ContentError(errors);
}
