/** The fuel cost and delivery calculators of the vehicle page (spec 01 §5.3, §5.4, §8, §9). */
import type { Car } from './car';
import { isFullyElectric } from './fuel';

/** Fuel calculator defaults: dollars per litre, km per week, L/100km when the car's is unknown. */
export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100km: 10 } as const;

/** The fuel calculator's result. */
export interface FuelCost {
  /** Dollars per week, to the cent. */
  weekly: number;
  /** Dollars per year (52 weeks), to the cent. */
  yearly: number;
  /** L/100km used, and whether it is the default because the car's is unknown. */
  litresPer100km: number;
  assumedConsumption: boolean;
}

/** Whether the fuel calculator shows for the car (hidden for electric cars). */
export function showFuelCalculator(car: Pick<Car, 'fuel' | 'simple_fuel'>): boolean {
  return !isFullyElectric(car);
}

/**
 * Weekly and yearly fuel cost: km per week / 100 × L/100km × price per litre. Shopper inputs
 * override the defaults; undefined for electric cars.
 */
export function fuelCost(
  car: Pick<Car, 'fuel' | 'simple_fuel' | 'fuelconsumptioncombined'>,
  inputs: { pricePerLitre?: number; kmPerWeek?: number } = {},
): FuelCost | undefined {
  if (!showFuelCalculator(car)) return undefined;
  const known = car.fuelconsumptioncombined !== undefined && car.fuelconsumptioncombined > 0;
  const litresPer100km = known ? (car.fuelconsumptioncombined as number) : FUEL_DEFAULTS.litresPer100km;
  const price = inputs.pricePerLitre ?? FUEL_DEFAULTS.pricePerLitre;
  const km = inputs.kmPerWeek ?? FUEL_DEFAULTS.kmPerWeek;
  const weekly = (km / 100) * litresPer100km * price;
  // toPrecision drops binary noise first, so 33.575 rounds up as a person would.
  const cents = (n: number) => Math.round(Number((n * 100).toPrecision(12))) / 100;
  return { weekly: cents(weekly), yearly: cents(weekly * 52), litresPer100km, assumedConsumption: !known };
}

/** One row of a site's delivery table: an inclusive postcode range, its price and region name. */
export interface DeliveryRate {
  from: number;
  to: number;
  price: number;
  region: string;
}

/**
 * The delivery calculator's answer. A failure names its message: empty-postcode is
 * delivery.emptyPostcode (Please enter a postcode.), no-estimate is delivery.noEstimate.
 */
export type DeliveryEstimate = { ok: true; price: number; region: string } | { ok: false; reason: 'empty-postcode' | 'no-estimate' };

/** Looks up a postcode in the table; the first matching row wins. */
export function deliveryEstimate(postcode: string, table: readonly DeliveryRate[]): DeliveryEstimate {
  const code = postcode.trim();
  if (code === '') return { ok: false, reason: 'empty-postcode' };
  const value = /^\d{4}$/.test(code) ? Number(code) : undefined;
  const row = value === undefined ? undefined : table.find((r) => value >= r.from && value <= r.to);
  return row ? { ok: true, price: row.price, region: row.region } : { ok: false, reason: 'no-estimate' };
}
