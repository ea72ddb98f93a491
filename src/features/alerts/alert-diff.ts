/**
 * Alerts beyond the spec: after a feed build, compare the new stock with the last and work out
 * what to tell shoppers — a saved search with new matches, a watchlisted car whose price dropped
 * or that sold. Pure: the caller reads the databases and files and sends the messages.
 */
import { isAvailable, isSold, type Car } from '../../domain/car';
import { formatAud } from '../../domain/money';
import { vehiclePath } from '../../paths';

/** The car fields the diff reads. */
export type AlertCar = Pick<Car, 'id' | 'slug' | 'name' | 'status' | 'price'> & Partial<Car>;

/** A saved search: the filters of a search history entry (lists, ranges as "min:max", query). */
export interface AlertSearch {
  id: string;
  phone: string;
  name: string;
  filters: Record<string, string | string[]>;
}

/** One saved car of one shopper. */
export interface AlertWatch {
  phone: string;
  carId: string;
}

/** A message to queue; `id` is the same whenever the same event is seen again, so it is sent once. */
export interface AlertMessage {
  id: string;
  kind: 'new-match' | 'price-drop' | 'sold';
  phone: string;
  /** The saved search it answers (new matches only). */
  searchId?: string;
  carId: string;
  body: string;
}

const norm = (value: unknown) => String(value ?? '').trim().toLowerCase();

/** True when a car meets every filter of a saved search; an unknown field never matches. */
export function matchesSearch(car: AlertCar, filters: AlertSearch['filters']): boolean {
  const fields = car as unknown as Record<string, unknown>;
  return Object.entries(filters).every(([field, wanted]) => {
    if (field === 'query') {
      const words = norm(wanted).split(/\s+/).filter(Boolean);
      const haystack = norm(car.name);
      return words.every((w) => haystack.includes(w));
    }
    const value = fields[field];
    if (value === undefined || value === null) return false;
    if (Array.isArray(wanted)) return wanted.some((w) => norm(w) === norm(value));
    const range = /^(-?\d*\.?\d*):(-?\d*\.?\d*)$/.exec(wanted);
    if (range && typeof value === 'number') {
      const [min, max] = [range[1], range[2]].map((s) => (s === '' || s === undefined ? undefined : Number(s)));
      return (min === undefined || value >= min) && (max === undefined || value <= max);
    }
    return norm(wanted) === norm(value);
  });
}

/** Everything a build's change of stock should tell shoppers. Cars are matched by id. */
export function alertMessages(
  previous: readonly AlertCar[],
  next: readonly AlertCar[],
  searches: readonly AlertSearch[],
  watches: readonly AlertWatch[],
  siteUrl: string,
): AlertMessage[] {
  const before = new Map(previous.map((c) => [c.id, c]));
  const after = new Map(next.map((c) => [c.id, c]));
  const link = (car: AlertCar) => `${siteUrl.replace(/\/+$/, '')}${vehiclePath(car.slug)}`;
  const messages: AlertMessage[] = [];

  // A car is new to a search when it is available now and was not available (or not listed) before.
  const arrivals = next.filter((car) => isAvailable(car) && !(before.has(car.id) && isAvailable(before.get(car.id)!)));
  for (const search of searches) {
    for (const car of arrivals) {
      if (!matchesSearch(car, search.filters)) continue;
      messages.push({
        id: `new-match:${search.id}:${car.id}`,
        kind: 'new-match',
        phone: search.phone,
        searchId: search.id,
        carId: car.id,
        body: `New match for your search "${search.name}": ${car.name} ${link(car)}`,
      });
    }
  }

  for (const watch of watches) {
    const was = before.get(watch.carId);
    const now = after.get(watch.carId);
    if (!was || isSold(was)) continue;
    // A car that leaves the feed was sold or withdrawn: either way the shopper can no longer buy it.
    if (!now || isSold(now)) {
      messages.push({ id: `sold:${watch.phone}:${watch.carId}`, kind: 'sold', phone: watch.phone, carId: watch.carId, body: `${was.name} from your watchlist has sold.` });
      continue;
    }
    if (was.price !== undefined && now.price !== undefined && now.price > 10 && now.price < was.price) {
      messages.push({
        id: `price-drop:${watch.phone}:${watch.carId}:${now.price}`,
        kind: 'price-drop',
        phone: watch.phone,
        carId: watch.carId,
        body: `Price drop: ${now.name} is now ${formatAud(now.price)} (was ${formatAud(was.price)}). ${link(now)}`,
      });
    }
  }
  return messages;
}
