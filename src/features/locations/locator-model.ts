/** The dealer locator's ranking: locations nearest a postcode first, with a distance label (browser and build share it). */
import { haversineKm } from '../../domain/locations';

/** A location as the locator page embeds it. */
export interface LocatorPoint {
  id: string;
  lat?: number;
  lng?: number;
}

/** A ranked location; km is undefined for a location without coordinates (listed last). */
export interface RankedPoint {
  id: string;
  km?: number;
}

/** Locations nearest first by haversine distance (radius 6371 km); ties and unknown positions keep their order. */
export function rankByDistance(points: readonly LocatorPoint[], from: { lat: number; lng: number }): RankedPoint[] {
  return points
    .map((p, index) => ({
      id: p.id,
      index,
      km: p.lat !== undefined && p.lng !== undefined ? haversineKm(from, { lat: p.lat, lng: p.lng }) : undefined,
    }))
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.index - b.index)
    .map(({ id, km }) => (km === undefined ? { id } : { id, km }));
}

/** "3.4" under 10 km (once rounded), whole kilometres from there ("152"), with thousands separators. */
export function distanceLabel(km: number): string {
  return km < 9.95 ? km.toFixed(1) : Math.round(km).toLocaleString('en-AU');
}

/** The value a select should take when it offers exactly one real choice (placeholders have an empty value). */
export function loneOptionValue(values: readonly string[]): string | undefined {
  const real = values.filter((v) => v !== '');
  return real.length === 1 ? real[0] : undefined;
}
