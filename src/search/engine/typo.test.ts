import { describe, expect, it } from 'vitest';
import { allowedTypos, DEFAULT_TYPO_SETTINGS, typoCost } from './typo';

describe('allowedTypos (min_len_1typo 4, min_len_2typo 7, num_typos 2)', () => {
  it.each([
    ['kia', 0],
    ['ford', 1],
    ['corola', 1],
    ['wildtrk', 2],
    ['landcruiser', 2],
  ])('%s may have %d typos', (token, n) => {
    expect(allowedTypos(token, DEFAULT_TYPO_SETTINGS)).toBe(n);
  });

  it('never exceeds num_typos', () => {
    expect(allowedTypos('landcruiser', { ...DEFAULT_TYPO_SETTINGS, numTypos: 1 })).toBe(1);
    expect(allowedTypos('landcruiser', { ...DEFAULT_TYPO_SETTINGS, numTypos: 0 })).toBe(0);
  });
});

describe('typoCost', () => {
  const inf = Number.POSITIVE_INFINITY;
  it.each<[string, string, number, boolean, number]>([
    ['corolla', 'corolla', 2, false, 0],
    ['corola', 'corolla', 1, false, 1],
    ['corlola', 'corolla', 2, false, 1],
    ['ranger', 'range', 1, false, 1],
    ['ranger', 'range', 0, false, inf],
    ['hilux', 'corolla', 2, false, inf],
    ['cor', 'corolla', 0, true, 0],
    ['cor', 'corolla', 0, false, inf],
    ['corl', 'corolla', 1, true, 1],
    ['toyta', 'toyota', 1, true, 1],
    ['xyz', 'corolla', 1, true, inf],
  ])('%s vs %s (max %d, prefix %s) = %d', (q, w, max, prefix, cost) => {
    expect(typoCost(q, w, max, prefix)).toBe(cost);
  });
});
