/** The cars featured on the home page: available, with a photo, highest dealer rank then newest. */
import { isAvailable, type Car } from '../../domain/car';

export const FEATURED_COUNT = 8;

/** Picks the featured cars without mutating the stock list. */
export function featuredCars(cars: readonly Car[], count = FEATURED_COUNT): Car[] {
  return cars
    .filter((c) => c.show_on_dealer_website && isAvailable(c) && c.primary_image_url && !c.reserved)
    .sort((a, b) => b.custom_rank - a.custom_rank || (b.created_at ?? '').localeCompare(a.created_at ?? ''))
    .slice(0, count);
}
