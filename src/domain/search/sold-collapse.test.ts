import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseSold } from './sold-collapse';

const sold = (s: string) => s.startsWith('S');

describe('collapseSold', () => {
  it.each([
    [[], []],
    [
      ['A1', 'A2'],
      ['A1', 'A2'],
    ],
    [
      ['A1', 'S1', 'S2', 'S3', 'A2'],
      ['A1', 'S1', 'A2'],
    ],
    [
      ['S1', 'S2', 'A1', 'S3', 'A2', 'S4', 'S5'],
      ['S1', 'A1', 'S3', 'A2', 'S4'],
    ],
    [
      ['S1', 'S2', 'S3'],
      ['S1', 'S2', 'S3'],
    ],
    [['S1'], ['S1']],
  ])('%o → %o', (hits, expected) => {
    expect(collapseSold(hits, sold)).toEqual(expected);
  });

  it('keeps every available hit in order and never two sold side by side (unless all are sold)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (flags) => {
        const hits = flags.map((isSold, i) => `${isSold ? 'S' : 'A'}${i}`);
        const out = collapseSold(hits, sold);
        const available = hits.filter((h) => !sold(h));
        if (available.length === 0) return out.length === hits.length;
        const noAdjacentSold = out.every((h, i) => i === 0 || !(sold(h) && sold(out[i - 1] as string)));
        return noAdjacentSold && JSON.stringify(out.filter((h) => !sold(h))) === JSON.stringify(available);
      }),
    );
  });
});
