/**
 * The lead submission body (`POST /api/leads`): one schema per kind of lead, told apart by
 * `kind`, shared by the forms and the server. Valuation follow-up steps name the lead they
 * belong to in `lead_id`. Empty strings count as absent, as forms send them for blank inputs.
 */
import * as v from 'valibot';
import { FREQUENCY_ORDER } from '../domain/finance/frequency';
import { answerKey, dollars, id, optionalText, postcode, text } from './fields';
import { carFields, contactFields, contextFields, enquiryExtras, tradeVehicleFields } from './lead-fields';
import { MESSAGES } from './messages';

/** Hidden default text of the request-photos form (spec 01 §5.5). */
export const REQUEST_PHOTOS_TEXT = 'Please send photos for this car';
/** Default category of the general form (spec 02 §5). */
export const DEFAULT_GENERAL_CATEGORY = 'General Enquiry';
/** Subcategory recorded when a valuation offer is accepted (spec 02 §4). */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

const base = { ...contextFields };
const person = { ...base, ...contactFields };

const enquiry = v.object({ kind: v.literal('enquiry'), ...person, ...carFields, ...enquiryExtras });
const testDrive = v.object({
  kind: v.literal('test_drive'),
  ...person,
  ...carFields,
  /** Chosen appointment start (ISO 8601 with offset), from the availability call; optional. */
  appointment: v.optional(v.pipe(v.string(), v.isoTimestamp(MESSAGES.appointmentInvalid))),
});
const finance = v.object({
  kind: v.literal('finance'),
  ...person,
  ...carFields,
  ...enquiryExtras,
  purchase_price: v.optional(dollars),
  deposit: v.optional(dollars),
  term_years: v.optional(
    v.pipe(v.number(MESSAGES.termInvalid), v.minValue(1, MESSAGES.termInvalid), v.maxValue(7, MESSAGES.termInvalid)),
  ),
  /** How often the shopper would repay (the finance calculator's choice). */
  repayment_frequency: v.optional(
    v.picklist(FREQUENCY_ORDER, `repayment_frequency must be one of: ${FREQUENCY_ORDER.join(', ')}.`),
  ),
});
const tradeIn = v.object({ kind: v.literal('trade_in'), ...person, ...carFields, ...tradeVehicleFields, postcode });
const valuation = v.object({ kind: v.literal('valuation'), ...person, ...tradeVehicleFields });
const valuationAdjustments = v.object({
  kind: v.literal('valuation_adjustments'),
  ...base,
  lead_id: id,
  adjustmentAnswers: v.pipe(
    v.record(answerKey, v.union([text(500), v.number(), v.boolean()]), MESSAGES.adjustmentsInvalid),
    v.check((r) => Object.keys(r).length <= 50, MESSAGES.adjustmentsTooMany),
  ),
});
const valuationRegoLookup = v.object({
  kind: v.literal('valuation_rego_lookup'),
  ...base,
  lead_id: id,
  rego: v.pipe(
    v.string(MESSAGES.regoRequired),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9 -]{1,10}$/, MESSAGES.regoInvalid),
  ),
  regoState: tradeVehicleFields.regoState.wrapped,
});
const valuationOfferAccepted = v.object({
  kind: v.literal('valuation_offer_accepted'),
  ...base,
  lead_id: id,
  offer_accepted: v.literal(true, 'offer_accepted must be true.'),
  subcategory: v.optional(
    v.literal(OFFER_ACCEPTED_SUBCATEGORY, `subcategory must be ${OFFER_ACCEPTED_SUBCATEGORY}.`),
    OFFER_ACCEPTED_SUBCATEGORY,
  ),
  form_completed: v.optional(v.literal(true, 'form_completed must be true.'), true),
  offer_amount: v.optional(dollars),
  /** The high end of the range the shopper accepted (issue 21), `offer_amount` being its low end. */
  offer_amount_high: v.optional(dollars),
});
const offerEnquiry = v.object({
  kind: v.literal('offer_enquiry'),
  ...person,
  ...carFields,
  offer_id: id,
  offer_name: optionalText(200),
});
const findSimilar = v.object({ kind: v.literal('find_similar'), ...person, ...carFields });
const requestPhotos = v.object({
  kind: v.literal('request_photos'),
  ...person,
  ...carFields,
  request_text: v.optional(text(200), REQUEST_PHOTOS_TEXT),
});
const general = v.object({
  kind: v.literal('general'),
  ...person,
  category: v.optional(text(100), DEFAULT_GENERAL_CATEGORY),
  Rego: optionalText(10),
  additional_services: v.optional(v.pipe(v.array(text(200)), v.maxLength(30, MESSAGES.servicesTooMany))),
});

/** Every kind of lead the site sends. */
export const LEAD_KINDS = [
  'enquiry',
  'test_drive',
  'finance',
  'trade_in',
  'valuation',
  'valuation_adjustments',
  'valuation_rego_lookup',
  'valuation_offer_accepted',
  'offer_enquiry',
  'find_similar',
  'request_photos',
  'general',
] as const;
/** One kind of lead. */
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Turns '' into absent at the top level, as blank form inputs arrive as empty strings. */
function dropEmptyStrings(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ''));
}

/** The lead submission body, any kind. */
export const LeadSubmissionSchema = v.pipe(
  v.unknown(),
  v.transform(dropEmptyStrings),
  v.variant(
    'kind',
    [
      enquiry,
      testDrive,
      finance,
      tradeIn,
      valuation,
      valuationAdjustments,
      valuationRegoLookup,
      valuationOfferAccepted,
      offerEnquiry,
      findSimilar,
      requestPhotos,
      general,
    ],
    `kind must be one of: ${LEAD_KINDS.join(', ')}.`,
  ),
);
/** What a form sends. */
export type LeadSubmissionInput = v.InferInput<
  | typeof enquiry
  | typeof testDrive
  | typeof finance
  | typeof tradeIn
  | typeof valuation
  | typeof valuationAdjustments
  | typeof valuationRegoLookup
  | typeof valuationOfferAccepted
  | typeof offerEnquiry
  | typeof findSimilar
  | typeof requestPhotos
  | typeof general
>;
/** A validated, normalised lead. */
export type LeadSubmission = v.InferOutput<typeof LeadSubmissionSchema>;

/** The answer to a lead submission. */
export const LeadAnswerSchema = v.object({
  success: v.literal(true),
  lead_id: v.string(),
  /** Analytics event id for this lead (spec 02 §9), when one applies. */
  event_id: v.optional(v.number()),
});
/** A parsed LeadAnswer. */
export type LeadAnswer = v.InferOutput<typeof LeadAnswerSchema>;

/** Lead event on phone reveal (spec 01 §7). */
export const PhoneRevealSchema = v.object({
  car_id: id,
  dealership_id: v.optional(id),
  website_id: v.optional(id),
  idempotency_key: v.optional(contextFields.idempotency_key.wrapped),
});
/** What a caller sends for PhoneReveal. */
export type PhoneRevealInput = v.InferInput<typeof PhoneRevealSchema>;
