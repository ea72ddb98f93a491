/** Classifies a car's fuel for the rules that treat electrified cars differently (badges, fuel cost). */
import type { Car } from './car';

/** The electrified fuel kinds a card badge can show. */
export type ElectrifiedFuel = 'electric' | 'hybrid' | 'plug-in hybrid';

/**
 * The electrified kind from fuel or simple_fuel text. "Plug-in" is checked before "hybrid" and
 * "hybrid" before "electric", because feeds write hybrids as "Petrol - Electric Hybrid".
 */
export function electrifiedFuel(car: Pick<Car, 'fuel' | 'simple_fuel'>): ElectrifiedFuel | undefined {
  const text = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.toLowerCase();
  if (/plug[\s-]?in|phev/.test(text)) return 'plug-in hybrid';
  // "Petrol - Electric" is how feeds spell a hybrid drivetrain.
  if (/hybrid|hev/.test(text) || (/electric/.test(text) && /petrol|diesel/.test(text))) return 'hybrid';
  if (/electric|\bev\b|\bbev\b/.test(text)) return 'electric';
  return undefined;
}

/** True for a fully electric car (no fuel cost). */
export function isFullyElectric(car: Pick<Car, 'fuel' | 'simple_fuel'>): boolean {
  return electrifiedFuel(car) === 'electric';
}
