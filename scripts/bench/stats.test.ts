import { describe, expect, it } from 'vitest';
import { median, round } from './stats';

describe('median', () => {
  it.each<[number[], number]>([
    [[2069, 1254, 1800], 1800],
    [[3, 1], 2],
    [[5], 5],
    [[1, Number.NaN, 3], 2],
  ])('%j → %d', (values, expected) => expect(median(values)).toBe(expected));
  it('is NaN for no values', () => expect(median([])).toBeNaN());
});

describe('round', () => {
  it.each<[number, number, number]>([
    [82.99999999999989, 0, 83],
    [0.0123, 3, 0.012],
    [1.55, 1, 1.6],
  ])('%d to %d digits → %d', (n, digits, expected) => expect(round(n, digits)).toBe(expected));
});
