/**
 * The Autogauge market price block (spec 01 §3.3, §5.3; spec 02 §5 Forms). Which cars ask for it is
 * decided at build time; whether an answer is good enough to show is decided in the browser.
 */
import type { Car } from '../../domain/car';

/** The Autogauge answer (spec 01 §3.3); the API answers null where it has no figure (src/contracts/autogauge.ts). */
export interface AutogaugeData {
  fill?: number | null;
  listing_price?: number | null;
  market_range_min?: number | null;
  market_range_max?: number | null;
  confidence?: number | null;
  description?: string;
}

/** Confidence must be above this (spec 01 §9). */
export const AUTOGAUGE_MIN_CONFIDENCE = 0.2;

/** Site settings of the block. */
export interface AutogaugeOptions {
  minConfidence: number;
  minPrice: number;
}

/**
 * The page asks for a price check only for a used car that is in stock, unsold, unreserved and
 * priced above 200, on a site with Autogauge enabled.
 */
export function wantsAutogauge(
  car: Pick<Car, 'car_type' | 'status' | 'reserved' | 'price'>,
  options: AutogaugeOptions | false,
): boolean {
  if (options === false) return false;
  return car.car_type === 'used' && car.status === 'in_stock' && !car.reserved && (car.price ?? 0) > options.minPrice;
}

const defined = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The block shows only when fill, listing price, market range min and max and confidence are all
 * defined, confidence is above the threshold (0.2) and the market range max is at least the listing price.
 */
export function showAutogauge(
  data: AutogaugeData | undefined,
  minConfidence: number = AUTOGAUGE_MIN_CONFIDENCE,
): boolean {
  if (!data) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (
    !defined(fill) ||
    !defined(listing_price) ||
    !defined(market_range_min) ||
    !defined(market_range_max) ||
    !defined(confidence)
  )
    return false;
  return confidence > minConfidence && market_range_max >= listing_price;
}

/** Where the listing price sits on the market range, 0..100 %, for the gauge marker. */
export function gaugePosition(data: {
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
}): number {
  const span = data.market_range_max - data.market_range_min;
  if (span <= 0) return 50;
  const at = ((data.listing_price - data.market_range_min) / span) * 100;
  return Math.min(100, Math.max(0, Math.round(at)));
}
