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

/** How messages are made: the site's address, which arrivals a search lists, and each message's stop link. */
export interface AlertContext {
  siteUrl: string;
  /** Ids of the arrivals a saved search would list (the search page's own rules: search-match.ts). */
  matches: (search: AlertSearch) => ReadonlySet<string>;
  /** The link that stops a message's alerts: the saved search's own when there is one, else every alert to the phone. */
  stopLink: (phone: string, searchId?: string) => string;
  /** Phones that stopped every alert: nothing is queued for them. */
  alertsOff?: ReadonlySet<string>;
}

/** Cars available now that were not available (or not listed) before: the candidates for new matches. */
export function arrivals(previous: readonly AlertCar[], next: readonly AlertCar[]): AlertCar[] {
  const before = new Map(previous.map((c) => [c.id, c]));
  return next.filter((car) => isAvailable(car) && !(before.has(car.id) && isAvailable(before.get(car.id)!)));
}

/** Everything a build's change of stock should tell shoppers. Cars are matched by id. */
export function alertMessages(
  previous: readonly AlertCar[],
  next: readonly AlertCar[],
  searches: readonly AlertSearch[],
  watches: readonly AlertWatch[],
  context: AlertContext,
): AlertMessage[] {
  const before = new Map(previous.map((c) => [c.id, c]));
  const after = new Map(next.map((c) => [c.id, c]));
  const link = (car: AlertCar) => `${context.siteUrl.replace(/\/+$/, '')}${vehiclePath(car.slug)}`;
  const stop = (phone: string, searchId?: string) => ` To stop these alerts: ${context.stopLink(phone, searchId)}`;
  const off = context.alertsOff ?? new Set<string>();
  const messages: AlertMessage[] = [];

  const arrived = arrivals(previous, next);
  for (const search of searches) {
    if (off.has(search.phone)) continue;
    const matched = context.matches(search);
    for (const car of arrived) {
      if (!matched.has(car.id)) continue;
      messages.push({
        id: `new-match:${search.id}:${car.id}`,
        kind: 'new-match',
        phone: search.phone,
        searchId: search.id,
        carId: car.id,
        body: `New match for your search "${search.name}": ${car.name} ${link(car)}${stop(search.phone, search.id)}`,
      });
    }
  }

  for (const watch of watches) {
    if (off.has(watch.phone)) continue;
    const was = before.get(watch.carId);
    const now = after.get(watch.carId);
    if (!was || isSold(was)) continue;
    // A car that leaves the feed was sold or withdrawn: either way the shopper can no longer buy it.
    if (!now || isSold(now)) {
      messages.push({
        id: `sold:${watch.phone}:${watch.carId}`,
        kind: 'sold',
        phone: watch.phone,
        carId: watch.carId,
        body: `${was.name} from your watchlist has sold.${stop(watch.phone)}`,
      });
      continue;
    }
    if (was.price !== undefined && now.price !== undefined && now.price > 10 && now.price < was.price) {
      messages.push({
        id: `price-drop:${watch.phone}:${watch.carId}:${now.price}`,
        kind: 'price-drop',
        phone: watch.phone,
        carId: watch.carId,
        body: `Price drop: ${now.name} is now ${formatAud(now.price)} (was ${formatAud(was.price)}). ${link(now)}${stop(watch.phone)}`,
      });
    }
  }
  return messages;
}
