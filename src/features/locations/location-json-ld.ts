/** schema.org AutoDealer for one location page, with its opening and holiday hours. */
import type { SiteLocation } from '../../config';
import { upcomingHolidayHours, type OpeningHour } from '../../domain/hours';
import { formatPhoneNational } from '../../domain/phone';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function openingSpecs(hours: readonly OpeningHour[]) {
  return hours
    .filter((h) => h.status === 'Open' && h.open && h.close)
    .map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_NAMES[h.weekday],
      opens: h.open,
      closes: h.close,
    }));
}

/** The AutoDealer of a location: address, geo, phone, rating, weekly and holiday hours (closed days as 00:00–00:00, as schema.org advises). */
export function locationJsonLd(
  location: SiteLocation,
  options: { siteName: string; url: string; today: string; image?: string },
): Record<string, unknown> {
  const { address } = location;
  const rating = location.average_rating ?? location.reviews?.average_rating;
  const count = location.review_count ?? location.reviews?.count;
  const holidays = upcomingHolidayHours(location.special_hours, location.id, options.today);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url: options.url,
    parentOrganization: { '@type': 'Organization', name: options.siteName },
    ...(options.image ? { image: options.image } : {}),
    ...(location.contact_detail.phone ? { telephone: formatPhoneNational(location.contact_detail.phone) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postcode,
      addressCountry: 'AU',
    },
    ...(address.lat !== undefined && address.long !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.long } }
      : {}),
    ...(address.place_url ? { hasMap: address.place_url } : {}),
    openingHoursSpecification: openingSpecs(location.contact_detail.opening_hours),
    ...(holidays.length > 0
      ? {
          specialOpeningHoursSpecification: holidays.map((h) => ({
            '@type': 'OpeningHoursSpecification',
            validFrom: h.date,
            validThrough: h.date,
            opens: h.closed ? '00:00' : h.open,
            closes: h.closed ? '00:00' : h.close,
          })),
        }
      : {}),
    ...(rating !== undefined && count
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: count } }
      : {}),
  };
}
