/**
 * What a location card, info box and page show, computed once at build time from a configured
 * location (spec 02 §2 "Location blocks", §3 Location): address, phones, licences, rating, links.
 */
import type { SiteConfig, SiteLocation } from '../../config';
import type { Translate } from '../../config/messages';
import { SWIPE_HINT_ABOVE } from '../../domain/locations';
import { formatPhoneNational, telHref } from '../../domain/phone';
import { starRating, type StarRating } from '../../domain/reviews';
import { locationContactPath, locationEnquiryPath } from '../../paths';

/** A phone number ready to show and dial. */
export interface PhoneView {
  label: string;
  display: string;
  href: string;
}

/** Everything a location card or info box shows. */
export interface LocationView {
  id: string;
  name: string;
  slug: string;
  /** The location page (/contact-us/{slug} or /our-location/{slug}). */
  href: string;
  /** The contact page preselecting this location. */
  enquiryHref: string;
  /** Street, city, state and postcode on one line. */
  addressLine: string;
  /** Get Directions: the data's place URL, else a maps search for the address. */
  directionsHref?: string;
  phones: PhoneView[];
  /** "Licence No. …" and "Repairer Licence No. …" lines. */
  licences: string[];
  rating?: StarRating & { count?: number };
  typeLabel: string;
  image?: string;
  lat?: number;
  lng?: number;
  postcode?: string;
}

/** Street, then "City STATE postcode". */
export function addressLine(address: SiteLocation['address']): string {
  const locality = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  return [address.street, locality].filter(Boolean).join(', ');
}

/** Get Directions target: place_url when given, else a maps search for the name and address. */
export function directionsHref(location: Pick<SiteLocation, 'name' | 'address'>): string | undefined {
  if (location.address.place_url) return location.address.place_url;
  const line = addressLine(location.address);
  if (!line) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location.name}, ${line}`)}`;
}

/** The location's rating from average_rating / review_count, or the reviews summary some data sends. */
export function locationRating(
  location: Pick<SiteLocation, 'average_rating' | 'review_count' | 'reviews'>,
): LocationView['rating'] {
  const average = location.average_rating ?? location.reviews?.average_rating;
  if (average === undefined || average <= 0) return undefined;
  const count = location.review_count ?? location.reviews?.count;
  return { ...starRating(average), ...(count !== undefined ? { count } : {}) };
}

/** The view of one location for the site's route variant. */
export function locationView(
  location: SiteLocation,
  config: Pick<SiteConfig, 'locationPages'>,
  t: Translate,
): LocationView {
  const phones: PhoneView[] = [];
  const { phone, landline_phone: landline } = location.contact_detail;
  if (phone)
    phones.push({
      label: t('placesUi.phone'),
      display: formatPhoneNational(phone),
      href: telHref(formatPhoneNational(phone)),
    });
  if (landline && landline !== phone) {
    phones.push({
      label: t('placesUi.landline'),
      display: formatPhoneNational(landline),
      href: telHref(formatPhoneNational(landline)),
    });
  }
  const licences = [
    ...(location.dealer_license_number ? [t('locations.licence', { number: location.dealer_license_number })] : []),
    ...(location.motor_vehicle_repairer
      ? [t('locations.repairerLicence', { number: location.motor_vehicle_repairer })]
      : []),
  ];
  const rating = locationRating(location);
  const directions = directionsHref(location);
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    href: locationContactPath(location.slug, config.locationPages.route),
    enquiryHref: locationEnquiryPath(location.id),
    addressLine: addressLine(location.address),
    ...(directions ? { directionsHref: directions } : {}),
    phones,
    licences,
    ...(rating ? { rating } : {}),
    typeLabel: t(
      `locations.type.${location.location_type === 'service' || location.location_type === 'parts' ? location.location_type : 'sales'}`,
    ),
    ...(location.image ? { image: location.image.thumb ?? location.image.url } : {}),
    ...(location.address.lat !== undefined ? { lat: location.address.lat } : {}),
    ...(location.address.long !== undefined ? { lng: location.address.long } : {}),
    ...(location.address.postcode ? { postcode: location.address.postcode } : {}),
  };
}

/** How a block of locations is laid out. */
export type LocationLayout = 'card' | 'grid' | 'carousel';

/**
 * One location is always the large card with a map. With display auto, 2–3 are a card grid and
 * more than 3 the "Our Locations" carousel (issue 10); card, grid and carousel force that layout.
 */
export function locationLayout(count: number, display: SiteConfig['locationPages']['display']): LocationLayout {
  if (count <= 1) return 'card';
  if (display === 'auto') return count > SWIPE_HINT_ABOVE ? 'carousel' : 'grid';
  return display;
}
