/**
 * Similar cars (spec 01 §4.3, §9) computed at build time from lookup maps built once, so a build
 * of 20,000 cars costs O(n log n) plus a few steps per car instead of a scan of the stock per page.
 *
 * Ranking: candidates must be in stock, listed on the website, priced, and within the price band
 * (±10,000 under 50,000, else ±25,000). Same make and body come first, then same body, then same
 * make, then any other car in the band; within each tier the nearest price first (the cheaper on a
 * tie, then the lower id). At most 6.
 */
import type { Car } from './car';
import { hasShownPrice } from './price';

/** Most similar cars shown. */
export const SIMILAR_LIMIT = 6;
/** Prices under this use the narrow band. */
export const SIMILAR_BAND_THRESHOLD = 50000;
/** Price band either side under 50,000. */
export const SIMILAR_BAND_NARROW = 10000;
/** Price band either side from 50,000. */
export const SIMILAR_BAND_WIDE = 25000;

type IndexedCar = Car & { price: number };

/** Candidate lists by make+body, body, make and all, each sorted by price. Build once per build. */
export interface SimilarIndex {
  byMakeBody: ReadonlyMap<string, readonly IndexedCar[]>;
  byBody: ReadonlyMap<string, readonly IndexedCar[]>;
  byMake: ReadonlyMap<string, readonly IndexedCar[]>;
  all: readonly IndexedCar[];
}

/** The price band either side of a price. */
export function similarPriceBand(price: number): number {
  return price < SIMILAR_BAND_THRESHOLD ? SIMILAR_BAND_NARROW : SIMILAR_BAND_WIDE;
}

const norm = (s: string | undefined) => s?.trim().toLowerCase() || undefined;
const bodyKey = (car: Pick<Car, 'simple_body' | 'bodyconfiguration'>) =>
  norm(car.simple_body) ?? norm(car.bodyconfiguration);
const makeKey = (car: Pick<Car, 'make'>) => norm(car.make);
const byPrice = (a: IndexedCar, b: IndexedCar) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function push(map: Map<string, IndexedCar[]>, key: string | undefined, car: IndexedCar): void {
  if (key === undefined) return;
  const list = map.get(key);
  if (list) list.push(car);
  else map.set(key, [car]);
}

/** Builds the lookup maps from the whole stock (only eligible candidates are kept). */
export function buildSimilarIndex(cars: readonly Car[]): SimilarIndex {
  const byMakeBody = new Map<string, IndexedCar[]>();
  const byBody = new Map<string, IndexedCar[]>();
  const byMake = new Map<string, IndexedCar[]>();
  const all: IndexedCar[] = [];
  for (const car of cars) {
    if (car.status !== 'in_stock' || !car.show_on_dealer_website || !hasShownPrice(car)) continue;
    const body = bodyKey(car);
    const make = makeKey(car);
    all.push(car);
    push(byBody, body, car);
    push(byMake, make, car);
    if (body !== undefined && make !== undefined) push(byMakeBody, `${make}\u0000${body}`, car);
  }
  for (const list of [all, ...byMakeBody.values(), ...byBody.values(), ...byMake.values()]) list.sort(byPrice);
  return { byMakeBody, byBody, byMake, all };
}

/** First index whose price is ≥ target. */
function lowerBound(list: readonly IndexedCar[], target: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as IndexedCar).price < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Walks outward from the price, nearest first, adding in-band cars not yet picked until `out` is full. */
function takeNearest(
  list: readonly IndexedCar[],
  price: number,
  band: number,
  picked: Set<string>,
  out: Car[],
  limit: number,
): void {
  let hi = lowerBound(list, price);
  let lo = hi - 1;
  while (out.length < limit) {
    const below = lo >= 0 ? (list[lo] as IndexedCar) : undefined;
    const above = hi < list.length ? (list[hi] as IndexedCar) : undefined;
    const takeBelow = below !== undefined && (above === undefined || price - below.price <= above.price - price);
    const next = takeBelow ? below : above;
    if (next === undefined || Math.abs(next.price - price) > band) return;
    // Below the price the walk goes downwards; take a run of equal prices in id order, as above.
    let from = takeBelow ? lo : hi;
    if (takeBelow) while (from > 0 && (list[from - 1] as IndexedCar).price === next.price) from--;
    const to = takeBelow ? lo : hi;
    if (takeBelow) lo = from - 1;
    else hi++;
    for (let k = from; k <= to && out.length < limit; k++) {
      const candidate = list[k] as IndexedCar;
      if (!picked.has(candidate.id)) {
        picked.add(candidate.id);
        out.push(candidate);
      }
    }
  }
}

/** Up to 6 similar cars for a car, ranked as described above; none when the car has no shown price. */
export function similarCars(index: SimilarIndex, car: Car, limit: number = SIMILAR_LIMIT): Car[] {
  if (!hasShownPrice(car)) return [];
  const band = similarPriceBand(car.price);
  const body = bodyKey(car);
  const make = makeKey(car);
  const picked = new Set<string>([car.id]);
  const out: Car[] = [];
  const tiers = [
    body !== undefined && make !== undefined ? index.byMakeBody.get(`${make}\u0000${body}`) : undefined,
    body !== undefined ? index.byBody.get(body) : undefined,
    make !== undefined ? index.byMake.get(make) : undefined,
    index.all,
  ];
  for (const tier of tiers) if (tier) takeNearest(tier, car.price, band, picked, out, limit);
  return out;
}
