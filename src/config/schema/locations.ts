/** Dealerships, locations and how location pages look (spec 02 §2, §3). Field names follow spec 02 §3. */
import * as v from 'valibot';
import { described, envVarName, href, httpUrl, maybe, phoneNumber, text, toggle, withDefault } from './helpers';
import { openingHourSchema, specialHoursSchema } from './hours';
import { isTimeZone } from './identity';

const id = v.pipe(v.union([text, v.number()]), v.transform(String));
const rating = v.pipe(v.number(), v.minValue(0), v.maxValue(5));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug such as brisbane-city (letters, digits, hyphens)'));

/** One dealership (a business that owns one or more locations). */
export const dealershipSchema = v.strictObject({
  /** Dealership id (cars and locations refer to it). */
  id: described(id, 'Dealership id (cars and locations refer to it).'),
  /** URL slug, e.g. demo-motors-brisbane. */
  slug: described(slug, 'URL slug, e.g. demo-motors-brisbane.'),
  /** Dealership name. */
  name: described(text, 'Dealership name.'),
  /** Average review rating, 0–5. */
  average_rating: maybe(rating, 'Average review rating, 0–5.'),
  /** Number of reviews. */
  review_count: maybe(count, 'Number of reviews.'),
});

const addressSchema = v.strictObject({
  /** Street address. */
  street: maybe(text, 'Street address.'),
  /** Suburb or city. */
  city: maybe(text, 'Suburb or city.'),
  /** State, e.g. QLD. */
  state: maybe(text, 'State, e.g. QLD.'),
  /** Postcode (4 digits). */
  postcode: maybe(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{4}$/, 'must be a 4-digit postcode')), 'Postcode (4 digits).'),
  /** Latitude. */
  lat: maybe(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), 'Latitude.'),
  /** Longitude. */
  long: maybe(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)), 'Longitude.'),
  /** Map link for Get Directions. */
  place_url: maybe(httpUrl, 'Map link for Get Directions.'),
  /** Maps place id. */
  place_id: maybe(text, 'Maps place id.'),
  /** Map marker key. */
  map_key: maybe(text, 'Map marker key.'),
});


const contactSchema = v.strictObject({
  /** Main phone number. */
  phone: maybe(phoneNumber, 'Main phone number.'),
  /** Landline number. */
  landline_phone: maybe(phoneNumber, 'Landline number.'),
  /** Sales opening hours, one entry per weekday. */
  opening_hours: withDefault(v.array(openingHourSchema), [], 'Sales opening hours, one entry per weekday.'),
  /** Service department hours (the Service tab). */
  service_hours: withDefault(v.array(openingHourSchema), [], 'Service department hours (the Service tab).'),
});

/** One location (a yard, service centre or parts counter). */
export const locationSchema = v.strictObject({
  /** Location id (cars refer to it as location_id). */
  id: described(id, 'Location id (cars refer to it as location_id).'),
  /** Location name. */
  name: described(text, 'Location name.'),
  /** URL slug used in /contact-us/{slug} or /our-location/{slug}. */
  slug: described(slug, 'URL slug used in /contact-us/{slug} or /our-location/{slug}.'),
  /** Id of the dealership it belongs to (must be listed under dealerships). */
  dealership_id: described(id, 'Id of the dealership it belongs to (must be listed under dealerships).'),
  /** Slug of its dealership; defaults from dealership_id. */
  dealership_slug: maybe(slug, 'Slug of its dealership; defaults from dealership_id.'),
  /** The primary location (first in lists, used by the "primary" filter). */
  primary: toggle(false, 'The primary location (first in lists, used by the "primary" filter).'),
  /** Shown on location pages and blocks. */
  visible: toggle(true, 'Shown on location pages and blocks.'),
  /** sales, service or parts (empty means sales). */
  location_type: withDefault(
    v.pipe(v.picklist(['sales', 'service', 'parts', '']), v.transform((t) => (t === '' ? 'sales' : t))),
    'sales',
    'sales, service or parts (empty means sales).',
  ),
  /** Subtypes, e.g. buying. */
  location_subtype: withDefault(v.array(text), [], 'Subtypes, e.g. buying.'),
  /** Makes sold or serviced here. */
  manufacturers: withDefault(v.array(text), [], 'Makes sold or serviced here.'),
  /** Motor dealer licence number. */
  dealer_license_number: maybe(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), 'Motor dealer licence number.'),
  /** Motor vehicle repairer licence number. */
  motor_vehicle_repairer: maybe(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), 'Motor vehicle repairer licence number.'),
  /** Location photo. */
  image: maybe(v.strictObject({ url: described(text, 'Image path or URL.'), thumb: maybe(text, 'Thumbnail path or URL.') }), 'Location photo.'),
  /** Average review rating, 0–5. */
  average_rating: maybe(rating, 'Average review rating, 0–5.'),
  /** Number of reviews. */
  review_count: maybe(count, 'Number of reviews.'),
  /** Review summary as some feeds send it ({average_rating, count}). */
  reviews: maybe(
    v.strictObject({ average_rating: maybe(rating, 'Average rating, 0–5.'), count: maybe(count, 'Number of reviews.') }),
    'Review summary as some feeds send it ({average_rating, count}).',
  ),
  /** Street address and map position. */
  address: withDefault(addressSchema, {}, 'Street address and map position.'),
  /** Phones and opening hours. */
  contact_detail: withDefault(contactSchema, {}, 'Phones and opening hours.'),
  /** IANA time zone of this location's hours, test drives and lead times; default from its state (NSW Australia/Sydney…), else the site's. */
  timeZone: maybe(
    v.pipe(v.string(), v.check(isTimeZone, 'must be an IANA time zone such as Australia/Sydney')),
    "IANA time zone of this location's opening hours, holiday hours, test-drive slots and lead times; by default its state's (NSW and ACT Australia/Sydney, VIC Australia/Melbourne, QLD Australia/Brisbane, SA Australia/Adelaide, WA Australia/Perth, TAS Australia/Hobart, NT Australia/Darwin), else the site's timeZone.",
  ),
  /** Holiday hours in either shape of spec 02 §3. */
  special_hours: withDefault(v.array(specialHoursSchema), [], 'Holiday hours in either shape of spec 02 §3.'),
  /** Other places this location delivers to. */
  distribution_locations: withDefault(v.array(text), [], 'Other places this location delivers to.'),
});

/** The `locationPages` block: routes and display of location blocks. */
export const locationPagesSchema = v.strictObject({
  /** Location page route: /contact-us/{slug} or /our-location/{slug}. */
  route: withDefault(v.picklist(['contact-us', 'our-location']), 'contact-us', 'Location page route: /contact-us/{slug} or /our-location/{slug}.'),
  /** Location blocks: auto (one = large card with map, several = grid), card, grid or carousel. */
  display: withDefault(
    v.picklist(['auto', 'card', 'grid', 'carousel']),
    'auto',
    'Location blocks: auto (one = large card with map, several = grid), card, grid or carousel.',
  ),
  /** Environment variable holding the maps client key. */
  mapKeyEnv: maybe(envVarName, 'Environment variable holding the maps client key.'),
  /** Where Book a Service goes: /service or an external booking page. */
  serviceBookingHref: withDefault(href, '/service', 'Where Book a Service goes: /service or an external booking page.'),
  /** Default map zoom. */
  mapZoom: withDefault(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(21)), 10, 'Default map zoom.'),
});

/** Lists of dealerships and locations. */
export const dealershipsSchema = v.array(dealershipSchema);
/** The `locations` list. */
export const locationsSchema = v.array(locationSchema);
