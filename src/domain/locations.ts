/** Dealer locations: block filtering and distance (spec 02 §2, §3, §9 Locations and reviews). */

/** A dealer location as the site data gives it (spec 02 §3), with the fields the rules read. */
export interface DealerLocation {
  id: string;
  name: string;
  slug?: string;
  dealership_id?: string;
  dealership_slug?: string;
  primary?: boolean;
  /** False hides the location everywhere. */
  visible?: boolean;
  /** sales, service or parts; empty or absent means sales. */
  location_type?: string;
  location_subtype?: readonly string[] | string;
  /** Map position as the data gives it (lat, long). */
  address?: { lat?: number; long?: number };
}

/** Which locations a block shows. */
export type LocationFilter = 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | { id: string };

/** Earth radius for distances. */
export const EARTH_RADIUS_KM = 6371;
/** The carousel shows its 'Swipe' hint above this many cards. */
export const SWIPE_HINT_ABOVE = 3;

/** The location's type, with empty meaning sales. */
export function locationType(location: Pick<DealerLocation, 'location_type'>): string {
  return location.location_type?.trim().toLowerCase() || 'sales';
}

/** The visible locations a block's filter selects, in their given order. */
export function filterLocations<T extends DealerLocation>(locations: readonly T[], filter: LocationFilter): T[] {
  const visible = locations.filter((l) => l.visible !== false);
  if (typeof filter === 'object') return visible.filter((l) => l.id === filter.id);
  switch (filter) {
    case 'all':
      return visible;
    case 'primary':
      return visible.filter((l) => l.primary === true);
    case 'service-and-parts':
      return visible.filter((l) => ['service', 'parts'].includes(locationType(l)));
    default:
      return visible.filter((l) => locationType(l) === filter);
  }
}

/** Great-circle distance in km (haversine, radius 6371 km). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Locations nearest first from a point (e.g. a geocoded postcode); ones without coordinates last. */
export function sortByDistance<T extends DealerLocation>(
  locations: readonly T[],
  from: { lat: number; lng: number },
): T[] {
  const distance = (l: T) => {
    const lat = l.address?.lat;
    const lng = l.address?.long;
    return lat !== undefined && lng !== undefined ? haversineKm(from, { lat, lng }) : Number.POSITIVE_INFINITY;
  };
  return [...locations].sort((a, b) => distance(a) - distance(b));
}

/** Whether a location carousel shows the 'Swipe' hint (more than 3 cards). */
export function showSwipeHint(cardCount: number): boolean {
  return cardCount > SWIPE_HINT_ABOVE;
}

/**
 * The locations a page about one subject lists: the first filter in `preference` that selects any,
 * else every visible location (a parts page of a dealer without a parts counter still says where to call).
 */
export function locationsFor<T extends DealerLocation>(
  locations: readonly T[],
  preference: readonly LocationFilter[],
): T[] {
  for (const filter of preference) {
    const shown = filterLocations(locations, filter);
    if (shown.length > 0) return shown;
  }
  return filterLocations(locations, 'all');
}
