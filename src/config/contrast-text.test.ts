import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, textColourOn } from './contrast';

describe('readable theme colours', () => {
  it('picks white or near-black, whichever reads better on a colour', () => {
    expect(readableOn('#0b2545')).toBe('#ffffff');
    expect(readableOn('#f2b705')).toBe('#111111');
  });

  it('keeps a brand colour that already reads on every background', () => {
    expect(textColourOn('#0b2545', ['#ffffff', '#f4f6f9'])).toBe('#0b2545');
  });

  it('darkens a light brand colour on light backgrounds and lightens a dark one on dark backgrounds, just enough', () => {
    for (const [colour, backgrounds] of [
      ['#f2b705', ['#ffffff', '#f3f5f8']],
      ['#f4a261', ['#faf6f1', '#ffffff']],
      ['#7a5c1f', ['#0e1116', '#171b22']],
      ['#12355b', ['#0e1116', '#171b22']],
    ] as const) {
      const text = textColourOn(colour, backgrounds);
      for (const b of backgrounds)
        expect(contrastRatio(text, b), `${colour} → ${text} on ${b}`).toBeGreaterThanOrEqual(4.5);
      expect(text).not.toBe(colour);
    }
  });
});
