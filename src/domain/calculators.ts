/** The fuel cost calculator of the vehicle page (spec 01 §5.3, §9); the delivery price is the lead API's (api/routes/delivery.ts). */
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
