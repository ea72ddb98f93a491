import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../config/messages';
import type { SiteLocation } from '../../config';
import { addressLine, directionsHref, locationLayout, locationRating, locationView } from './location-view';

const t = createTranslator();
const base = {
  id: '7',
  name: 'Harbour Toyota',
  slug: 'gladstone',
  dealership_id: '1',
  primary: true,
  visible: true,
  location_type: 'sales',
  location_subtype: [],
  manufacturers: [],
  address: { street: '1 Dawson Hwy', city: 'Gladstone', state: 'QLD', postcode: '4680', lat: -23.85, long: 151.25 },
  contact_detail: { phone: '+61749724100', opening_hours: [], service_hours: [] },
  special_hours: [],
  distribution_locations: [],
  dealer_license_number: 'MD 1234',
  motor_vehicle_repairer: 'MVR 99',
} as unknown as SiteLocation;

describe('locationLayout', () => {
  it.each([
    [1, 'auto', 'card'],
    [1, 'carousel', 'card'],
    [2, 'auto', 'grid'],
    [3, 'auto', 'grid'],
    [4, 'auto', 'carousel'],
    [12, 'auto', 'carousel'],
    [12, 'grid', 'grid'],
    [4, 'carousel', 'carousel'],
    [2, 'card', 'card'],
    [5, 'grid', 'grid'],
  ] as const)('%i locations, display %s → %s', (count, display, layout) =>
    expect(locationLayout(count, display)).toBe(layout),
  );
});

describe('locationView', () => {
  const view = locationView(base, { locationPages: { route: 'our-location' } as never }, t);
  it('words the address, phones and both licence numbers', () => {
    expect(view.addressLine).toBe('1 Dawson Hwy, Gladstone QLD 4680');
    expect(view.phones).toEqual([{ label: 'Phone', display: '07 4972 4100', href: 'tel:0749724100' }]);
    expect(view.licences).toEqual(['Licence No. MD 1234', 'Repairer Licence No. MVR 99']);
  });
  it('links to the configured location route and the contact page for this location', () => {
    expect(view.href).toBe('/our-location/gladstone');
    expect(view.enquiryHref).toBe('/contact-us?location=7#contact-form');
  });
  it('falls back to a maps search when there is no place URL', () => {
    expect(directionsHref(base)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Harbour%20Toyota%2C%201%20Dawson%20Hwy%2C%20Gladstone%20QLD%204680',
    );
    expect(directionsHref({ name: 'x', address: {} } as SiteLocation)).toBeUndefined();
  });
  it('leaves out missing address parts', () =>
    expect(addressLine({ city: 'Gladstone', state: 'QLD' })).toBe('Gladstone QLD'));
});

describe('locationRating', () => {
  it('reads average_rating or the reviews summary, to one decimal with stars', () => {
    expect(locationRating({ average_rating: 4.64, review_count: 12 })).toEqual({
      text: '4.6',
      full: 4,
      partial: 0.6,
      count: 12,
    });
    expect(locationRating({ reviews: { average_rating: 4.2, count: 3 } })).toEqual({
      text: '4.2',
      full: 4,
      partial: 0,
      count: 3,
    });
    expect(locationRating({})).toBeUndefined();
  });
});
