import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './rate-limit';

describe('SlidingWindow', () => {
  it.each([
    // limit 3 per 1000 ms: [time, expected wait]
    [
      [0, 0],
      [100, 0],
      [200, 0],
      [300, 700],
      [999, 1],
      [1000, 0],
      [1001, 99],
      [1100, 0],
    ],
  ])('allows the limit per window and says how long to wait', (...steps) => {
    const window = new SlidingWindow({ limit: 3, windowMs: 1000 });
    for (const [time, wait] of steps) expect(window.hit('ip', time as number)).toBe(wait);
  });

  it('counts keys apart', () => {
    const window = new SlidingWindow({ limit: 1, windowMs: 1000 });
    expect(window.hit('a', 0)).toBe(0);
    expect(window.hit('b', 0)).toBe(0);
    expect(window.hit('a', 1)).toBe(999);
  });
});
