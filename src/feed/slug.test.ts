import { describe, expect, it } from 'vitest';
import { SlugRegistry, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['2021 Mazda CX-5 Maxx Sport 123', '2021-mazda-cx-5-maxx-sport-123'],
    ['  Škoda Octavia RS  ', 'skoda-octavia-rs'],
    ['Citroën C5 Aircross', 'citroen-c5-aircross'],
    ['Mercedes-Benz  A-Class / A 180!!', 'mercedes-benz-a-class-a-180'],
    ['ＡＢＣ', 'abc'],
    ['日本', ''],
    ['---', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('SlugRegistry', () => {
  it('suffixes repeats with -2, -3 and skips suffixes already taken', () => {
    const slugs = new SlugRegistry();
    expect(['a', 'a', 'a-3', 'a', 'a', 'b'].map((s) => slugs.claim(s))).toEqual(['a', 'a-2', 'a-3', 'a-4', 'a-5', 'b']);
  });

  it('hands out unique slugs for many repeats', () => {
    const slugs = new SlugRegistry();
    const claimed = Array.from({ length: 5000 }, () => slugs.claim('same'));
    expect(new Set(claimed).size).toBe(5000);
    expect(claimed.at(-1)).toBe('same-5000');
  });
});
