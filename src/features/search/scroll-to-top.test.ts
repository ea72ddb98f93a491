import { describe, expect, it } from 'vitest';
import { createScrollFlag } from './scroll-to-top';

describe('the scroll-to-top flag (spec 01 §4.1: resets the window scroll once)', () => {
  it('is consumed once after each raise', () => {
    const flag = createScrollFlag();
    expect(flag.consume()).toBe(false);
    flag.raise();
    expect(flag.consume()).toBe(true);
    expect(flag.consume()).toBe(false);
    flag.raise();
    flag.raise();
    expect([flag.consume(), flag.consume()]).toEqual([true, false]);
  });
});
