/**
 * How a computed repayment is rounded to whole dollars (spec 02 §9): normally, always up (some
 * sites), or — for one lender type — up or down depending on a comparison with the car price.
 */

/**
 * `nearest`: nearest dollar, halves up. `up`: next whole dollar. `price-compare`: up when the amount
 * financed is at or above the car's price, down when it is below (see `roundRepayment`).
 */
export type RoundingRule = 'nearest' | 'up' | 'price-compare';

/** What the `price-compare` rule compares. */
export interface RoundingContext {
  /** The purchase price entered in the calculator. */
  amount: number;
  /** The car's advertised price; without one the rule falls back to normal rounding. */
  carPrice?: number;
}

// Absorbs binary noise such as 123.00000000001 so an exact dollar never rounds up a whole dollar.
const EPSILON = 1e-9;

/**
 * Rounds a repayment to whole dollars. The `price-compare` rule rounds up at or above the car's
 * price so the figure for the advertised car never understates the cost, and down below it so a
 * cheaper scenario never shows more than the lender would charge.
 */
export function roundRepayment(value: number, rule: RoundingRule, context?: RoundingContext): number {
  switch (rule) {
    case 'up':
      return roundUp(value);
    case 'price-compare': {
      const price = context?.carPrice;
      if (context === undefined || price === undefined || !(price > 0)) return roundNormal(value);
      return context.amount >= price ? roundUp(value) : roundDown(value);
    }
    case 'nearest':
      return roundNormal(value);
  }
}

function roundNormal(value: number): number {
  return Math.round(value + EPSILON * Math.sign(value));
}

function roundUp(value: number): number {
  return Math.ceil(value - EPSILON);
}

function roundDown(value: number): number {
  return Math.floor(value + EPSILON);
}

/** Rounds to 2 decimals, halves away from zero, robust to binary noise (8.375 → 8.38, 1.005 → 1.01). */
export function roundTo2(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + EPSILON * 1e3)) / 100;
}
