/** What the saved-cars page shows per car now (current price and availability), built once per feed build. */
import type { Car } from '../../domain/car';
import { priceDisplay, type PriceDisplayOptions } from '../../domain/price';
import { vehiclePath } from '../../paths';

/** One car's current state. */
export interface GarageCar {
  name: string;
  href: string;
  price: string;
  status: Car['status'];
  image?: string;
}

/** Every listed car by id, for the saved-cars page to look its entries up in. */
export function garageCars(cars: readonly Car[], price: PriceDisplayOptions): Record<string, GarageCar> {
  const out: Record<string, GarageCar> = {};
  for (const car of cars) {
    out[car.id] = {
      name: car.name,
      href: vehiclePath(car.slug),
      price: priceDisplay(car, price).text,
      status: car.status,
      ...(car.primary_image_url ? { image: car.primary_image_url } : {}),
    };
  }
  return out;
}
