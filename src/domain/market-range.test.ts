import { describe, expect, it } from 'vitest';
import { isComparable, marketRange, type MarketCar } from './market-range';

const car: MarketCar = {
  id: 'c0',
  make: 'Mazda',
  model: 'CX-5',
  year: 2021,
  km: 40_000,
  price: 32_000,
  car_type: 'used',
};
const other = (id: number, patch: Partial<MarketCar> = {}): MarketCar => ({ ...car, id: `o${id}`, ...patch });

describe('isComparable', () => {
  it.each([
    ['same make, model, year and km', {}, true],
    ['make and model in another case', { make: 'MAZDA', model: 'cx-5 ' }, true],
    ['a demo', { car_type: 'demo' as const }, true],
    ['a new car', { car_type: 'new' as const }, false],
    ['another model', { model: 'CX-9' }, false],
    ['two years apart', { year: 2019 }, true],
    ['three years apart', { year: 2018 }, false],
    ['km within half the odometer', { km: 60_000 }, true],
    ['km beyond half the odometer', { km: 60_001 }, false],
    ['no price', { price: undefined }, false],
    ['a price of 10 (not a price)', { price: 10 }, false],
    ['unknown year and km', { year: undefined, km: undefined }, true],
  ])('%s: %s', (_name, patch, expected) => {
    expect(isComparable(car, other(1, patch))).toBe(expected);
  });

  it('never compares a car with itself', () => {
    expect(isComparable(car, car)).toBe(false);
  });

  it('allows at least 20,000 km either way on a low odometer', () => {
    expect(isComparable({ ...car, km: 5_000 }, other(1, { km: 25_000 }))).toBe(true);
    expect(isComparable({ ...car, km: 5_000 }, other(1, { km: 25_001 }))).toBe(false);
  });
});

describe('marketRange', () => {
  it('has no range and no confidence without comparables', () => {
    expect(marketRange(car, [car, other(1, { model: 'CX-9' })])).toEqual({
      fill: null,
      listing_price: 32_000,
      market_range_min: null,
      market_range_max: null,
      confidence: 0,
      comparables: 0,
      position: 'none',
    });
  });

  it('uses min and max of a few comparables, with low confidence', () => {
    const stock = [30_000, 34_000, 31_000].map((price, i) => other(i, { price }));
    expect(marketRange(car, stock)).toEqual({
      fill: 0.5,
      listing_price: 32_000,
      market_range_min: 30_000,
      market_range_max: 34_000,
      confidence: 0.28,
      comparables: 3,
      position: 'within',
    });
  });

  it('takes the 10th–90th percentile from 5 comparables, so an outlier does not stretch the range', () => {
    const prices = [28_000, 29_000, 30_000, 31_000, 32_000, 33_000, 34_000, 35_000, 36_000, 90_000];
    const range = marketRange(
      car,
      prices.map((price, i) => other(i, { price })),
    );
    expect(range).toMatchObject({
      market_range_min: 28_900,
      market_range_max: 41_400,
      comparables: 10,
      position: 'within',
    });
    expect(range.fill).toBe(0.25);
  });

  it('trusts ten tight comparables almost fully, and a wide spread less', () => {
    const tight = Array.from({ length: 10 }, (_, i) => other(i, { price: 31_500 + i * 100 }));
    expect(marketRange(car, tight).confidence).toBe(0.99);
    const wide = Array.from({ length: 10 }, (_, i) => other(i, { price: 10_000 + i * 8_000 }));
    expect(marketRange(car, wide).confidence).toBeLessThan(0.6);
  });

  it('says where the listing sits, clamping fill to 0..1', () => {
    const stock = [30_000, 34_000].map((price, i) => other(i, { price }));
    expect(marketRange({ ...car, price: 25_000 }, stock)).toMatchObject({ fill: 0, position: 'below' });
    expect(marketRange({ ...car, price: 40_000 }, stock)).toMatchObject({ fill: 1, position: 'above' });
  });

  it('puts a listing on a one-price range in the middle', () => {
    expect(marketRange(car, [other(1, { price: 32_000 })])).toMatchObject({
      fill: 0.5,
      market_range_min: 32_000,
      market_range_max: 32_000,
      confidence: 0.1,
    });
  });

  it('gives the range without fill for a car with no price', () => {
    expect(marketRange({ ...car, price: undefined }, [other(1)])).toMatchObject({
      fill: null,
      listing_price: null,
      market_range_min: 32_000,
      position: 'none',
    });
  });
});
