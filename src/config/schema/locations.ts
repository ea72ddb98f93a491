/** Dealerships, locations and how location pages look (spec 02 §2, §3). Field names follow spec 02 §3. */
import * as v from 'valibot';
import { described, envVarName, href, httpUrl, maybe, phoneNumber, text, toggle, withDefault } from './helpers';
import { openingHourSchema, specialHoursSchema } from './hours';
import { isTimeZone } from './identity';

const id = v.pipe(v.union([text, v.number()]), v.transform(String));
const rating = v.pipe(v.number(), v.minValue(0), v.maxValue(5));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug such as brisbane-city (letters, digits, hyphens)'),
);

/** One dealership (a business that owns one or more locations). */
export const dealershipSchema = v.strictObject({
  id: described(id, 'Dealership id (cars and locations refer to it).'),
  slug: described(slug, 'URL slug, e.g. demo-motors-brisbane.'),
  name: described(text, 'Dealership name.'),
  average_rating: maybe(rating, 'Average review rating, 0–5.'),
  review_count: maybe(count, 'Number of reviews.'),
});

const addressSchema = v.strictObject({
  street: maybe(text, 'Street address.'),
  city: maybe(text, 'Suburb or city.'),
  state: maybe(text, 'State, e.g. QLD.'),
  postcode: maybe(
    v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{4}$/, 'must be a 4-digit postcode')),
    'Postcode (4 digits).',
  ),
  lat: maybe(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), 'Latitude.'),
  long: maybe(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)), 'Longitude.'),
  place_url: maybe(httpUrl, 'Map link for Get Directions.'),
  place_id: maybe(text, 'Maps place id.'),
  map_key: maybe(text, 'Map marker key.'),
});

const contactSchema = v.strictObject({
  phone: maybe(phoneNumber, 'Main phone number.'),
  landline_phone: maybe(phoneNumber, 'Landline number.'),
  opening_hours: withDefault(v.array(openingHourSchema), [], 'Sales opening hours, one entry per weekday.'),
  service_hours: withDefault(v.array(openingHourSchema), [], 'Service department hours (the Service tab).'),
});

/** One location (a yard, service centre or parts counter). */
export const locationSchema = v.strictObject({
  id: described(id, 'Location id (cars refer to it as location_id).'),
  name: described(text, 'Location name.'),
  slug: described(slug, 'URL slug used in /contact-us/{slug} or /our-location/{slug}.'),
  dealership_id: described(id, 'Id of the dealership it belongs to (must be listed under dealerships).'),
  dealership_slug: maybe(slug, 'Slug of its dealership; defaults from dealership_id.'),
  primary: toggle(false, 'The primary location (first in lists, used by the "primary" filter).'),
  visible: toggle(true, 'Shown on location pages and blocks.'),
  location_type: withDefault(
    v.pipe(
      v.picklist(['sales', 'service', 'parts', '']),
      v.transform((t) => (t === '' ? 'sales' : t)),
    ),
    'sales',
    'sales, service or parts (empty means sales).',
  ),
  location_subtype: withDefault(v.array(text), [], 'Subtypes, e.g. buying.'),
  manufacturers: withDefault(v.array(text), [], 'Makes sold or serviced here.'),
  dealer_license_number: maybe(
    v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    'Motor dealer licence number.',
  ),
  motor_vehicle_repairer: maybe(
    v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    'Motor vehicle repairer licence number.',
  ),
  image: maybe(
    v.strictObject({ url: described(text, 'Image path or URL.'), thumb: maybe(text, 'Thumbnail path or URL.') }),
    'Location photo.',
  ),
  average_rating: maybe(rating, 'Average review rating, 0–5.'),
  review_count: maybe(count, 'Number of reviews.'),
  reviews: maybe(
    v.strictObject({
      average_rating: maybe(rating, 'Average rating, 0–5.'),
      count: maybe(count, 'Number of reviews.'),
    }),
    'Review summary as some feeds send it ({average_rating, count}).',
  ),
  address: withDefault(addressSchema, {}, 'Street address and map position.'),
  contact_detail: withDefault(contactSchema, {}, 'Phones and opening hours.'),
  timeZone: maybe(
    v.pipe(v.string(), v.check(isTimeZone, 'must be an IANA time zone such as Australia/Sydney')),
    "IANA time zone of this location's opening hours, holiday hours, test-drive slots and lead times; by default its state's (NSW and ACT Australia/Sydney, VIC Australia/Melbourne, QLD Australia/Brisbane, SA Australia/Adelaide, WA Australia/Perth, TAS Australia/Hobart, NT Australia/Darwin), else the site's timeZone.",
  ),
  special_hours: withDefault(v.array(specialHoursSchema), [], 'Holiday hours in either shape of spec 02 §3.'),
  distribution_locations: withDefault(v.array(text), [], 'Other places this location delivers to.'),
});

/** The `locationPages` block: routes and display of location blocks. */
export const locationPagesSchema = v.strictObject({
  route: withDefault(
    v.picklist(['contact-us', 'our-location']),
    'contact-us',
    'Location page route: /contact-us/{slug} or /our-location/{slug}.',
  ),
  display: withDefault(
    v.picklist(['auto', 'card', 'grid', 'carousel']),
    'auto',
    'Location blocks: auto (one = large card with map, several = grid), card, grid or carousel.',
  ),
  mapKeyEnv: maybe(envVarName, 'Environment variable holding the maps client key.'),
  serviceBookingHref: withDefault(href, '/service', 'Where Book a Service goes: /service or an external booking page.'),
  mapZoom: withDefault(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(21)), 10, 'Default map zoom.'),
});

/** Lists of dealerships and locations. */
export const dealershipsSchema = v.array(dealershipSchema);
/** The `locations` list. */
export const locationsSchema = v.array(locationSchema);
