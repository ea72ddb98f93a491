import { describe, expect, it } from 'vitest';
import { countUpValue, SALES_COUNT_UP_MS, VIEWS_COUNT_UP_MS } from './count-up';

describe('count-up (spec 01 §4.5, §9)', () => {
  it('lasts 1 s for views and 2.5 s for the sales counter', () => {
    expect(VIEWS_COUNT_UP_MS).toBe(1000);
    expect(SALES_COUNT_UP_MS).toBe(2500);
  });
  it.each([
    [0, 0],
    [500, 875],
    [999, 1000],
    [1000, 1000],
    [5000, 1000],
  ])('at %i ms of 1000 shows %i of 1000', (elapsed, value) => {
    expect(countUpValue(1000, elapsed, VIEWS_COUNT_UP_MS)).toBe(value);
  });
  it('never goes down', () => {
    let last = 0;
    for (let ms = 0; ms <= 2500; ms += 50) {
      const v = countUpValue(4321, ms, SALES_COUNT_UP_MS);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    expect(last).toBe(4321);
  });
});
