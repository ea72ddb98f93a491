/** A car as the compare table shows it, made at build time (compare keeps this snapshot locally). */
import type { Car } from '../../domain/car';
import type { Translate } from '../../config/messages';
import { groupThousands } from '../../domain/money';
import { priceDisplay, type PriceDisplayOptions } from '../../domain/price';
import { isShownValue } from '../../domain/specs';
import { vehiclePath } from '../../paths';

/** Most cars compared at once: three columns still fit a phone held sideways. */
export const COMPARE_MAX = 3;

/** One compared car. */
export interface CompareItem {
  id: string;
  name: string;
  href: string;
  image?: string;
  /** [label, value] rows; empty, null and 'null' values are left out (spec 01 §5.3). */
  rows: [string, string][];
}

/** The snapshot of a car for compare. */
export function compareItem(car: Car, t: Translate, price: PriceDisplayOptions): CompareItem {
  const rows: [string, string | number | undefined][] = [
    [t('accounts.compare.price'), priceDisplay(car, price).text],
    [t('accounts.compare.year'), car.year],
    [t('accounts.compare.condition'), t(`carType.${car.car_type}`)],
    [t('accounts.compare.odometer'), car.km !== undefined ? `${groupThousands(car.km)} km` : undefined],
    [t('accounts.compare.transmission'), car.simple_transmission ?? car.trans],
    [t('accounts.compare.fuel'), car.simple_fuel ?? car.fuel],
    [t('accounts.compare.body'), car.simple_body ?? car.bodyconfiguration],
  ];
  return {
    id: car.id,
    name: car.name,
    href: vehiclePath(car.slug),
    ...(car.primary_image_url ? { image: car.primary_image_url } : {}),
    rows: rows
      .filter((r): r is [string, string | number] => isShownValue(r[1]))
      .map(([label, value]) => [label, String(value)]),
  };
}
