import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptUrlRange,
  moveThumb,
  priceSliderPageBounds,
  rangeFromUrl,
  roundSliderValue,
  sliderRange,
  sliderStep,
} from './slider';

describe('roundSliderValue', () => {
  it.each([
    [45990, 46000],
    [45499, 45000],
    [45500, 46000],
    [0, 0],
    [499, 0],
  ])('%i → %i', (value, expected) => {
    expect(roundSliderValue(value)).toBe(expected);
  });
});

describe('sliderRange', () => {
  it.each([
    [undefined, { min: 0, max: 100000, step: 1000 }],
    [
      { min: 0, max: 0 },
      { min: 0, max: 100000, step: 1000 },
    ],
    [{ min: 5000 }, { min: 0, max: 100000, step: 1000 }],
    [
      { min: 4990, max: 89990 },
      { min: 4000, max: 90000, step: 1000 },
    ],
    // 12,000 to 250,000: a 5,000 step (2,380 rounded up), the low end down to 10,000.
    [
      { min: 12000, max: 250000 },
      { min: 10000, max: 250000, step: 5000 },
    ],
    // Kilometres: 3 km to 287,412 km; a 5,000 km step, the ends on whole steps.
    [
      { min: 3, max: 287412 },
      { min: 0, max: 290000, step: 5000 },
    ],
  ])('%o → %o', (stats, expected) => {
    expect(sliderRange(stats)).toEqual(expected);
  });

  it('stock at one round price gets a track one step long, so its thumbs stand apart', () => {
    expect(sliderRange({ min: 30000, max: 30000 })).toEqual({ min: 30000, max: 31000, step: 1000 });
  });

  it('ends on whole round steps, so every stop is round and both ends can be reached', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), (a, b) => {
        const range = sliderRange({ min: Math.min(a, b), max: Math.max(a, b) });
        expect(range.step % 1000).toBe(0);
        expect(String(range.step)).toMatch(/^[125]0{3,}$/);
        expect(range.min % range.step).toBe(0);
        expect(range.max % range.step).toBe(0);
        expect(range.min).toBeLessThanOrEqual(Math.min(a, b));
        expect(range.max).toBeGreaterThanOrEqual(Math.max(a, b));
        // The thumbs never start on top of each other.
        expect(range.max).toBeGreaterThan(range.min);
        // Every stop a browser offers (min + k × step) is a whole thousand.
        expect((range.max - range.min) / range.step).toBeLessThanOrEqual(101);
      }),
    );
  });
});

describe('sliderStep', () => {
  it.each([
    [{ min: 0, max: 100000 }, 1000],
    // 1/100 of the range is 860: the step is the round 1000 (860 made $4,860, $5,720 … the stops).
    [{ min: 4000, max: 90000 }, 1000],
    [{ min: 0, max: 123000 }, 2000],
    [{ min: 0, max: 250000 }, 5000],
    [{ min: 0, max: 600000 }, 10000],
    [{ min: 0, max: 150 }, 1000],
    [{ min: 0, max: 10 }, 1000],
  ])('%o → %i', (range, expected) => {
    expect(sliderStep(range)).toBe(expected);
  });
});

describe('priceSliderPageBounds', () => {
  it.each([
    [undefined, { min: 5000, max: 100000, step: 500 }],
    [
      { min: 0, max: 0 },
      { min: 5000, max: 100000, step: 500 },
    ],
    [
      { min: 9000, max: 180000 },
      { min: 5000, max: 250000, step: 500 },
    ],
  ])('%o → %o', (stats, expected) => {
    expect(priceSliderPageBounds(stats)).toEqual(expected);
  });
});

describe('moveThumb', () => {
  const range = { min: 0, max: 100000 };
  const current = { min: 20000, max: 60000 };
  it.each([
    ['min rounds', 'min', 25400, { min: 25000, max: 60000 }, false],
    ['max rounds', 'max', 70600, { min: 20000, max: 71000 }, false],
    ['min below range is ignored', 'min', -2000, current, true],
    ['max above range is ignored', 'max', 101000, current, true],
    ['max just above rounds into range', 'max', 100400, { min: 20000, max: 100000 }, false],
    ['min stops at max', 'min', 80000, { min: 60000, max: 60000 }, false],
    ['max stops at min', 'max', 5000, { min: 20000, max: 20000 }, false],
  ] as const)('%s', (_name, thumb, raw, expected, ignored) => {
    const move = moveThumb(current, range, thumb, raw);
    expect(move.value).toEqual(expected);
    expect(move.ignored !== undefined).toBe(ignored);
  });

  it('thumbs never cross and stay in range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('min' as const, 'max' as const), fc.integer({ min: -50000, max: 300000 })), {
          maxLength: 30,
        }),
        (moves) => {
          const bounds = { min: 0, max: 250000 };
          let value = { ...bounds };
          for (const [thumb, raw] of moves) value = moveThumb(value, bounds, thumb, raw).value;
          return value.min <= value.max && value.min >= bounds.min && value.max <= bounds.max;
        },
      ),
    );
  });
});

describe('rangeFromUrl', () => {
  const facet = { min: 4000, max: 90000 };
  it.each([
    [undefined, facet],
    [{}, facet],
    [{ min: 10000 }, { min: 10000, max: 90000 }],
    [{ max: 50000 }, { min: 4000, max: 50000 }],
    [
      { min: 10000, max: 50000 },
      { min: 10000, max: 50000 },
    ],
    [{ min: 500000 }, facet],
    [{ max: 99999999 }, facet],
    [
      { min: 60000, max: 20000 },
      { min: 4000, max: 20000 },
    ],
  ])('%o → %o', (url, expected) => {
    expect(rangeFromUrl(url, facet)).toEqual(expected);
  });
});

describe('acceptUrlRange (spec 01 §5.1: a bound beyond the range is ignored, only logged)', () => {
  const range = { min: 4000, max: 90000 };
  it.each([
    ['inside', { min: 10000, max: 50000 }, { min: 10000, max: 50000 }, 0],
    ['at the bounds', { min: 4000, max: 90000 }, { min: 4000, max: 90000 }, 0],
    ['min above the range max', { min: 500000 }, {}, 1],
    ['min below the range min', { min: 3000 }, {}, 1],
    ['max above the range max', { max: 90001 }, {}, 1],
    ['max below the range min', { max: 1000 }, {}, 1],
    ['both outside', { min: -5, max: 1e9 }, {}, 2],
    ['min above max', { min: 60000, max: 20000 }, { max: 20000 }, 1],
    ['nothing', undefined, {}, 0],
  ] as const)('%s', (_name, url, expected, logged) => {
    const accepted = acceptUrlRange(url, range);
    expect(accepted.value).toEqual(expected);
    expect(accepted.ignored).toHaveLength(logged);
  });
  it('never gives a bound outside the range or crossed thumbs', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1e6, max: 1e6 }), { nil: undefined }),
        fc.option(fc.integer({ min: -1e6, max: 1e6 }), { nil: undefined }),
        (min, max) => {
          const { value } = acceptUrlRange(
            { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) },
            range,
          );
          const inside = (n: number | undefined) => n === undefined || (n >= range.min && n <= range.max);
          return (
            inside(value.min) &&
            inside(value.max) &&
            (value.min === undefined || value.max === undefined || value.min <= value.max)
          );
        },
      ),
    );
  });
});
