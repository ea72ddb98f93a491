import { describe, expect, it } from 'vitest';
import { FINANCE_PROVIDERS } from './providers';
import { mergeFinanceSettings } from './settings';
import { anchorSliderAt, fitToSlider, sliderAmountBounds, sliderEstablishmentFee } from './slider';

const base = { step: 500, min: 1000, max: 100000 };

describe('sliderAmountBounds (spec 02 §5)', () => {
  it.each([
    ['default', base, 30000, { min: 1000, max: 100000, step: 500 }],
    ['provider minimum 5000', { ...base, min: 5000 }, 30000, { min: 5000, max: 100000, step: 500 }],
    ['high-priced without headroom', base, 150000, { min: 1000, max: 100000, step: 500 }],
    ['high-priced with 105%', { ...base, priceShareCap: 1.05 }, 150000, { min: 1000, max: 157500, step: 500 }],
    // 120,990 × 1.05 = 127,039.5 → up to the next step.
    ['105% rounded up to a step', { ...base, priceShareCap: 1.05 }, 120990, { min: 1000, max: 127500, step: 500 }],
    [
      'exactly at the maximum is not high-priced',
      { ...base, priceShareCap: 1.05 },
      100000,
      { min: 1000, max: 100000, step: 500 },
    ],
    ['no price', { ...base, priceShareCap: 1.05 }, undefined, { min: 1000, max: 100000, step: 500 }],
    ['share turned off with null', { ...base, priceShareCap: null }, 150000, { min: 1000, max: 100000, step: 500 }],
  ])('%s', (_label, slider, price, bounds) => {
    expect(sliderAmountBounds(slider, price)).toEqual(bounds);
  });
});

describe('fitToSlider', () => {
  const bounds = { min: 5000, max: 100000, step: 500 };
  it.each([
    [23990, 24000],
    [23740, 23500],
    [4000, 5000],
    [150000, 100000],
    [Number.NaN, 5000],
  ])('%d → %d', (value, expected) => {
    expect(fitToSlider(value, bounds)).toBe(expected);
  });
});

describe('sliderEstablishmentFee', () => {
  it.each([
    ['provider-a', 1360.5],
    ['provider-c', 1300],
    ['provider-d', 0],
  ])('%s → %d', (id, fee) => {
    expect(sliderEstablishmentFee(mergeFinanceSettings(FINANCE_PROVIDERS[id]!))).toBe(fee);
  });
});

describe('a slider anchored at a car price (issue 21: the calculator opens on the car figure)', () => {
  it.each([
    [{ min: 5000, max: 100000, step: 500 }, 37990, { min: 5490, max: 99990, step: 500 }],
    [{ min: 1000, max: 100000, step: 500 }, 38000, { min: 1000, max: 100000, step: 500 }],
    [{ min: 5000, max: 110000, step: 500 }, 104990, { min: 5490, max: 109990, step: 500 }],
    [{ min: 5000, max: 100000, step: 500 }, 120000, { min: 5000, max: 100000, step: 500 }],
  ])('%j at %d → %j, with the price on a step', (bounds, price, anchored) => {
    const result = anchorSliderAt(bounds, price);
    expect(result).toEqual(anchored);
    expect(fitToSlider(price, result)).toBe(Math.min(price, bounds.max));
  });
});
