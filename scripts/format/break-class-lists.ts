/**
 * Breaks class lists that carry a line past the formatters' width (scripts/format/line-length.ts):
 * in .astro, `class="…"` becomes `class:list={['…', '…']}` (Astro joins the parts); in .tsx,
 * `className="…"` becomes `className={'… ' + '…'}`, which the bundler folds back into one string, and
 * a list built in a template literal becomes templates joined with + (cut only outside its `${…}`).
 * Parts are cut at spaces, at most PART_WIDTH characters each. Run `npm run format` afterwards, which
 * puts one part a line: `tsx scripts/format/break-class-lists.ts && npm run format`. Lists already in
 * class:list, and class lists inside HTML strings, are left for a person (`npm run lint` names them).
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

/** The words of a template literal's body, cut at spaces outside its `${…}` parts (each space kept on the word before). */
export function templateWords(body: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '$' && body[i + 1] === '{') {
      depth++;
      i++;
    } else if (depth > 0 && body[i] === '{') depth++;
    else if (depth > 0 && body[i] === '}') depth--;
    else if (depth === 0 && body[i] === ' ') {
      words.push(body.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < body.length) words.push(body.slice(start));
  return words;
}

/** The end (index of the closing backtick) of the template literal whose body starts at `from`, or -1. */
function templateEnd(line: string, from: number): number {
  let depth = 0;
  for (let i = from; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '$' && line[i + 1] === '{') {
      depth++;
      i++;
    } else if (depth > 0 && line[i] === '{') depth++;
    else if (depth > 0 && line[i] === '}') depth--;
    else if (depth === 0 && line[i] === '`') return i;
  }
  return -1;
}

/** A class template's body as templates of at most about PART_WIDTH characters joined with +, or undefined. */
function breakTemplate(body: string): string | undefined {
  const parts: string[] = [];
  for (const word of templateWords(body)) {
    const last = parts.at(-1);
    if (last !== undefined && (last + word).trimEnd().length <= PART_WIDTH) parts[parts.length - 1] = last + word;
    else parts.push(word);
  }
  return parts.length < 2 ? undefined : parts.map((p) => `\`${p}\``).join(' + ');
}

/** `line` with its long class list broken into parts, or unchanged. */
export function breakClassList(line: string, kind: 'astro' | 'tsx'): string {
  if (line.length <= LINE_WIDTH || (kind === 'astro' && line.includes('class:list'))) return line;
  const name = kind === 'astro' ? 'class' : 'className';
  const plain = new RegExp(`\\b${name}="([^"'{}]+)"`);
  if (plain.test(line)) {
    return line.replace(plain, (whole, classes: string) => {
      const parts = classParts(classes);
      if (parts.length < 2) return whole;
      if (kind === 'astro') return `class:list={[${parts.map((p) => `'${p}'`).join(', ')}]}`;
      return `className={${parts.map((p, i) => `'${p}${i < parts.length - 1 ? ' ' : ''}'`).join(' + ')}}`;
    });
  }
  // A list built in a template literal: `a b ${x} c` → `a b ` + `${x} c` (each part a template).
  const open = line.indexOf(`${name}={\``);
  if (open < 0) return line;
  const from = open + name.length + 3;
  const end = templateEnd(line, from);
  if (end < 0 || line[end + 1] !== '}') return line;
  const broken = breakTemplate(line.slice(from, end));
  return broken ? `${line.slice(0, open)}${name}={${broken}}${line.slice(end + 2)}` : line;
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
