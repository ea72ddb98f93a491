/**
 * Price display rules of the vehicle card and page (spec 01 §5.3, spec 02 §5 Price display).
 */
import type { Car } from './car';
import { formatAud } from './money';

/** A price must be above this to be shown as a price. */
export const MIN_SHOWN_PRICE = 10;
/** The market-price badge needs the car to be more than this below the average market price (spec default; a site may set its own). */
export const MARKET_PRICE_MARGIN = 499;

/** Shown for a pre-order car without a real price unless the site words it otherwise (message price.preorder). */
export const PREORDER_TEXT = 'PREORDER';

/** The site settings the price rules read (config: pricing, messages price.noPrice and price.preorder). */
export interface PriceDisplayOptions {
  /** Text shown when a car has no price and is not a pre-order (message price.noPrice); empty when not given. */
  noPriceText?: string;
  /** Text for a pre-order car without a price (default PREORDER). */
  preorderText?: string;
  /** Hide the price type (Drive Away…) when the price is 0 (some sites). */
  hidePriceTypeWhenZero?: boolean;
}

/** What the price slot shows; a UI that words prices itself can switch on `kind` and ignore `text`. */
export type PriceDisplay =
  | { kind: 'price'; amount: number; text: string }
  | { kind: 'preorder'; text: string }
  | { kind: 'no-price'; text: string };

/** True when the car has a real price to show (over 10). */
export function hasShownPrice<T extends Pick<Car, 'price'>>(car: T): car is T & { price: number } {
  return car.price !== undefined && car.price > MIN_SHOWN_PRICE;
}

/** A price over 10 is shown; otherwise PREORDER if pre-order, else the configured no-price text. */
export function priceDisplay(car: Pick<Car, 'price' | 'preorder'>, options: PriceDisplayOptions = {}): PriceDisplay {
  if (hasShownPrice(car)) return { kind: 'price', amount: car.price, text: formatAud(car.price) };
  if (car.preorder) return { kind: 'preorder', text: options.preorderText ?? PREORDER_TEXT };
  return { kind: 'no-price', text: options.noPriceText ?? '' };
}

/** The price-type text (Drive Away…), or undefined when there is none or it is hidden at price 0. */
export function priceTypeText(
  car: Pick<Car, 'price' | 'price_type'>,
  options: Pick<PriceDisplayOptions, 'hidePriceTypeWhenZero'>,
): string | undefined {
  const text = car.price_type?.trim();
  if (!text) return undefined;
  if (options.hidePriceTypeWhenZero && (car.price ?? 0) === 0) return undefined;
  return text;
}

/** The was-price (before_price), only when a current price is shown and the was-price is above it. */
export function wasPrice(car: Pick<Car, 'price' | 'before_price'>): number | undefined {
  if (!hasShownPrice(car) || car.before_price === undefined) return undefined;
  return car.before_price > car.price ? car.before_price : undefined;
}

/**
 * The market-price badge: more than `minBelowAverage` (the spec's 499 unless the site sets its
 * own) below the average market price and below the state average. Both averages must be known,
 * and the car must have a shown price (a missing price is not "below market").
 */
export function showMarketPriceBadge(
  car: Pick<Car, 'price' | 'autograb_data'>,
  minBelowAverage: number = MARKET_PRICE_MARGIN,
): boolean {
  const average = car.autograb_data?.average_market_price;
  const stateAverage = car.autograb_data?.state_average_market_price;
  if (!hasShownPrice(car) || average === undefined || stateAverage === undefined) return false;
  return average - car.price > minBelowAverage && car.price < stateAverage;
}
