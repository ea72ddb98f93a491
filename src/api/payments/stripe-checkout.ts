/** Stripe Checkout (production): a hosted payment page for the deposit, created server-side. */
import type { CheckoutRequest, PaymentProvider } from './payment-provider';

/** The Stripe endpoint that creates Checkout Sessions. */
export const STRIPE_CHECKOUT_URL = 'https://api.stripe.com/v1/checkout/sessions';

/** Options: the secret key (server only) and a fetch to send with (tests pass a fake). */
export interface StripeOptions {
  secretKey: string;
  fetch?: typeof fetch;
  /** Per-call timeout; Checkout answers in well under a second. */
  timeoutMs?: number;
}

/** The form body Stripe expects for one deposit line in AUD. */
export function stripeCheckoutForm(request: CheckoutRequest): URLSearchParams {
  const form = new URLSearchParams({
    mode: 'payment',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.reservationId,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'aud',
    'line_items[0][price_data][unit_amount]': String(Math.round(request.amountCents)),
    'line_items[0][price_data][product_data][name]': `Refundable deposit: ${request.carName}`,
    'metadata[reservation_id]': request.reservationId,
    'metadata[car_id]': request.carId,
  });
  if (request.customerEmail) form.set('customer_email', request.customerEmail);
  return form;
}

/** The Stripe Checkout provider. The reservation id is the idempotency key: a retry opens the same session. */
export function stripeCheckout(options: StripeOptions): PaymentProvider {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return {
    name: 'Stripe',
    test: options.secretKey.startsWith('sk_test_'),
    async createCheckout(request) {
      const response = await send(STRIPE_CHECKOUT_URL, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': `reserve-${request.reservationId}`,
        },
        body: stripeCheckoutForm(request).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: unknown;
        url?: unknown;
        error?: { message?: unknown };
      };
      if (!response.ok || typeof body.id !== 'string' || typeof body.url !== 'string') {
        const reason = typeof body.error?.message === 'string' ? body.error.message : `HTTP ${response.status}`;
        throw new Error(`Stripe Checkout failed: ${reason}`);
      }
      return { id: body.id, url: body.url };
    },
  };
}
