import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceSliderPageBounds } from '../../domain/search/slider';
import { moveRangeThumb, priceRangeView, rangeStock, snapToSlider } from './price-range-view';

const bounds = priceSliderPageBounds({ min: 9000, max: 180000 });
const text = { found: '{count} {type}{count||s} Found', itemNoun: 'Car' };
const prices = rangeStock([{ price: 9000 }, { price: 25000 }, { price: 25500 }, { price: 310000 }, { price: 10 }], 10);

describe('price-range slider page', () => {
  it('uses step 500 from 5000 to 250000, or 100000 when stock has no prices (spec 02 §9)', () => {
    expect(bounds).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(priceSliderPageBounds(undefined)).toEqual({ min: 5000, max: 100000, step: 500 });
  });

  it.each([
    [5100, 5000],
    [5250, 5500],
    [24990, 25000],
    [-1, 5000],
    [999999, 250000],
  ])('snaps %s to %s', (raw, expected) => {
    expect(snapToSlider(raw, bounds)).toBe(expected);
  });

  it.each([
    // chosen range, count, search parameter, label
    [{ min: 5000, max: 250000 }, 4, ':', '$5,000 – $250,000+'],
    [{ min: 5000, max: 25000 }, 2, ':25000', '$5,000 – $25,000'],
    [{ min: 25000, max: 25500 }, 2, '25000:25500', '$25,000 – $25,500'],
    [{ min: 25500, max: 250000 }, 2, '25500:', '$25,500 – $250,000+'],
    [{ min: 26000, max: 200000 }, 0, '26000:200000', '$26,000 – $200,000'],
  ])('%j → %s cars, price=%s', (chosen, count, param, label) => {
    const view = priceRangeView(prices, chosen, bounds, text);
    expect(view).toEqual({
      count,
      priceParam: param,
      label,
      disabled: count === 0,
      buttonLabel: `${count} Cars Found`,
    });
  });

  it('thumbs never cross, stay on the slider and land on steps of 500', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('min' as const, 'max' as const), fc.integer({ min: -100000, max: 400000 })), {
          maxLength: 30,
        }),
        (moves) => {
          let range = { min: bounds.min, max: bounds.max };
          for (const [thumb, raw] of moves) {
            range = moveRangeThumb(range, bounds, thumb, raw);
            expect(range.min).toBeLessThanOrEqual(range.max);
            expect(range.min).toBeGreaterThanOrEqual(bounds.min);
            expect(range.max).toBeLessThanOrEqual(bounds.max);
            expect((range.min - bounds.min) % 500).toBe(0);
            expect((range.max - bounds.min) % 500).toBe(0);
          }
        },
      ),
    );
  });
});
