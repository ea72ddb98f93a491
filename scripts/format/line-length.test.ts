import { describe, expect, it } from 'vitest';
import { allowedLong, codeLength, LINE_WIDTH, longLines } from './line-length';

const pad = (n: number) => 'x'.repeat(n);

describe('the line width check', () => {
  it.each([
    ['a comment', `  // ${pad(130)}`, 'comment'],
    ['a doc comment line', `   * ${pad(130)}`, 'comment'],
    ['an Astro template comment', `  {/* ${pad(130)} */}`, 'comment'],
    ['a long message string', `  throw new Error('${pad(130)}');`, 'literal'],
    ['a long template', `  return \`\${a} ${pad(130)}\`;`, 'literal'],
    ['a long regular expression', `  expect(text).toMatch(/${pad(130)}/);`, 'literal'],
    [
      'code the formatter should have wrapped',
      `  const total = ${Array.from({ length: 30 }, (_, i) => `n${i}`).join(' + ')};`,
      undefined,
    ],
    ['a class list, however long its string', `  <div class="${pad(130)}">`, undefined],
    ['a React class list', `  className="${pad(130)}"`, undefined],
    [
      'a class attribute inside an HTML string',
      `  return \`<td><span class="badge">${pad(130)}</span></td>\`;`,
      'literal',
    ],
  ])('%s', (_name, line, expected) => {
    expect(line.length).toBeGreaterThan(LINE_WIDTH);
    expect(allowedLong(line)).toBe(expected);
  });

  it('measures code without its literals, templates with their interpolations and escaped quotes', () => {
    expect(codeLength('f(\'abc\', "d\\"e")')).toBe('f(, )'.length);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template in it, on purpose
    expect(codeLength('x = `a${`b`}c` + 1')).toBe('x =  + 1'.length);
    expect(codeLength('a / b / c')).toBe('a / b / c'.length);
  });

  it('allows the lines of a template that spans lines, and names the others by number', () => {
    const text = [
      'const svg = `<svg>',
      `  <path d="${pad(130)}"/>`,
      '</svg>`;',
      `const sum = ${'a + '.repeat(40)}b;`,
    ].join('\n');
    expect(longLines(text)).toEqual([expect.stringMatching(/^4: const sum = a \+ /)]);
  });
});
