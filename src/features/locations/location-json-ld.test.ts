import { describe, expect, it } from 'vitest';
import type { SiteLocation } from '../../config';
import { locationJsonLd } from './location-json-ld';

const location = {
  id: '7',
  name: 'Harbour Toyota',
  slug: 'gladstone',
  address: { street: '1 Dawson Hwy', city: 'Gladstone', state: 'QLD', postcode: '4680', lat: -23.85, long: 151.25 },
  contact_detail: {
    phone: '+61749724100',
    opening_hours: [
      { weekday: 1, status: 'Open', open: '08:00', close: '17:30' },
      { weekday: 0, status: 'Closed' },
    ],
    service_hours: [],
  },
  special_hours: [
    { date: '2026-12-25', status: 'Closed', location_id: '7' },
    { date: '2026-12-24', status: 'Open', location_id: '7', open: '08:00', close: '13:00' },
    { date: '2026-01-01', status: 'Closed', location_id: '7' },
  ],
  average_rating: 4.7,
  review_count: 210,
} as unknown as SiteLocation;

describe('locationJsonLd', () => {
  const ld = locationJsonLd(location, {
    siteName: 'Harbour Toyota',
    url: 'https://x.example/contact-us/gladstone/',
    today: '2026-11-20',
  });
  it('is an AutoDealer with address, geo, phone and rating', () => {
    expect(ld['@type']).toBe('AutoDealer');
    expect(ld.telephone).toBe('07 4972 4100');
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -23.85, longitude: 151.25 });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 210 });
  });
  it('lists open days only in the weekly hours', () => {
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:00', closes: '17:30' },
    ]);
  });
  it('lists coming holidays in date order, closed days as 00:00–00:00', () => {
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '08:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });
});
