/**
 * The cars featured on the home page: available, with a photo, not reserved; highest dealer rank
 * then newest, one per make and model first, so the row shows the range rather than four of one
 * model (the rest are added in the same order when there are not enough models).
 */
import { isAvailable, type Car } from '../../domain/car';

export const FEATURED_COUNT = 8;

/** Picks the featured cars without mutating the stock list. */
export function featuredCars(cars: readonly Car[], count = FEATURED_COUNT): Car[] {
  const ranked = cars
    .filter((c) => c.show_on_dealer_website && isAvailable(c) && c.primary_image_url && !c.reserved)
    .sort((a, b) => b.custom_rank - a.custom_rank || (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  const seen = new Set<string>();
  const firsts: Car[] = [];
  const repeats: Car[] = [];
  for (const car of ranked) {
    const model = `${car.make}\u0000${car.model}`.toLowerCase();
    (seen.has(model) ? repeats : firsts).push(car);
    seen.add(model);
  }
  return [...firsts, ...repeats].slice(0, count);
}
