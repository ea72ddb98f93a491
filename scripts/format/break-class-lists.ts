/**
 * Breaks class lists that carry a line past the formatters' width (scripts/format/line-length.ts):
 * in .astro, `class="…"` becomes `class:list={['…', '…']}` (Astro joins the parts); in .tsx,
 * `className="…"` becomes `className={'… ' + '…'}`, which the bundler folds back into one string.
 * Parts are cut at spaces, at most PART_WIDTH characters each. Run `npm run format` afterwards, which
 * puts one part a line: `tsx scripts/format/break-class-lists.ts && npm run format`. Lists built
 * with interpolations or already in class:list are left for a person (`npm run lint` names them).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { LINE_WIDTH } from './line-length';

/** The widest part of a broken class list. */
const PART_WIDTH = 60;

/** `classes` cut at spaces into parts of at most PART_WIDTH characters. */
export function classParts(classes: string): string[] {
  const parts: string[] = [];
  for (const word of classes.trim().split(/\s+/)) {
    const last = parts.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= PART_WIDTH) parts[parts.length - 1] = `${last} ${word}`;
    else parts.push(word);
  }
  return parts;
}

/** `line` with its long plain class list broken into parts, or unchanged. */
export function breakClassList(line: string, kind: 'astro' | 'tsx'): string {
  if (line.length <= LINE_WIDTH || (kind === 'astro' && line.includes('class:list'))) return line;
  const attribute = kind === 'astro' ? /\bclass="([^"'{}]+)"/ : /\bclassName="([^"'{}]+)"/;
  return line.replace(attribute, (whole, classes: string) => {
    const parts = classParts(classes);
    if (parts.length < 2) return whole;
    if (kind === 'astro') return `class:list={[${parts.map((p) => `'${p}'`).join(', ')}]}`;
    return `className={${parts.map((p, i) => `'${p}${i < parts.length - 1 ? ' ' : ''}'`).join(' + ')}}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '*.astro', '*.tsx'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  let changed = 0;
  for (const file of files) {
    const kind = file.endsWith('.astro') ? 'astro' : 'tsx';
    const before = readFileSync(file, 'utf8');
    const after = before
      .split('\n')
      .map((line) => breakClassList(line, kind))
      .join('\n');
    if (after !== before) {
      writeFileSync(file, after);
      changed++;
    }
  }
  console.log(`Broke long class lists in ${changed} files; now run \`npm run format\`, then \`npm run lint\`.`);
}
