import { describe, expect, it } from 'vitest';
import type { SiteLocation } from '../../config';
import { mapEmbedUrl } from './map-embed';

const location = {
  name: 'Harbour Toyota',
  address: { street: '1 Dawson Hwy', city: 'Gladstone', state: 'QLD', postcode: '4680', lat: -23.85, long: 151.25 },
} as SiteLocation;

describe('mapEmbedUrl', () => {
  it('is undefined without a configured variable, or when the variable is unset or blank (local builds and tests)', () => {
    expect(mapEmbedUrl(location, { mapZoom: 10 }, { MAPS_KEY: 'k' })).toBeUndefined();
    expect(mapEmbedUrl(location, { mapKeyEnv: 'MAPS_KEY', mapZoom: 10 }, {})).toBeUndefined();
    expect(mapEmbedUrl(location, { mapKeyEnv: 'MAPS_KEY', mapZoom: 10 }, { MAPS_KEY: ' ' })).toBeUndefined();
  });
  it('uses the key, the default zoom 10 and a road map', () => {
    const url = new URL(mapEmbedUrl(location, { mapKeyEnv: 'MAPS_KEY', mapZoom: 10 }, { MAPS_KEY: 'abc' })!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/embed/v1/place');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'abc',
      q: 'Harbour Toyota, 1 Dawson Hwy, Gladstone QLD 4680',
      zoom: '10',
      maptype: 'roadmap',
      center: '-23.85,151.25',
    });
  });
  it('prefers the place id', () => {
    const withPlace = { ...location, address: { ...location.address, place_id: 'ChIJ123' } } as SiteLocation;
    const url = new URL(mapEmbedUrl(withPlace, { mapKeyEnv: 'K', mapZoom: 14 }, { K: 'abc' })!);
    expect(url.searchParams.get('q')).toBe('place_id:ChIJ123');
    expect(url.searchParams.get('zoom')).toBe('14');
  });
});
