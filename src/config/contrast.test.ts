import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#fff', 1],
    ['#ffffff', '#0b5cad', 6.67],
    ['#ffffff', '#ffff00', 1.07],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s ≈ %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});
