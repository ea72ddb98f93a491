/**
 * The price-range slider page (spec 02 §4, §5, §9): two thumbs in steps of 500 that never cross,
 * the cars inside the chosen range (prices known at build time) and the search page's price
 * parameter. A thumb resting at its end of the slider leaves that side of the range open, so cars
 * priced beyond the slider are not lost.
 */
import { interpolate } from '../../config/interpolate';
import { formatAud } from '../../domain/money';
import type { Range } from '../../domain/search/slider';
import { countWithin } from './budget-view';

/** The slider's bounds and step. */
export interface SliderBounds extends Range {
  step: number;
}

/** What the page shows for a chosen range. */
export interface PriceRangeView {
  label: string;
  count: number;
  disabled: boolean;
  buttonLabel: string;
  /** `min:max`, either side empty when its thumb is at the end of the slider. */
  priceParam: string;
}

/** Sorted shown prices of the search's cars (search-stock-cars.ts: available, or sold within the window), as the results page counts them. */
export function rangeStock(cars: readonly { price?: number }[], minShownPrice: number): number[] {
  return cars
    .filter((car) => car.price !== undefined && car.price > minShownPrice)
    .map((car) => car.price as number)
    .sort((a, b) => a - b);
}

/** Puts a raw value on the slider: nearest step from the minimum, inside the bounds. */
export function snapToSlider(raw: number, bounds: SliderBounds): number {
  if (!Number.isFinite(raw)) return bounds.min;
  const stepped = bounds.min + Math.round((raw - bounds.min) / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, stepped));
}

/** Moves one thumb; it stops at the other thumb, so the two never cross. */
export function moveRangeThumb(current: Range, bounds: SliderBounds, thumb: 'min' | 'max', raw: number): Range {
  const value = snapToSlider(raw, bounds);
  return thumb === 'min'
    ? { min: Math.min(value, current.max), max: current.max }
    : { min: current.min, max: Math.max(value, current.min) };
}

/** The label, count, button and search parameter for a chosen range. */
export function priceRangeView(
  prices: readonly number[],
  chosen: Range,
  bounds: SliderBounds,
  text: { found: string; itemNoun: string },
): PriceRangeView {
  const openLow = chosen.min <= bounds.min;
  const openHigh = chosen.max >= bounds.max;
  const upTo = openHigh ? prices.length : countWithin(prices, chosen.max);
  const below = openLow ? 0 : countWithin(prices, chosen.min - 1e-9);
  const count = upTo - below;
  const label = `${formatAud(chosen.min)} – ${formatAud(chosen.max)}${openHigh ? '+' : ''}`;
  return {
    label,
    count,
    disabled: count === 0,
    buttonLabel: interpolate(text.found, { count, type: text.itemNoun }),
    priceParam: `${openLow ? '' : chosen.min}:${openHigh ? '' : chosen.max}`,
  };
}
