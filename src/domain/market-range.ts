/**
 * The Autogauge market price check (spec 01 §3.3, §5.3, §9) worked out from the dealer's own stock:
 * the price range of comparable cars, how far to trust it, and where this car's price sits in it.
 * Pure: the API route hands it the site's cars.
 */
import type { Car } from './car';

/** The car fields the check reads. */
export type MarketCar = Pick<Car, 'id' | 'make' | 'model' | 'year' | 'km' | 'price' | 'car_type'>;

/** Comparable: same make and model (any case), used or demo, priced, within this many years… */
export const COMPARABLE_YEARS = 2;
/** …and within this share of the car's odometer, or this many km, whichever is wider. */
export const COMPARABLE_KM_SHARE = 0.5;
export const COMPARABLE_KM_MIN = 20_000;
/** Comparables needed for full confidence (fewer scale it down linearly). */
export const FULL_CONFIDENCE_COMPARABLES = 10;
/** From this many comparables the range is the 10th–90th percentile, so one outlier does not stretch it. */
export const PERCENTILE_FROM = 5;
/** Prices at or below this are not prices (spec 01 §5.3: a price over 10 is shown). */
const MIN_REAL_PRICE = 10;

/** The check's answer (spec 01 §3.3, without the wording). `fill` is 0..1 along the range. */
export interface MarketRange {
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  /** 0..1: more comparables and a tighter spread give more. */
  confidence: number;
  /** How many comparable cars the range is built from. */
  comparables: number;
  /** Where the listing sits: below, within or above the range; none without a range or a price. */
  position: 'below' | 'within' | 'above' | 'none';
}

const priced = (price: number | undefined): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > MIN_REAL_PRICE;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const round2 = (n: number) => Math.round(n * 100) / 100;

/** True when `other` is comparable to `car` (see the constants above; an unknown year or odometer is not held against it). */
export function isComparable(car: MarketCar, other: MarketCar): boolean {
  if (other.id === car.id || !priced(other.price) || other.car_type === 'new') return false;
  if (!same(other.make, car.make) || !same(other.model, car.model)) return false;
  if (car.year !== undefined && other.year !== undefined && Math.abs(car.year - other.year) > COMPARABLE_YEARS)
    return false;
  if (car.km !== undefined && other.km !== undefined) {
    const window = Math.max(COMPARABLE_KM_MIN, car.km * COMPARABLE_KM_SHARE);
    if (Math.abs(car.km - other.km) > window) return false;
  }
  return true;
}

/** Linear-interpolated percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** The market range of `car` among `stock`. */
export function marketRange(car: MarketCar, stock: readonly MarketCar[]): MarketRange {
  const listing = priced(car.price) ? car.price : null;
  const prices = stock
    .filter((other) => isComparable(car, other))
    .map((other) => other.price!)
    .sort((a, b) => a - b);
  if (prices.length === 0) {
    return {
      fill: null,
      listing_price: listing,
      market_range_min: null,
      market_range_max: null,
      confidence: 0,
      comparables: 0,
      position: 'none',
    };
  }
  const wide = prices.length >= PERCENTILE_FROM;
  const min = Math.round(wide ? percentile(prices, 0.1) : prices[0]!);
  const max = Math.round(wide ? percentile(prices, 0.9) : prices.at(-1)!);
  const mean = prices.reduce((sum, p) => sum + p, 0) / prices.length;
  const spread = Math.sqrt(prices.reduce((sum, p) => sum + (p - mean) ** 2, 0) / prices.length) / mean;
  // Count: 1/10 per comparable up to 1. Spread: a coefficient of variation of 0.5 or more halves it.
  const confidence = round2(Math.min(1, prices.length / FULL_CONFIDENCE_COMPARABLES) * (1 - Math.min(0.5, spread)));
  if (listing === null)
    return {
      fill: null,
      listing_price: null,
      market_range_min: min,
      market_range_max: max,
      confidence,
      comparables: prices.length,
      position: 'none',
    };
  const fill = max > min ? round2(Math.min(1, Math.max(0, (listing - min) / (max - min)))) : 0.5;
  const position = listing < min ? 'below' : listing > max ? 'above' : 'within';
  return {
    fill,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence,
    comparables: prices.length,
    position,
  };
}
