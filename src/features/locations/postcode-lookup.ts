/** Postcode → map point for the dealer locator, from the bundled table (src/data/postcodes.md). */
import type { SiteLocation } from '../../config';

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

/**
 * The point of a 4-digit postcode: listed, else the numerically nearest listed postcode sharing
 * its first three digits; undefined otherwise (the page then says "Invalid postcode").
 */
export function lookupPostcode(input: string, table: PostcodeTable): PostcodePoint | undefined {
  const code = input.trim();
  if (!/^\d{4}$/.test(code)) return undefined;
  const exact = table[code];
  if (exact) return { lat: exact[0], lng: exact[1], postcode: code, exact: true };
  const n = Number(code);
  let best: string | undefined;
  for (const other of Object.keys(table)) {
    if (other.slice(0, 3) !== code.slice(0, 3)) continue;
    if (best === undefined || Math.abs(Number(other) - n) < Math.abs(Number(best) - n)) best = other;
  }
  const point = best ? table[best] : undefined;
  return best && point ? { lat: point[0], lng: point[1], postcode: best, exact: false } : undefined;
}
