import { describe, expect, it } from 'vitest';
import { charCode, codeChar, LIST_END_CHAR, MAX_TEXT_CODE, MISSING_CODE_CHAR } from './code-text';

describe('dictionary codes as characters', () => {
  it('round-trips every code, each one character JSON writes as itself', () => {
    const seen = new Set<string>();
    for (let code = 0; code <= MAX_TEXT_CODE; code++) {
      const ch = codeChar(code);
      expect(ch.length).toBe(1);
      if (charCode(ch.charCodeAt(0)) !== code || JSON.stringify(ch) !== `"${ch}"` || seen.has(ch))
        throw new Error(`code ${code} → ${JSON.stringify(ch)}`);
      seen.add(ch);
    }
    expect(seen.has(MISSING_CODE_CHAR) || seen.has(LIST_END_CHAR)).toBe(false);
    expect(charCode(MISSING_CODE_CHAR.charCodeAt(0))).toBe(-1);
    expect(MAX_TEXT_CODE).toBeGreaterThan(60_000);
  });

  it.each([
    [0, '#'],
    [56, '['],
    [57, ']'],
    [90, '~'],
    [91, '\u007f'],
    [92, '\u0080'],
  ])('code %d is %j', (code, ch) => {
    expect(codeChar(code)).toBe(ch);
  });
});
