import { describe, expect, it } from 'vitest';
import { displayCount } from './result-count';

describe('displayCount', () => {
  it.each([
    [0, 20000, 0],
    [1999, 20000, 1999],
    [2000, 20000, 20000],
    [5000, 4321, 4321],
  ])('count %i, stock %i → %i', (count, stock, expected) => {
    expect(displayCount(count, stock)).toBe(expected);
  });
});
