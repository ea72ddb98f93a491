/** schema.org AutoDealer for the site (home and location pages), with opening hours. */
import type { Site } from '../../site/site.server';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** One AutoDealer per visible location, or one for the site when it lists none. */
export function autoDealerJsonLd(site: Site): Record<string, unknown>[] {
  const { config } = site;
  const locations = config.locations.filter((l) => l.visible && l.location_type === 'sales');
  const base = { '@context': 'https://schema.org', '@type': 'AutoDealer', url: `${site.origin}/` };
  if (locations.length === 0) return [{ ...base, name: config.name }];
  return locations.map((loc) => ({
    ...base,
    name: locations.length === 1 ? config.name : `${config.name} ${loc.name}`,
    telephone: loc.contact_detail.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: loc.address.street,
      addressLocality: loc.address.city,
      addressRegion: loc.address.state,
      postalCode: loc.address.postcode,
      addressCountry: 'AU',
    },
    ...(loc.address.lat !== undefined && loc.address.long !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: loc.address.lat, longitude: loc.address.long } }
      : {}),
    openingHoursSpecification: loc.contact_detail.opening_hours
      .filter((h) => h.status === 'Open' && h.open && h.close)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_NAMES[h.weekday],
        opens: h.open,
        closes: h.close,
      })),
    ...(loc.average_rating !== undefined && loc.review_count
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: loc.average_rating,
            reviewCount: loc.review_count,
          },
        }
      : {}),
  }));
}
