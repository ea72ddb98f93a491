import { describe, expect, it } from 'vitest';
import { barShown } from './sticky';

describe('sticky bars (spec 01 §2.3, §9)', () => {
  it.each([
    [499, false],
    [500, true],
    [501, true],
  ])('header at %i px: %s', (y, shown) => expect(barShown(y, 500, true)).toBe(shown));
  it.each([
    [900, false],
    [901, true],
  ])('mobile bar at %i px: %s', (y, shown) => expect(barShown(y, 900, false)).toBe(shown));
});
