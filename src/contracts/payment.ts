/** Paying the reserve deposit: start a checkout for an active reservation, and ask whether it is paid. */
import * as v from 'valibot';
import { id } from './fields';
import { MESSAGES } from './messages';

/** The reserve pages a payment returns to: /cars/{slug}/checkout or /buy-online. */
export const RESERVE_RETURN_PATH = /^\/cars\/[A-Za-z0-9._~%-]+\/(checkout|buy-online)$/;

/** A reservation id (a UUID, known only to the shopper who made it). */
export const ReservationIdSchema = v.pipe(v.string(), v.uuid(MESSAGES.reservationInvalid));

/** `POST /api/payments/checkout`: the reservation, its car and the reserve page to come back to. */
export const PaymentCheckoutSchema = v.object({
  reservation_id: ReservationIdSchema,
  car_id: id,
  return_path: v.pipe(v.string(), v.regex(RESERVE_RETURN_PATH, MESSAGES.returnPathInvalid)),
  email: v.optional(v.pipe(v.string(), v.email(), v.maxLength(254))),
});

/** Where to send the shopper to pay; `test` when no money is taken. */
export const PaymentCheckoutAnswerSchema = v.object({ url: v.string(), test: v.boolean() });
/** A parsed PaymentCheckoutAnswer. */
export type PaymentCheckoutAnswer = v.InferOutput<typeof PaymentCheckoutAnswerSchema>;

/** `GET /api/payments/provider`: which provider takes the deposit. */
export const PaymentProviderAnswerSchema = v.object({ name: v.string(), test: v.boolean() });
/** A parsed PaymentProviderAnswer. */
export type PaymentProviderAnswer = v.InferOutput<typeof PaymentProviderAnswerSchema>;

/** `GET /api/payments/status/:reservationId`: the reservation and whether its deposit is confirmed paid (no contact details). */
export const PaymentStatusAnswerSchema = v.object({
  reservation_id: v.string(),
  car_id: v.string(),
  status: v.picklist(['active', 'expired', 'cancelled']),
  paid: v.boolean(),
  /** Paid through a test provider: no money was taken. */
  test: v.boolean(),
  expires_at: v.string(),
});
/** A parsed PaymentStatusAnswer. */
export type PaymentStatusAnswer = v.InferOutput<typeof PaymentStatusAnswerSchema>;
