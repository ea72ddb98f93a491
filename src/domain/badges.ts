/** Card badge priority (spec 01 §4.2) and the manufacturer-certified rule (spec 01 §5.3). */
import { isSold, type Car } from './car';
import { electrifiedFuel, type ElectrifiedFuel } from './fuel';
import { isBefore, type Moment } from './now';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The site settings the badge rules read. */
export interface BadgeOptions {
  /** Show electric / hybrid / plug-in hybrid fuel badges first (sites with the option). */
  fuelBadges?: boolean;
  /** Makes whose manufacturer-certified logo the site shows (usually the site's own manufacturer). */
  certifiedMakes?: readonly string[];
  /** Days after created_at during which the just-arrived badge shows (config stock.justArrivedDays). */
  justArrivedDays: number;
}

/** The one badge a card shows. */
export type CardBadge =
  | { kind: 'fuel'; fuel: ElectrifiedFuel }
  | { kind: 'reserved' }
  | { kind: 'certified'; make: string }
  | { kind: 'tag'; text: string }
  | { kind: 'coming-soon' }
  | { kind: 'just-arrived' };

type BadgeCar = Pick<Car, 'fuel' | 'simple_fuel' | 'reserved' | 'certified' | 'make' | 'status' | 'tag' | 'created_at'>;

/** Manufacturer-certified: the car is of that make (case-insensitive), certified, and not sold. */
export function isManufacturerCertified(car: Pick<Car, 'make' | 'certified' | 'status'>, make: string): boolean {
  return car.certified && !isSold(car) && car.make.trim().toLowerCase() === make.trim().toLowerCase();
}

/**
 * Just arrived: created less than `days` × 24 h before `now`. A created_at in the future (clock
 * skew between the feed and the build) counts as just arrived; an unparsable one does not.
 */
export function isJustArrived(car: Pick<Car, 'created_at'>, now: Moment, days: number): boolean {
  if (!car.created_at) return false;
  const created = Date.parse(car.created_at);
  if (Number.isNaN(created)) return false;
  return isBefore(now, created + days * DAY_MS);
}

/** The card badge: the first of the spec's seven rules that matches, or undefined for none. */
export function cardBadge(car: BadgeCar, options: BadgeOptions, now: Moment): CardBadge | undefined {
  if (options.fuelBadges) {
    const fuel = electrifiedFuel(car);
    if (fuel) return { kind: 'fuel', fuel };
  }
  if (car.reserved) return { kind: 'reserved' };
  const certifiedMake = options.certifiedMakes?.find((make) => isManufacturerCertified(car, make));
  if (certifiedMake !== undefined) return { kind: 'certified', make: certifiedMake };
  const tag = car.tag?.trim();
  if (tag) return { kind: 'tag', text: tag };
  if (car.status === 'coming_soon') return { kind: 'coming-soon' };
  if (isJustArrived(car, now, options.justArrivedDays)) return { kind: 'just-arrived' };
  return undefined;
}
