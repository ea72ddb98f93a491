import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkup, safeChars } from './safe-text';

/** XML 1.0's Char production (§2.2), written out independently of the module's pattern. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

describe('safeChars', () => {
  it.each([
    ['null\u0000byte', 'nullbyte'],
    ['bell\u0007 escape\u001b vertical tab\u000b form feed\u000c', 'bell escape vertical tab form feed'],
    ['\uFFFE\uFFFF', '\uFFFD\uFFFD'],
    ['lone \uD800 high, lone \uDC00 low', 'lone \uFFFD high, lone \uFFFD low'],
    ['pair \uD83D\uDE97 kept', 'pair \uD83D\uDE97 kept'],
    ['tab\tnew\nline\rkept', 'tab\tnew\nline\rkept'],
    ['\u202Eright-to-left override kept', '\u202Eright-to-left override kept'],
  ])('%j → %j', (input, expected) => expect(safeChars(input)).toBe(expected));

  it('leaves only characters XML 1.0 allows, for any string', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
        (a, b) => {
          for (const s of [a, b]) {
            const out = safeChars(s);
            expect([...out].every((c) => isXmlChar(c.codePointAt(0)!))).toBe(true);
            expect(safeChars(out)).toBe(out);
          }
        },
      ),
    );
  });
});

describe('escapeMarkup', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<x>', '&lt;x&gt;'],
    [`"q" 'a'`, '&quot;q&quot; &#39;a&#39;'],
    ['<img src=x onerror=alert(1)', '&lt;img src=x onerror=alert(1)'],
    ['bell\u0007\uFFFE', 'bell\uFFFD'],
  ])('%j → %j', (input, expected) => expect(escapeMarkup(input)).toBe(expected));
});
