/**
 * Recently viewed cars kept locally (spec 01 §3.3 viewed-car record: id, stocknum, make, model,
 * body, simple_body), plus the name, slug and a small photo so the "Recently viewed" strip can
 * show and link them (RecentlyViewedStrip.astro reads the same key).
 */
import type { Car } from '../../domain/car';

/** The localStorage key. */
export const VIEWED_KEY = 'forecourt:recently-viewed';
/** Cars remembered; the strip shows them all. */
export const VIEWED_LIMIT = 6;

/** One viewed car. */
export interface ViewedCar {
  id: string;
  stocknum?: string;
  make: string;
  model: string;
  body?: string;
  simple_body?: string;
  name: string;
  slug: string;
  /** A small photo (the first thumbnail, at strip size), when the car has one. */
  image?: string;
}

/** The record of a car; `image` is its photo's URL at strip size (the page builds it with the site's image CDN). */
export function viewedRecord(
  car: Pick<Car, 'id' | 'stocknum' | 'make' | 'model' | 'bodyconfiguration' | 'simple_body' | 'name' | 'slug'>,
  image?: string,
): ViewedCar {
  return {
    id: car.id,
    ...(car.stocknum ? { stocknum: car.stocknum } : {}),
    make: car.make,
    model: car.model,
    ...(car.bodyconfiguration ? { body: car.bodyconfiguration } : {}),
    ...(car.simple_body ? { simple_body: car.simple_body } : {}),
    name: car.name,
    slug: car.slug,
    ...(image ? { image } : {}),
  };
}

/** The stored list; anything unreadable counts as empty. */
export function parseViewed(raw: string | null): ViewedCar[] {
  try {
    const value = JSON.parse(raw ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (v): v is ViewedCar =>
          typeof v === 'object' &&
          v !== null &&
          ['id', 'name', 'slug', 'make', 'model'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string'),
      )
      .map(({ image, ...rest }) => (typeof image === 'string' ? { ...rest, image } : rest))
      .slice(0, VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Puts a viewed car first (once), keeping the newest VIEWED_LIMIT. */
export function addViewed(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((v) => v.id !== car.id)].slice(0, VIEWED_LIMIT);
}

/** Records a view in localStorage (ignored when storage is blocked). */
export function recordViewed(
  car: ViewedCar,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(VIEWED_KEY, JSON.stringify(addViewed(parseViewed(storage.getItem(VIEWED_KEY)), car)));
  } catch {
    // Recently viewed is a convenience, never an error.
  }
}
