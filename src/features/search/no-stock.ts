/**
 * A make or model page with no such car in stock (a page that exists because the site links to it):
 * similar cars to offer instead, the same make first, then the range (issue 21 point 16). Pure.
 */
import type { Car } from '../../domain/car';
import { featuredCars } from '../home/featured';

/** Similar cars shown under an empty make or model page. */
export const NO_STOCK_SIMILAR = 4;

/** Available cars of the same make (other models), then the featured range; never the same car twice. */
export function noStockSimilar(cars: readonly Car[], make: string | undefined, count = NO_STOCK_SIMILAR): Car[] {
  const ranked = featuredCars(cars, cars.length);
  const key = make?.trim().toLowerCase();
  const sameMake = key ? ranked.filter((c) => c.make.trim().toLowerCase() === key) : [];
  return [...new Set([...sameMake, ...ranked])].slice(0, count);
}
