/**
 * Paying the reserve deposit: one interface, Stripe Checkout in production and a clearly
 * labelled test provider in local mode (nothing leaves the machine, no card is charged).
 */

/** What a deposit payment is for. Amounts are in cents (AUD). */
export interface CheckoutRequest {
  reservationId: string;
  carId: string;
  carName: string;
  amountCents: number;
  /** Where the provider sends the shopper after paying, and after cancelling. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
}

/** A started payment: send the shopper to `url`. */
export interface CheckoutSession {
  id: string;
  url: string;
}

/**
 * A payment provider. `test` providers take no money, and the page says so. A payment counts only
 * when the provider confirms it server to server (Stripe: the signed webhook), never from the
 * shopper's return URL; only the `local` test provider confirms through the API itself.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly test: boolean;
  /** The local test provider: GET /api/payments/test-checkout stands in for the hosted page and its notification. */
  readonly local?: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

/** Where the local test provider sends the shopper (the API marks the deposit paid there, then returns to the page). */
export const TEST_CHECKOUT_PATH = '/api/payments/test-checkout';
/** Reference prefix of test payments (the local provider's `test_…`, Stripe's test-mode `cs_test_…`). */
export const TEST_PAYMENT_REF = /^(test_|cs_test_)/;

/** The local test provider: "paid" at once through the API, then back to the success page; nothing charged. */
export function testPaymentProvider(): PaymentProvider {
  return {
    name: 'Test payments',
    test: true,
    local: true,
    async createCheckout(request) {
      const id = `test_${request.reservationId}`;
      const success = new URL(request.successUrl);
      const url = new URL(TEST_CHECKOUT_PATH, success.origin);
      url.searchParams.set('session_id', id);
      url.searchParams.set('next', `${success.pathname}${success.search}`);
      return { id, url: url.href };
    },
  };
}

/** Production without a payment key: reserving still works, paying says it is unavailable. */
export function unconfiguredPaymentProvider(): PaymentProvider {
  return {
    name: 'Unconfigured',
    test: false,
    async createCheckout() {
      throw new Error('no payment provider is configured (set STRIPE_SECRET_KEY)');
    },
  };
}
