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

/** A payment provider. `test` providers take no money, and the page says so. */
export interface PaymentProvider {
  readonly name: string;
  readonly test: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

/** The local test provider: "paid" at once, straight back to the success page, nothing charged. */
export function testPaymentProvider(): PaymentProvider {
  return {
    name: 'Test payments',
    test: true,
    async createCheckout(request) {
      const id = `test_${request.reservationId}`;
      const url = new URL(request.successUrl);
      url.searchParams.set('session_id', id);
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
