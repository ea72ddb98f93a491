/** Smaller calls: valuation save (spec 02 §7), delivery price (spec 01 §5.4), availability, views, reservations. */
import * as v from 'valibot';
import { answerKey, auPhone, email, id, idempotencyKey, personName, text } from './fields';
import { MESSAGES } from './messages';

/** `POST /api/miscellaneous`: a valuation result plus column_name valuation. */
export const MiscellaneousSchema = v.object({
  column_name: v.literal('valuation', 'column_name must be valuation.'),
  lead_id: v.optional(id),
  valuation: v.pipe(
    v.record(answerKey, v.union([text(500), v.number(), v.boolean(), v.null()]), MESSAGES.valuationInvalid),
    v.check((r) => Object.keys(r).length <= 60, MESSAGES.valuationTooMany),
  ),
});
/** What a caller sends for Miscellaneous. */
export type MiscellaneousInput = v.InferInput<typeof MiscellaneousSchema>;

/** `GET /api/delivery/price?postcode=`: an empty postcode gets the spec's message. */
export const DeliveryQuerySchema = v.object({
  postcode: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(MESSAGES.postcodeEmpty),
    v.regex(/^\d{4}$/, MESSAGES.postcodeInvalid),
  ),
});
/** A delivery estimate (spec 01 §3.3): price and region name. */
export const DeliveryAnswerSchema = v.object({ price: v.number(), region: v.string() });
/** A parsed DeliveryAnswer. */
export type DeliveryAnswer = v.InferOutput<typeof DeliveryAnswerSchema>;

/** `GET /api/test-drive/availability?location_id=&date=YYYY-MM-DD`. */
export const AvailabilityQuerySchema = v.object({
  location_id: id,
  date: v.pipe(v.string(MESSAGES.dateInvalid), v.isoDate(MESSAGES.dateInvalid)),
});
/** One bookable appointment: start instant (ISO with the location's offset) and its label. */
export const SlotSchema = v.object({ start: v.string(), end: v.string(), label: v.string() });
/** A parsed Slot. */
export type Slot = v.InferOutput<typeof SlotSchema>;
/** The free slots of one location on one date, in its time zone. */
export const AvailabilityAnswerSchema = v.object({
  location_id: v.string(),
  date: v.string(),
  time_zone: v.string(),
  slots: v.array(SlotSchema),
});
/** A parsed AvailabilityAnswer. */
export type AvailabilityAnswer = v.InferOutput<typeof AvailabilityAnswerSchema>;

/** `GET /cars/{slug}/view.json` query (spec 01 §7). */
export const ViewQuerySchema = v.object({
  photos_count: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/))),
  updated_at: v.optional(v.pipe(v.string(), v.maxLength(40))),
  website_id: v.optional(id),
});
/** View record (spec 01 §3.3): views and car_fields. */
export const ViewAnswerSchema = v.object({ views: v.number(), car_fields: v.record(v.string(), v.unknown()) });
/** A parsed ViewAnswer. */
export type ViewAnswer = v.InferOutput<typeof ViewAnswerSchema>;

/** `POST /api/reservations`: hold a car for the signed-in shopper or a named contact. */
export const ReservationSchema = v.object({
  car_id: id,
  name: personName,
  email,
  phone: auPhone,
  idempotency_key: v.optional(idempotencyKey),
});
/** What a caller sends for Reservation. */
export type ReservationInput = v.InferInput<typeof ReservationSchema>;
/** A reservation as the API shows it (no contact details). */
export const ReservationAnswerSchema = v.object({
  reservation_id: v.string(),
  car_id: v.string(),
  status: v.picklist(['active', 'expired', 'cancelled']),
  expires_at: v.string(),
});
/** A parsed ReservationAnswer. */
export type ReservationAnswer = v.InferOutput<typeof ReservationAnswerSchema>;
/** `GET /api/reservations/:carId`. */
export const ReservationStatusSchema = v.object({
  car_id: v.string(),
  reserved: v.boolean(),
  expires_at: v.nullable(v.string()),
});
/** A parsed ReservationStatus. */
export type ReservationStatus = v.InferOutput<typeof ReservationStatusSchema>;
