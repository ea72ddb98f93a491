import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { untriedDueBefore } from '../deps';
import { processOutbox } from '../forward/outbox';
import type { CheckoutRequest, PaymentProvider } from '../payments/payment-provider';
import { stripeSignature } from '../payments/stripe-webhook';
import { MESSAGES } from '../../contracts/messages';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness, type Harness } from '../testing/harness';

const contact = { name: 'Sam Lee', email: 'sam@example.com', phone: '0412 345 678' };
const WEBHOOK_SECRET = 'whsec_test_123';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A fake CRM that takes everything and records the JSON webhook bodies. */
function fakeCrm() {
  const hooks: { event: string; lead: { kind: string; [field: string]: unknown } }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).endsWith('/hook')) hooks.push(JSON.parse(String(init?.body)));
    return new Response('ok');
  }) as typeof globalThis.fetch;
  return { fetch, hooks };
}

/** A checkout.session.completed event as Stripe sends it (the fields this API reads). */
function completed(reservationId: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: 'evt_1',
    type: 'checkout.session.completed',
    livemode: false,
    data: {
      object: {
        id: 'cs_test_abc',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 20000,
        currency: 'aud',
        client_reference_id: reservationId,
        metadata: { reservation_id: reservationId, car_id: 'car-1' },
        ...overrides,
      },
    },
  });
}

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`reserve deposit payments on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    let crm: ReturnType<typeof fakeCrm>;
    const requests: CheckoutRequest[] = [];
    const provider: PaymentProvider = {
      name: 'Fake',
      test: false,
      async createCheckout(request) {
        requests.push(request);
        return { id: 'cs_1', url: 'https://pay.example/cs_1' };
      },
    };
    beforeEach(async () => {
      const site = `pay-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      requests.length = 0;
      crm = fakeCrm();
      h = harness(storage, site, { paymentProvider: provider, stripeWebhookSecret: WEBHOOK_SECRET, fetch: crm.fetch });
    });
    afterEach(() => storage.close());

    const reserve = async (carId = 'car-1', app: Harness = h) => {
      const res = await app.call('POST', '/api/reservations', { car_id: carId, ...contact });
      expect(res.status).toBe(201);
      return res.body.reservation_id as string;
    };
    /** Posts an event signed now with the endpoint's secret; `header` replaces the signature (null: none). */
    const webhook = (body: string, header?: string | null) => {
      const signature =
        header === undefined ? stripeSignature(WEBHOOK_SECRET, body, Math.floor(h.clock.now / 1000)) : header;
      return h.call(
        'POST',
        '/api/payments/stripe-webhook',
        body,
        signature === null ? {} : { 'Stripe-Signature': signature },
      );
    };

    it('starts a $200 checkout for the active reservation, coming back to the reserve page with the reservation id only', async () => {
      const id = await reserve();
      const res = await h.call('POST', '/api/payments/checkout', {
        reservation_id: id,
        car_id: 'car-1',
        return_path: '/cars/2021-mazda-cx-5/checkout',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ url: 'https://pay.example/cs_1', test: false });
      expect(requests).toEqual([
        {
          reservationId: id,
          carId: 'car-1',
          carName: '2021 Mazda CX-5',
          amountCents: 20000,
          successUrl: `http://localhost/cars/2021-mazda-cx-5/checkout?reservation=${id}`,
          cancelUrl: 'http://localhost/cars/2021-mazda-cx-5/checkout',
        },
      ]);
    });

    it("charges the car's own processor deposit, and the site's deposit text otherwise", async () => {
      const own = await reserve('car-7');
      await h.call('POST', '/api/payments/checkout', {
        reservation_id: own,
        car_id: 'car-7',
        return_path: '/cars/2021-mazda-cx-5-gt/checkout',
      });
      const site = harness(
        storage,
        h.deps.settings.site,
        { paymentProvider: provider },
        { reserveDepositText: '$1,000 to reserve' },
      );
      const other = await reserve('car-6', site);
      await site.call('POST', '/api/payments/checkout', {
        reservation_id: other,
        car_id: 'car-6',
        return_path: '/cars/2021-mazda-cx-5-touring/checkout',
      });
      expect(requests.map((r) => r.amountCents)).toEqual([50000, 100000]);
    });

    it('refuses a checkout when the car needs no deposit', async () => {
      const free = harness(storage, h.deps.settings.site, { paymentProvider: provider }, { reserveDepositText: '$0' });
      const id = await reserve('car-4', free);
      const res = await free.call('POST', '/api/payments/checkout', {
        reservation_id: id,
        car_id: 'car-4',
        return_path: '/cars/2020-mazda-cx-5/checkout',
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(MESSAGES.noDeposit);
      expect(requests).toEqual([]);
    });

    it('refuses to take a deposit for a reservation that is not the active one', async () => {
      await reserve();
      const res = await h.call('POST', '/api/payments/checkout', {
        reservation_id: UNKNOWN,
        car_id: 'car-1',
        return_path: '/cars/2021-mazda-cx-5/checkout',
      });
      expect(res.status).toBe(409);
      expect(requests).toEqual([]);
    });

    it('answers 502 with a clear message when the provider fails', async () => {
      const failing = harness(storage, 'pay-fail', {
        paymentProvider: {
          ...provider,
          createCheckout: async () => {
            throw new Error('down');
          },
        },
      });
      const id = await reserve('car-1', failing);
      const res = await failing.call('POST', '/api/payments/checkout', {
        reservation_id: id,
        car_id: 'car-1',
        return_path: '/cars/2021-mazda-cx-5/checkout',
      });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('We could not start the payment. Your car is still held; please try again.');
    });

    it('names the provider and whether it is a test', async () => {
      expect((await h.call('GET', '/api/payments/provider')).body).toEqual({ name: 'Fake', test: false });
    });

    it('says a reservation is unpaid until a signed checkout.session.completed arrives, then paid (once)', async () => {
      const id = await reserve();
      const before = await h.call('GET', `/api/payments/status/${id}`);
      expect(before.status).toBe(200);
      expect(before.body).toEqual({
        reservation_id: id,
        car_id: 'car-1',
        status: 'active',
        paid: false,
        test: false,
        expires_at: '2026-11-25T02:00:00.000Z',
      });
      const res = await webhook(completed(id));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, result: 'paid' });
      expect((await h.call('GET', `/api/payments/status/${id}`)).body).toMatchObject({ paid: true, test: true });
      // Stripe retries: a repeat changes nothing.
      expect((await webhook(completed(id))).body).toEqual({ received: true, result: 'already-paid' });
    });

    it('forwards the reservation and then its payment to the CRM through the outbox', async () => {
      const id = await reserve();
      await webhook(completed(id));
      expect(await processOutbox(h.deps)).toEqual({ delivered: 4, retrying: 0, gaveUp: 0 });
      // One pass sends due rows in parallel: find each by kind, not by arrival order.
      const held = crm.hooks.find((hook) => hook.lead.kind === 'reservation');
      const paid = crm.hooks.find((hook) => hook.lead.kind === 'reservation_paid');
      expect(held).toMatchObject({
        event: 'lead.created',
        lead: {
          kind: 'reservation',
          car_id: 'car-1',
          reservation_id: id,
          name: 'Sam Lee',
          email: 'sam@example.com',
          deposit_cents: 20000,
          'Vehicle Make': 'Mazda',
        },
      });
      expect(paid).toMatchObject({
        event: 'lead.updated',
        lead: {
          kind: 'reservation_paid',
          parent_lead_id: held?.lead.id,
          reservation_id: id,
          paid_cents: 20000,
          payment_ref: 'cs_test_abc',
          test_payment: true,
        },
      });
      expect(paid?.lead.message).toBe('Deposit of $200.00 paid online (TEST: no money taken); payment cs_test_abc.');
    });

    it('keeps a reservation the CRM refuses in the retry queue and lists it undelivered', async () => {
      const down = harness(storage, h.deps.settings.site, {
        fetch: (async () => new Response('no', { status: 503 })) as typeof fetch,
        outboxPolicy: { maxAttempts: 1 },
      });
      await reserve('car-1', down);
      expect(await processOutbox(down.deps)).toEqual({ delivered: 0, retrying: 0, gaveUp: 2 });
      const undelivered = await storage.listUndelivered(untriedDueBefore(down.clock.now));
      expect(undelivered.map((u) => u.status)).toEqual(['failed', 'failed']);
      expect((await storage.getLead(undelivered[0]!.leadId))?.kind).toBe('reservation');
    });

    it.each([
      ['a bad signature', (body: string, t: number) => stripeSignature('whsec_wrong', body, t)],
      ['a stale timestamp (over 300 s)', (body: string, t: number) => stripeSignature(WEBHOOK_SECRET, body, t - 301)],
      ['no signature', () => null],
      ['a malformed header', () => 'v1=nothex'],
    ])('refuses a notification with %s and marks nothing paid', async (_name, sign) => {
      const id = await reserve();
      const body = completed(id);
      const res = await webhook(body, sign(body, Math.floor(h.clock.now / 1000)));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MESSAGES.signatureInvalid);
      expect((await h.call('GET', `/api/payments/status/${id}`)).body.paid).toBe(false);
      expect(h.logs.at(-1)).toMatch(/^\[forecourt\] Stripe webhook refused: \w+ signature$/);
    });

    it('refuses a signed body that was changed after signing', async () => {
      const id = await reserve();
      const header = stripeSignature(
        WEBHOOK_SECRET,
        completed(id, { amount_total: 1 }),
        Math.floor(h.clock.now / 1000),
      );
      expect((await webhook(completed(id), header)).status).toBe(400);
    });

    it('acknowledges an unknown reservation without marking anything (other sites share the Stripe account)', async () => {
      const res = await webhook(completed(UNKNOWN));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, result: 'unknown' });
      expect(h.logs.at(-1)).toContain('unknown reservation (cs_test_abc) ignored');
    });

    it('ignores other events and unpaid sessions', async () => {
      const id = await reserve();
      expect((await webhook(completed(id, { payment_status: 'unpaid' }))).body).toEqual({
        received: true,
        ignored: 'checkout.session.completed',
      });
      const expired = JSON.stringify({ type: 'checkout.session.expired', data: { object: { id: 'cs_1' } } });
      expect((await webhook(expired)).body).toEqual({ received: true, ignored: 'checkout.session.expired' });
      expect((await h.call('GET', `/api/payments/status/${id}`)).body.paid).toBe(false);
    });

    it('answers 503 when no webhook secret is configured (nothing can be verified)', async () => {
      const unconfigured = harness(storage, h.deps.settings.site, { paymentProvider: provider });
      const id = await reserve('car-1', unconfigured);
      const body = completed(id);
      const res = await unconfigured.call('POST', '/api/payments/stripe-webhook', body, {
        'Stripe-Signature': stripeSignature(WEBHOOK_SECRET, body, Math.floor(h.clock.now / 1000)),
      });
      expect(res.status).toBe(503);
    });

    it('answers 404 for the status of an unknown reservation and 400 for a malformed id', async () => {
      expect((await h.call('GET', `/api/payments/status/${UNKNOWN}`)).status).toBe(404);
      expect((await h.call('GET', `/api/payments/status/${UNKNOWN}`)).body.error.message).toBe(
        MESSAGES.reservationNotFound,
      );
      expect((await h.call('GET', '/api/payments/status/not-a-uuid')).status).toBe(400);
    });

    it('says expired once the hold has run out', async () => {
      const id = await reserve();
      h.clock.now += 48 * 3_600_000;
      expect((await h.call('GET', `/api/payments/status/${id}`)).body).toMatchObject({
        status: 'expired',
        paid: false,
      });
    });

    it('has no local test checkout unless the provider is the local test provider', async () => {
      expect(
        (await h.call('GET', `/api/payments/test-checkout?session_id=test_${UNKNOWN}&next=/cars/x/checkout`)).status,
      ).toBe(404);
    });
  });

  describe.skipIf(variant.skip)(`the local test provider on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    beforeEach(async () => {
      const site = `tp-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site);
    });
    afterEach(() => storage.close());

    it('confirms the deposit through the API, then returns to the reserve page', async () => {
      const { body: reserved } = await h.call('POST', '/api/reservations', { car_id: 'car-1', ...contact });
      const id = reserved.reservation_id as string;
      const checkout = await h.call('POST', '/api/payments/checkout', {
        reservation_id: id,
        car_id: 'car-1',
        return_path: '/cars/2021-mazda-cx-5/checkout',
      });
      expect(checkout.body.test).toBe(true);
      const url = new URL(checkout.body.url);
      expect(url.pathname).toBe('/api/payments/test-checkout');
      expect((await h.call('GET', `/api/payments/status/${id}`)).body.paid).toBe(false);
      const back = await h.app.request(url.href);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(
        `/cars/2021-mazda-cx-5/checkout?reservation=${id}&session_id=test_${id}`,
      );
      expect((await h.call('GET', `/api/payments/status/${id}`)).body).toMatchObject({ paid: true, test: true });
      expect((await storage.getReservation(id))?.paidCents).toBe(20000);
    });

    it.each([
      [
        'an open redirect',
        (id: string) => `session_id=test_${id}&next=${encodeURIComponent('//evil.example/cars/x/checkout')}`,
        400,
      ],
      ['a page that is not a reserve page', (id: string) => `session_id=test_${id}&next=/admin`, 400],
      ['a session that is not a test one', (id: string) => `session_id=cs_live_${id}&next=/cars/x/checkout`, 400],
      ['an unknown reservation', () => `session_id=test_${UNKNOWN}&next=/cars/x/checkout`, 404],
    ])('refuses %s', async (_name, query, status) => {
      const { body } = await h.call('POST', '/api/reservations', { car_id: 'car-1', ...contact });
      expect((await h.call('GET', `/api/payments/test-checkout?${query(body.reservation_id)}`)).status).toBe(status);
      expect((await h.call('GET', `/api/payments/status/${body.reservation_id}`)).body.paid).toBe(false);
    });
  });
}
