/** Price and km range sliders (spec 01 §5.1, spec 02 §9 Budget search). */

/** A closed numeric range. */
export interface Range {
  min: number;
  max: number;
}

/** Slider values are rounded to this. */
export const SLIDER_ROUNDING = 1000;
/** The range when facet stats give no max above 0. */
export const DEFAULT_SLIDER_RANGE: Range = { min: 0, max: 100000 };
/** The price-range slider page. */
export const PRICE_SLIDER_PAGE = { step: 500, min: 5000, max: 250000, fallbackMax: 100000 } as const;

/** Rounds a slider value to the nearest 1000. */
export function roundSliderValue(value: number): number {
  return Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING;
}

/** A slider's track: its ends and its step, the ends whole multiples of the step. */
export interface SliderRange extends Range {
  step: number;
}

/** Slider steps are one of these times a power of ten, and never under the rounding (1000). */
const ROUND_STEPS = [1, 2, 5] as const;

/**
 * Slider step: 1/100 of the range, rounded up to a round amount (1000, 2000, 5000, 10000 …), so
 * every stop is a price or distance a shopper would choose and the track has about 100 stops at most.
 */
export function sliderStep(range: Range): number {
  const wanted = Math.max(SLIDER_ROUNDING, (range.max - range.min) / 100);
  for (let scale = SLIDER_ROUNDING; ; scale *= 10) {
    for (const m of ROUND_STEPS) if (m * scale >= wanted) return m * scale;
  }
}

/**
 * The slider range from facet stats: 0–100000 unless the stats give a max above 0. The stats are
 * widened to whole steps (min down, max up), so both ends and every stop between are round amounts
 * and a thumb can reach each end (a browser snaps a range input to min + k × step).
 */
export function sliderRange(stats: Partial<Range> | undefined): SliderRange {
  const known = stats !== undefined && stats.max !== undefined && stats.max > 0;
  const rough = known
    ? {
        min: Math.floor(Math.min(stats.min ?? 0, stats.max as number) / SLIDER_ROUNDING) * SLIDER_ROUNDING,
        max: Math.ceil((stats.max as number) / SLIDER_ROUNDING) * SLIDER_ROUNDING,
      }
    : DEFAULT_SLIDER_RANGE;
  const step = sliderStep(rough);
  const min = Math.floor(rough.min / step) * step;
  // Stock at one round price (a route with one car at $30,000) still gets a track one step long, so
  // the two thumbs stand apart at its ends rather than on top of each other.
  return { min, max: Math.max(Math.ceil(rough.max / step) * step, min + step), step };
}

/** The price-range slider page: step 500, 5000–250000, or 5000–100000 when the range is unknown. */
export function priceSliderPageBounds(stats: Partial<Range> | undefined): Range & { step: number } {
  const known = stats?.max !== undefined && stats.max > 0;
  return {
    min: PRICE_SLIDER_PAGE.min,
    max: known ? PRICE_SLIDER_PAGE.max : PRICE_SLIDER_PAGE.fallbackMax,
    step: PRICE_SLIDER_PAGE.step,
  };
}

/** The result of moving a thumb: the new values, and a message to log when the move was ignored. */
export interface ThumbMove {
  value: Range;
  ignored?: string;
}

/**
 * Moves one thumb. The value is rounded to 1000; a min below the range min or a max above the
 * range max is ignored (reported for the log, state unchanged); otherwise a thumb stops at the
 * other one, so the thumbs never cross.
 */
export function moveThumb(current: Range, range: Range, thumb: 'min' | 'max', raw: number): ThumbMove {
  const value = roundSliderValue(raw);
  if (thumb === 'min') {
    if (value < range.min) return { value: current, ignored: `min ${value} is below the range minimum ${range.min}` };
    return { value: { min: Math.min(value, current.max), max: current.max } };
  }
  if (value > range.max) return { value: current, ignored: `max ${value} is above the range maximum ${range.max}` };
  return { value: { min: current.min, max: Math.max(value, current.min) } };
}

/** A range read from the URL with the bounds a slider cannot show left out, each with a message to log. */
export interface AcceptedRange {
  value: Partial<Range>;
  ignored: string[];
}

/**
 * The bounds of a URL range the slider accepts: a min or max beyond the range's min or max is
 * ignored (reported for the log, never applied), and so is a min above the max (thumbs never cross).
 */
export function acceptUrlRange(url: Partial<Range> | undefined, range: Range): AcceptedRange {
  const value: Partial<Range> = {};
  const ignored: string[] = [];
  const outside = (n: number) => n < range.min || n > range.max;
  if (url?.max !== undefined) {
    if (outside(url.max)) ignored.push(`max ${url.max} is outside the range ${range.min}–${range.max}`);
    else value.max = url.max;
  }
  if (url?.min !== undefined) {
    if (outside(url.min)) ignored.push(`min ${url.min} is outside the range ${range.min}–${range.max}`);
    else if (value.max !== undefined && url.min > value.max)
      ignored.push(`min ${url.min} is above the max ${value.max}`);
    else value.min = url.min;
  }
  return { value, ignored };
}

/** The slider values from the URL: an absent (or ignored) bound resets to the facet min or max. */
export function rangeFromUrl(url: Partial<Range> | undefined, facet: Range): Range {
  const { value } = acceptUrlRange(url, facet);
  return { min: value.min ?? facet.min, max: value.max ?? facet.max };
}
