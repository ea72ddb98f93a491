/**
 * The map of a location: the site's map provider with its key in production, only when
 * `locationPages.mapKeyEnv` names a variable that is set at build time; otherwise undefined, and
 * the page draws a static, keyless map card (no request leaves the page).
 */
import type { SiteConfig, SiteLocation } from '../../config';
import { addressLine } from './location-view';

/** Google Maps Embed API URL (road map, the site's zoom: default 10), or undefined without a key. */
export function mapEmbedUrl(
  location: Pick<SiteLocation, 'name' | 'address'>,
  pages: Pick<SiteConfig['locationPages'], 'mapKeyEnv' | 'mapZoom'>,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const key = pages.mapKeyEnv ? env[pages.mapKeyEnv]?.trim() : undefined;
  if (!key) return undefined;
  const { place_id: placeId, lat, long } = location.address;
  const q = placeId ? `place_id:${placeId}` : `${location.name}, ${addressLine(location.address)}`;
  const params = new URLSearchParams({ key, q, zoom: String(pages.mapZoom), maptype: 'roadmap' });
  if (!placeId && lat !== undefined && long !== undefined) params.set('center', `${lat},${long}`);
  return `https://www.google.com/maps/embed/v1/place?${params.toString()}`;
}
