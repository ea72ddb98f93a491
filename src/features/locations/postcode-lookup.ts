/**
 * Postcode → map point for the dealer locator, from the bundled table (src/data/postcodes.md). A
 * postcode the table does not list borrows the numerically nearest listed one of its state sharing
 * its first three digits, else its first two, else any of its state: neighbouring numbers are
 * neighbouring areas, and the page says which postcode the distances are from.
 */
import type { SiteLocation } from '../../config';
import { postcodeState } from '../../domain/postcode-state';

/** Postcode → [latitude, longitude]. */
export type PostcodeTable = Readonly<Record<string, readonly [number, number]>>;

/** A resolved postcode: its point, and whether it was listed or borrowed from a neighbour. */
export interface PostcodePoint {
  lat: number;
  lng: number;
  /** The listed postcode the point belongs to. */
  postcode: string;
  exact: boolean;
}

/** The outcome of a lookup: a point, a 4-digit number no state uses or the table cannot place, or not a postcode at all. */
export type PostcodeLookup = ({ kind: 'found' } & PostcodePoint) | { kind: 'unknown' } | { kind: 'invalid' };

/** The bundled table plus each location's own postcode at its own coordinates (averaged when several share one). */
export function postcodeTableFor(
  locations: readonly Pick<SiteLocation, 'address'>[],
  base: PostcodeTable,
): Record<string, readonly [number, number]> {
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const { address } of locations) {
    if (!address.postcode || address.lat === undefined || address.long === undefined) continue;
    const sum = sums.get(address.postcode) ?? { lat: 0, lng: 0, n: 0 };
    sums.set(address.postcode, { lat: sum.lat + address.lat, lng: sum.lng + address.long, n: sum.n + 1 });
  }
  const table: Record<string, readonly [number, number]> = { ...base };
  for (const [code, s] of sums) table[code] = [s.lat / s.n, s.lng / s.n];
  return table;
}

/** The numerically nearest listed postcode among those `keep` accepts (the lower one on a tie). */
function nearestListed(code: string, table: PostcodeTable, keep: (other: string) => boolean): string | undefined {
  const n = Number(code);
  let best: string | undefined;
  for (const other of Object.keys(table)) {
    if (!keep(other)) continue;
    const d = Math.abs(Number(other) - n);
    const bestD = best === undefined ? Infinity : Math.abs(Number(best) - n);
    if (d < bestD || (d === bestD && best !== undefined && Number(other) < Number(best))) best = other;
  }
  return best;
}

/** Looks a shopper's postcode up: listed, else borrowed from the nearest listed postcode of its district or state. */
export function lookupPostcode(input: string, table: PostcodeTable): PostcodeLookup {
  const code = input.trim();
  if (!/^\d{4}$/.test(code)) return { kind: 'invalid' };
  const exact = table[code];
  if (exact) return { kind: 'found', lat: exact[0], lng: exact[1], postcode: code, exact: true };
  const state = postcodeState(code);
  if (!state) return { kind: 'unknown' };
  const borrowed =
    nearestListed(code, table, (o) => o.slice(0, 3) === code.slice(0, 3) && postcodeState(o) === state) ??
    nearestListed(code, table, (o) => o.slice(0, 2) === code.slice(0, 2) && postcodeState(o) === state) ??
    nearestListed(code, table, (o) => postcodeState(o) === state);
  const point = borrowed ? table[borrowed] : undefined;
  return borrowed && point
    ? { kind: 'found', lat: point[0], lng: point[1], postcode: borrowed, exact: false }
    : { kind: 'unknown' };
}
