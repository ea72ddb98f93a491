import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { gaugePosition, showAutogauge, wantsAutogauge } from './autogauge';

const on = { minConfidence: 0.2, minPrice: 200 };
const good = {
  fill: 0.5,
  listing_price: 30000,
  market_range_min: 28000,
  market_range_max: 32000,
  confidence: 0.21,
  description: 'Fair',
};

describe('Autogauge (spec 01 §5.3)', () => {
  it.each([
    ['used, in stock, priced 201', makeCar({ price: 201 }), true],
    ['priced 200', makeCar({ price: 200 }), false],
    ['new', makeCar({ car_type: 'new' }), false],
    ['sold', makeCar({ status: 'sold' }), false],
    ['coming soon', makeCar({ status: 'coming_soon' }), false],
    ['reserved', makeCar({ reserved: true }), false],
  ])('asks for a check when %s: %s', (_, car, expected) => {
    expect(wantsAutogauge(car, on)).toBe(expected);
  });
  it('never asks when the site has it off', () => {
    expect(wantsAutogauge(makeCar(), false)).toBe(false);
  });
  it.each([
    ['complete, confidence 0.21', good, true],
    ['confidence 0.2', { ...good, confidence: 0.2 }, false],
    ['max equal to the listing price', { ...good, market_range_max: 30000 }, true],
    ['max below the listing price', { ...good, market_range_max: 29999 }, false],
    ['fill missing', { ...good, fill: undefined }, false],
    ['min missing', { ...good, market_range_min: undefined }, false],
    ['confidence missing', { ...good, confidence: undefined }, false],
    [
      'the API found no comparables (null range, confidence 0)',
      { ...good, fill: null, market_range_min: null, market_range_max: null, confidence: 0 },
      false,
    ],
  ])('shows the block when %s: %s', (_, data, expected) => {
    expect(showAutogauge(data)).toBe(expected);
  });
  it('places the marker on the range, clamped', () => {
    expect(gaugePosition({ listing_price: 30000, market_range_min: 28000, market_range_max: 32000 })).toBe(50);
    expect(gaugePosition({ listing_price: 40000, market_range_min: 28000, market_range_max: 32000 })).toBe(100);
    expect(gaugePosition({ listing_price: 1, market_range_min: 5, market_range_max: 5 })).toBe(50);
  });
});
