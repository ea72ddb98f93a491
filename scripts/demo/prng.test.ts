import { describe, expect, it } from 'vitest';
import { createRng, hashSeed } from './prng';

describe('createRng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = createRng('harbour-toyota-v1');
    const b = createRng('harbour-toyota-v1');
    const c = createRng('harbour-toyota-v2');
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it.each([
    [1, 6],
    [0, 0],
    [-3, 3],
  ])('int(%i, %i) stays within its bounds and reaches both ends', (min, max) => {
    const rng = createRng(`int-${min}-${max}`);
    const seen = Array.from({ length: 2000 }, () => rng.int(min, max));
    expect(Math.min(...seen)).toBe(min);
    expect(Math.max(...seen)).toBe(max);
  });

  it('int over a wide range spreads across it without leaving it', () => {
    const rng = createRng('wide');
    const seen = Array.from({ length: 2000 }, () => rng.int(10000, 99999));
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(10000);
    expect(Math.max(...seen)).toBeLessThanOrEqual(99999);
    expect(Math.min(...seen)).toBeLessThan(11000);
    expect(Math.max(...seen)).toBeGreaterThan(99000);
  });

  it('weighted picks follow the weights', () => {
    const rng = createRng('weights');
    const counts = { new: 0, demo: 0, used: 0 };
    for (let i = 0; i < 5000; i++)
      counts[
        rng.weighted([
          ['new', 45],
          ['demo', 15],
          ['used', 40],
        ] as const)
      ]++;
    expect(counts.new / 5000).toBeCloseTo(0.45, 1);
    expect(counts.demo / 5000).toBeCloseTo(0.15, 1);
  });

  it('shuffle returns a permutation and leaves its input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = createRng('shuffle').shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
    expect(out).not.toEqual(input);
  });

  it('hashSeed is stable (FNV-1a)', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('a')).toBe(0xe40c292c);
  });
});
