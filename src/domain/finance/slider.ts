/**
 * The slider variant of the calculator (spec 02 §5): the amount moves in steps of 500 between
 * the provider's minimum and 100000, or up to 105% of the price for a high-priced car where
 * the site turns that on.
 */
import type { FinanceSettings, SliderSettings } from './settings';

/** The amount slider's bounds for one car. */
export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/**
 * Bounds for the amount slider. "High-priced" means priced above the slider's usual maximum;
 * with a price share configured (1.05), such a car's slider ends at price × share, rounded up to a step.
 */
export function sliderAmountBounds(slider: SliderSettings, carPrice?: number): SliderBounds {
  const { min, step, max: usualMax, priceShareCap } = slider;
  const highPriced = carPrice !== undefined && carPrice > usualMax;
  const max =
    highPriced && priceShareCap != null ? Math.ceil((carPrice * priceShareCap) / step - 1e-9) * step : usualMax;
  return { min, max, step };
}

/** A value placed on the slider: nearest step counted from the minimum, then within the bounds. */
export function fitToSlider(value: number, bounds: SliderBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  const stepped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, stepped));
}

/** The establishment fee in the slider variant: its own (1300 for one provider) or the provider's. */
export function sliderEstablishmentFee(settings: Pick<FinanceSettings, 'slider' | 'establishmentFee'>): number {
  return settings.slider.establishmentFee ?? settings.establishmentFee;
}

/**
 * Bounds whose steps pass through `value` (a car's price, so the slider can start exactly on the
 * price its finance figure is for): the minimum moves up and the maximum down to the nearest
 * stops on that grid, never outside the original bounds. A value outside the bounds changes nothing.
 */
export function anchorSliderAt(bounds: SliderBounds, value: number): SliderBounds {
  const { min, max, step } = bounds;
  if (!Number.isFinite(value) || value < min || value > max) return bounds;
  const offset = (n: number) => ((n % step) + step) % step;
  return { min: min + offset(value - min), max: max - offset(max - value), step };
}
