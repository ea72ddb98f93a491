/** Paying the reserve deposit: start a checkout for an active reservation. */
import * as v from 'valibot';
import { id } from './fields';

/** `POST /api/payments/checkout`: the reservation, its car and the reserve page to come back to. */
export const PaymentCheckoutSchema = v.object({
  reservation_id: v.pipe(v.string(), v.uuid('That reservation is not valid.')),
  car_id: id,
  return_path: v.pipe(v.string(), v.regex(/^\/cars\/[A-Za-z0-9._~%-]+\/(checkout|buy-online)$/, 'Only a reserve page can be returned to.')),
  email: v.optional(v.pipe(v.string(), v.email(), v.maxLength(254))),
});
/** What a caller sends for PaymentCheckout. */
export type PaymentCheckoutInput = v.InferInput<typeof PaymentCheckoutSchema>;

/** Where to send the shopper to pay; `test` when no money is taken. */
export const PaymentCheckoutAnswerSchema = v.object({ url: v.string(), test: v.boolean() });
/** A parsed PaymentCheckoutAnswer. */
export type PaymentCheckoutAnswer = v.InferOutput<typeof PaymentCheckoutAnswerSchema>;

/** `GET /api/payments/provider`: which provider takes the deposit. */
export const PaymentProviderAnswerSchema = v.object({ name: v.string(), test: v.boolean() });
/** A parsed PaymentProviderAnswer. */
export type PaymentProviderAnswer = v.InferOutput<typeof PaymentProviderAnswerSchema>;
