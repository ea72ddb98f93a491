import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseToken, normaliseTokenUnicode, tokenize } from './tokenize';

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ['Toyota HiLux SR5', ['toyota', 'hilux', 'sr5']],
    ['X-Trail  ST-L', ['xtrail', 'stl']],
    ['Citroën C4 Cactus', ['citroen', 'c4', 'cactus']],
    ['STK-00123', ['stk00123']],
    ['— & —', []],
    ['Straße ＡＢＣ', ['straße', 'abc']],
  ])('%s', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  it('the ASCII shortcut gives what the full rule gives, on any text', () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)),
      maxLength: 20,
    });
    for (const arb of [
      ascii,
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
    ]) {
      fc.assert(
        fc.property(arb, (word) => normaliseToken(word) === normaliseTokenUnicode(word)),
        { numRuns: 3000 },
      );
    }
    for (let c = 0; c < 0x80; c++)
      expect(normaliseToken(String.fromCharCode(c))).toBe(normaliseTokenUnicode(String.fromCharCode(c)));
  });
});
