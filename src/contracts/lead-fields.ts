/**
 * The field groups lead bodies are built from (spec 02 §3: lead form defaults, general form
 * fields, enquiry extras, trade-in and valuation fields; spec 02 §7: userData context).
 */
import * as v from 'valibot';
import {
  auPhone,
  cleanString,
  collectedText,
  email,
  flag,
  id,
  idempotencyKey,
  optionalText,
  personName,
  postcode,
  yesNo,
} from './fields';
import { MESSAGES } from './messages';

/** Australian states and territories, lower case; forms default to qld (spec 02 §9). */
export const AU_STATES = ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'] as const;
/** The default form state (spec 02 §9). */
export const DEFAULT_FORM_STATE = 'qld';

/** A state or territory, any case, stored lower case. */
export const auState = v.pipe(
  v.string(MESSAGES.stateRequired),
  v.trim(),
  v.toLowerCase(),
  v.picklist(AU_STATES, MESSAGES.stateRequired),
);

/** Preferred contact methods (spec 02 §3); Phone by default. */
export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;

/** Who is asking and how to reach them. */
export const contactFields = {
  name: personName,
  last_name: v.optional(personName),
  email,
  phone: auPhone,
  postcode: v.optional(postcode),
  state: v.optional(auState, DEFAULT_FORM_STATE),
  PreferredContactMethod: v.optional(v.picklist(CONTACT_METHODS, MESSAGES.contactMethodInvalid), 'Phone'),
  opt_in: v.optional(flag, false),
  terms_conditions: v.optional(flag),
  message: optionalText(5000),
  category: optionalText(100),
  subcategory: optionalText(100),
  location_id: v.optional(id),
  location: v.optional(id),
  dealership_slug: v.optional(id),
};

/** The car a lead is about (spec 02 §3 lead form defaults). */
export const carFields = {
  car_id: v.optional(id),
  car_dealership_id: v.optional(id),
  manufacturer_slug: v.optional(id),
  stock_number: optionalText(40),
  'Vehicle Make': optionalText(60),
  'Vehicle Model': optionalText(80),
  car_type: v.optional(v.picklist(['new', 'used', 'demo'], MESSAGES.carTypeInvalid)),
  vehicle_status: v.optional(
    v.picklist(['in_stock', 'coming_soon', 'sold', 'unavailable'], MESSAGES.vehicleStatusInvalid),
  ),
  tag: optionalText(60),
};

/** Where the lead came from (spec 02 §7 userData). */
export const contextFields = {
  url: v.optional(
    v.pipe(
      cleanString,
      v.maxLength(2000, MESSAGES.textTooLong),
      v.url(MESSAGES.urlInvalid),
      v.regex(/^https?:\/\//i, MESSAGES.urlScheme),
    ),
  ),
  source: v.optional(v.literal('Website'), 'Website'),
  user_agent: v.optional(collectedText(500)),
  website_id: v.optional(id),
  page_id: v.optional(id),
  lead_attributes: v.optional(
    v.object({
      visited_pages: v.optional(v.pipe(v.array(collectedText(2000)), v.maxLength(50, MESSAGES.visitedPagesTooMany))),
      linked_query_params: v.optional(v.record(collectedText(100), collectedText(500))),
    }),
  ),
  idempotency_key: v.optional(idempotencyKey),
};

/** Enquiry extras (spec 02 §3): finance question and trade-in question. */
export const enquiryExtras = {
  under_finance: v.optional(yesNo),
  has_trade_in: v.optional(yesNo),
};

/** The shopper's own vehicle, for trade-in and valuation. */
export const tradeVehicleFields = {
  rego: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9 -]{1,10}$/, MESSAGES.regoInvalid))),
  regoState: v.optional(auState),
  kms: v.optional(
    v.pipe(
      v.number(MESSAGES.kmsInvalid),
      v.integer(MESSAGES.kmsInvalid),
      v.minValue(0, MESSAGES.kmsInvalid),
      v.maxValue(2_000_000, MESSAGES.kmsTooMany),
    ),
  ),
  trade_year: v.optional(
    v.pipe(
      v.number(MESSAGES.yearInvalid),
      v.integer(MESSAGES.yearInvalid),
      v.minValue(1900, MESSAGES.yearInvalid),
      v.maxValue(2100, MESSAGES.yearInvalid),
    ),
  ),
  trade_make: optionalText(60),
  trade_model: optionalText(80),
};
