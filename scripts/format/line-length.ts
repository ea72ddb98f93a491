/**
 * `npm run lint`'s line check: no line of code passes 120 characters (the formatters' width). The
 * formatters wrap code but never split a string, so a line may pass the width only where the rest is
 * one long string, template or regular expression (a message, a URL, a test name) or a comment;
 * a class list never may: break it into parts (`class:list` in .astro, joined strings in .tsx, as
 * scripts/format/break-class-lists.ts does).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The formatters' line width (biome.json, .prettierrc.json). */
export const LINE_WIDTH = 120;
const SOURCE = /\.(ts|tsx|astro|mjs|js|css)$/;
const COMMENT = /^\s*(\/\/|\/\*|\*|\{\/\*|<!--)/;
const CLASS_LIST = /\b(class|className)\s*=|class:list/;
/** Characters after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = /[(,=:[!&|?{};]\s*$|^\s*$/;

/** `line` less its string, template and regular-expression literals (roughly: a line scanner). */
export function codeOnly(line: string): string {
  let code = '';
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    const regex = c === '/' && line[i + 1] !== '/' && line[i + 1] !== '*' && BEFORE_REGEX.test(line.slice(0, i));
    if (c !== "'" && c !== '"' && c !== '`' && !regex) {
      code += c;
      i++;
      continue;
    }
    let j = i + 1;
    let depth = 0;
    for (; j < line.length; j++) {
      if (line[j] === '\\') j++;
      else if (c === '`' && line[j] === '$' && line[j + 1] === '{') depth++;
      else if (depth > 0 && line[j] === '}') depth--;
      else if (depth === 0 && line[j] === c) break;
    }
    i = j + 1;
  }
  return code;
}

/** The length of `line` less its literals (codeOnly). */
export const codeLength = (line: string): number => codeOnly(line).length;

/** Why a line over the width is allowed, or undefined when it is not; `inTemplate`: it starts inside a template literal. */
export function allowedLong(line: string, inTemplate = false): 'comment' | 'literal' | undefined {
  if (COMMENT.test(line)) return 'comment';
  const code = inTemplate ? '' : codeOnly(line);
  // A class attribute of the markup (not one inside an HTML string).
  if (CLASS_LIST.test(code)) return undefined;
  return inTemplate || code.length <= LINE_WIDTH ? 'literal' : undefined;
}

/** The lines of `text` past the width that no exemption covers, as `line: text`. */
export function longLines(text: string): string[] {
  const found: string[] = [];
  let inTemplate = false;
  text.split('\n').forEach((line, i) => {
    if (line.length > LINE_WIDTH && !allowedLong(line, inTemplate))
      found.push(`${i + 1}: ${line.trim().slice(0, 100)}…`);
    // A template literal that spans lines: an odd number of unescaped backticks opens or closes one.
    if (!COMMENT.test(line) && (line.replace(/\\./g, '').match(/`/g)?.length ?? 0) % 2 === 1) inTemplate = !inTemplate;
  });
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => SOURCE.test(f));
  let count = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    for (const found of longLines(text)) {
      console.error(`${file}:${found}`);
      count++;
    }
  }
  if (count > 0) {
    console.error(
      `\n${count} lines pass ${LINE_WIDTH} characters (run \`npm run format\`; break class lists by hand or with scripts/format/break-class-lists.ts).`,
    );
    process.exit(1);
  }
  console.log(`No line of ${files.length} files passes ${LINE_WIDTH} characters outside a long string or comment.`);
}
