/**
 * The reserve deposit: a checkout for an active reservation through the site's payment provider
 * (Stripe Checkout in production; the labelled test provider when none is configured locally), for
 * the amount the one deposit rule gives (src/domain/reserve.ts). A deposit counts as paid only when
 * the provider says so server to server: Stripe's signed webhook, or locally the test provider's own
 * step. The return page asks `GET /api/payments/status/:reservationId`; its URL proves nothing.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { reserveDeposit } from '../../domain/reserve';
import type { AppDeps } from '../deps';
import { jsonBody, parseWith } from '../http/body';
import { ApiError } from '../http/errors';
import { reservationPaidLead } from '../forward/reservation-leads';
import { MESSAGES } from '../../contracts/messages';
import {
  PaymentCheckoutSchema,
  RESERVE_RETURN_PATH,
  ReservationIdSchema,
  type PaymentCheckoutAnswer,
  type PaymentProviderAnswer,
  type PaymentStatusAnswer,
} from '../../contracts/payment';
import { TEST_PAYMENT_REF, testPaymentProvider, type PaymentProvider } from '../payments/payment-provider';
import { STRIPE_SIGNATURE_HEADER, verifyStripeSignature } from '../payments/stripe-webhook';
import type { MarkPaidResult, ReservationPayment } from '../storage/types';

/** Stripe events that mean a Checkout Session's payment has arrived (card at once, or a delayed method later). */
export const STRIPE_PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;

/** The part of a Stripe event this endpoint reads. */
const StripeEventSchema = v.object({
  type: v.string(),
  livemode: v.optional(v.boolean()),
  data: v.object({
    object: v.object({
      id: v.optional(v.string()),
      payment_status: v.optional(v.string()),
      amount_total: v.optional(v.nullable(v.number())),
      client_reference_id: v.optional(v.nullable(v.string())),
      metadata: v.optional(v.nullable(v.record(v.string(), v.string()))),
    }),
  }),
});

/** Routes under /api/payments. `onStored` is told of each payment lead (the local server forwards it at once). */
export function paymentRoutes(
  deps: AppDeps,
  now: () => number,
  onStored: (leadId: string) => void = () => undefined,
  provider: PaymentProvider = deps.paymentProvider ?? testPaymentProvider(),
) {
  const app = new Hono();
  const depositFor = (carId: string) => {
    const car = deps.carLookup?.(carId);
    return car ? reserveDeposit(car, { depositText: deps.settings.reserveDepositText }) : undefined;
  };

  /** Records a confirmed payment once and forwards it to the CRM as a child of the reservation's lead. */
  const recordPayment = async (reservationId: string, payment: ReservationPayment): Promise<MarkPaidResult> => {
    const reservation = await deps.storage.getReservation(reservationId);
    if (!reservation) return 'unknown';
    if (reservation.paidAt !== null) return 'already-paid';
    const contact = await deps.storage.reservationContact(reservationId);
    const car = deps.carLookup?.(reservation.carId);
    const lead = reservationPaidLead(
      deps.settings,
      reservation,
      contact,
      car,
      { ...payment, test: TEST_PAYMENT_REF.test(payment.ref) },
      now(),
    );
    const result = await deps.storage.markReservationPaid(reservationId, payment, now(), lead);
    if (result === 'paid') onStored(lead.id);
    return result;
  };

  app.get('/provider', (c) => c.json({ name: provider.name, test: provider.test } satisfies PaymentProviderAnswer));

  app.post('/checkout', async (c) => {
    const body = await jsonBody(c, PaymentCheckoutSchema);
    const active = await deps.storage.activeReservation(body.car_id, now());
    // Only the shopper holding the car's reservation (who knows its id) pays for it.
    if (!active || active.id !== body.reservation_id) throw new ApiError(409, MESSAGES.carAlreadyReserved);
    const car = deps.carLookup?.(body.car_id);
    if (!car) throw new ApiError(404, MESSAGES.carNotFound);
    const deposit = depositFor(body.car_id);
    if (!deposit) throw new ApiError(409, MESSAGES.noDeposit);
    const origin = new URL(c.req.url).origin;
    const back = new URL(body.return_path, origin);
    const success = new URL(back);
    success.searchParams.set('reservation', active.id);
    try {
      const session = await provider.createCheckout({
        reservationId: active.id,
        carId: body.car_id,
        carName: car.name,
        amountCents: deposit.amountCents,
        successUrl: success.href,
        cancelUrl: back.href,
        ...(body.email ? { customerEmail: body.email } : {}),
      });
      return c.json({ url: session.url, test: provider.test } satisfies PaymentCheckoutAnswer);
    } catch (error) {
      deps.log?.(`[forecourt] payment checkout failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiError(502, MESSAGES.paymentFailed);
    }
  });

  app.get('/status/:reservationId', async (c) => {
    const id = parseWith(ReservationIdSchema, c.req.param('reservationId'), 'reservationId');
    const r = await deps.storage.getReservation(id);
    if (!r) throw new ApiError(404, MESSAGES.reservationNotFound);
    const answer: PaymentStatusAnswer = {
      reservation_id: r.id,
      car_id: r.carId,
      status: r.status === 'active' && r.expiresAt <= now() ? 'expired' : r.status,
      paid: r.paidAt !== null,
      test: r.paymentRef !== null && TEST_PAYMENT_REF.test(r.paymentRef),
      expires_at: new Date(r.expiresAt).toISOString(),
    };
    return c.json(answer);
  });

  app.post('/stripe-webhook', async (c) => {
    const secret = deps.stripeWebhookSecret;
    if (!secret) throw new ApiError(503, MESSAGES.webhookNotConfigured);
    const raw = await c.req.text();
    const problem = verifyStripeSignature(c.req.header(STRIPE_SIGNATURE_HEADER), raw, secret, Math.floor(now() / 1000));
    if (problem) {
      deps.log?.(`[forecourt] Stripe webhook refused: ${problem} signature`);
      throw new ApiError(400, MESSAGES.signatureInvalid);
    }
    let event: v.InferOutput<typeof StripeEventSchema>;
    try {
      event = v.parse(StripeEventSchema, JSON.parse(raw));
    } catch {
      throw new ApiError(400, MESSAGES.notJson);
    }
    const session = event.data.object;
    if (!(STRIPE_PAID_EVENTS as readonly string[]).includes(event.type) || session.payment_status !== 'paid') {
      return c.json({ received: true, ignored: event.type });
    }
    const reservationId = session.metadata?.reservation_id ?? session.client_reference_id ?? '';
    const result =
      v.is(ReservationIdSchema, reservationId) && session.id
        ? await recordPayment(reservationId, { ref: session.id, amountCents: session.amount_total ?? 0 })
        : 'unknown';
    // Every event of the Stripe account reaches this endpoint (other sites' too): an unknown
    // reservation is acknowledged, or Stripe would retry it for days.
    if (result === 'unknown')
      deps.log?.(
        `[forecourt] Stripe ${event.type} for an unknown reservation (${session.id ?? 'no session id'}) ignored`,
      );
    return c.json({ received: true, result });
  });

  if (provider.local) {
    // The local test provider's "hosted page": marks the deposit paid (no money), then returns to the reserve page.
    app.get('/test-checkout', async (c) => {
      const sessionId = c.req.query('session_id') ?? '';
      const next = c.req.query('next') ?? '';
      const reservationId = sessionId.replace(/^test_/, '');
      const path = new URL(next, 'http://x').pathname;
      if (
        !sessionId.startsWith('test_') ||
        !v.is(ReservationIdSchema, reservationId) ||
        !/^\/(?![/\\])/.test(next) ||
        !RESERVE_RETURN_PATH.test(path)
      ) {
        throw new ApiError(400, MESSAGES.invalidBody);
      }
      const reservation = await deps.storage.getReservation(reservationId);
      const deposit = reservation ? depositFor(reservation.carId) : undefined;
      if (!reservation || !deposit) throw new ApiError(404, MESSAGES.reservationNotFound);
      await recordPayment(reservationId, { ref: sessionId, amountCents: deposit.amountCents });
      const back = new URL(next, new URL(c.req.url).origin);
      back.searchParams.set('session_id', sessionId);
      return c.redirect(`${back.pathname}${back.search}`, 303);
    });
  }

  return app;
}
