/**
 * The reserve deposit: a checkout for an active reservation through the site's payment provider
 * (Stripe Checkout in production; the labelled test provider when none is configured locally).
 */
import { Hono } from 'hono';
import { DEFAULT_RESERVE_DEPOSIT } from '../../domain/reserve';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { MESSAGES } from '../schemas/messages';
import { PaymentCheckoutSchema, type PaymentCheckoutAnswer, type PaymentProviderAnswer } from '../schemas/payment';
import { testPaymentProvider, type PaymentProvider } from '../payments/payment-provider';

/** Routes under /api/payments. */
export function paymentRoutes(deps: AppDeps, now: () => number, provider: PaymentProvider = deps.paymentProvider ?? testPaymentProvider()) {
  const app = new Hono();

  app.get('/provider', (c) => c.json({ name: provider.name, test: provider.test } satisfies PaymentProviderAnswer));

  app.post('/checkout', async (c) => {
    const body = await jsonBody(c, PaymentCheckoutSchema);
    const active = await deps.storage.activeReservation(body.car_id, now());
    // Only the shopper holding the car's reservation (who knows its id) pays for it.
    if (!active || active.id !== body.reservation_id) throw new ApiError(409, MESSAGES.carAlreadyReserved);
    const car = deps.carLookup?.(body.car_id);
    const origin = new URL(c.req.url).origin;
    const back = new URL(body.return_path, origin);
    const success = new URL(back);
    success.searchParams.set('paid', '1');
    success.searchParams.set('reservation', active.id);
    try {
      const session = await provider.createCheckout({
        reservationId: active.id,
        carId: body.car_id,
        carName: car?.name ?? body.car_id,
        amountCents: DEFAULT_RESERVE_DEPOSIT * 100,
        successUrl: success.href,
        cancelUrl: back.href,
        ...(body.email ? { customerEmail: body.email } : {}),
      });
      return c.json({ url: session.url, test: provider.test } satisfies PaymentCheckoutAnswer);
    } catch (error) {
      deps.log?.(`[forecourt] payment checkout failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiError(502, 'We could not start the payment. Your car is still held; please try again.');
    }
  });

  return app;
}
