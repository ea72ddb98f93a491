import { describe, expect, it } from 'vitest';
import { testPaymentProvider } from './payment-provider';
import { STRIPE_CHECKOUT_URL, stripeCheckout } from './stripe-checkout';

const request = {
  reservationId: 'r-123',
  carId: 'car-1',
  carName: '2021 Mazda CX-5',
  amountCents: 20000,
  successUrl: 'https://dealer.example/cars/2021-mazda-cx-5/checkout?reservation=r-123',
  cancelUrl: 'https://dealer.example/cars/2021-mazda-cx-5/checkout',
  customerEmail: 'sam@example.com',
};

function fakeFetch(status: number, answer: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('stripeCheckout', () => {
  it('posts one AUD deposit line, keyed by the reservation, with the secret key', async () => {
    const { fetch, calls } = fakeFetch(200, { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const provider = stripeCheckout({ secretKey: 'sk_test_abc', fetch });
    const session = await provider.createCheckout(request);
    expect(session).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe(STRIPE_CHECKOUT_URL);
    expect(call!.init.method).toBe('POST');
    expect(call!.init.headers).toMatchObject({
      Authorization: 'Bearer sk_test_abc',
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': 'reserve-r-123',
    });
    expect(Object.fromEntries(new URLSearchParams(String(call!.init.body)))).toEqual({
      mode: 'payment',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: 'r-123',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': 'Refundable deposit: 2021 Mazda CX-5',
      'metadata[reservation_id]': 'r-123',
      'metadata[car_id]': 'car-1',
      customer_email: 'sam@example.com',
    });
  });

  it.each([
    ['sk_test_abc', true],
    ['sk_live_abc', false],
  ])('key %s is a test provider: %s', (secretKey, test) => {
    expect(stripeCheckout({ secretKey, fetch: fakeFetch(200, {}).fetch }).test).toBe(test);
  });

  it("throws with Stripe's message when it refuses", async () => {
    const { fetch } = fakeFetch(400, { error: { message: 'Invalid currency' } });
    await expect(stripeCheckout({ secretKey: 'sk_test_abc', fetch }).createCheckout(request)).rejects.toThrow(
      'Stripe Checkout failed: Invalid currency',
    );
  });

  it('throws when the answer has no session URL', async () => {
    const { fetch } = fakeFetch(200, { id: 'cs_1' });
    await expect(stripeCheckout({ secretKey: 'sk_test_abc', fetch }).createCheckout(request)).rejects.toThrow(
      'Stripe Checkout failed: HTTP 200',
    );
  });
});

describe('testPaymentProvider', () => {
  it('is labelled a local test and sends the shopper to the API, which confirms and returns to the success page', async () => {
    const provider = testPaymentProvider();
    expect(provider).toMatchObject({ test: true, local: true });
    const session = await provider.createCheckout(request);
    expect(session.id).toBe('test_r-123');
    expect(session.url).toBe(
      `https://dealer.example/api/payments/test-checkout?session_id=test_r-123&next=${encodeURIComponent('/cars/2021-mazda-cx-5/checkout?reservation=r-123')}`,
    );
  });
});
