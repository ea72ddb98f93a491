import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest, PaymentProvider } from '../payments/payment-provider';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness, type Harness } from '../testing/harness';

const contact = { name: 'Sam Lee', email: 'sam@example.com', phone: '0412 345 678' };

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`reserve deposit payments on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
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
      h = harness(storage, site, { paymentProvider: provider });
    });
    afterEach(() => storage.close());

    it('starts a $200 checkout for the active reservation, coming back to the reserve page', async () => {
      const reserved = await h.call('POST', '/api/reservations', { car_id: 'car-1', ...contact });
      expect(reserved.status).toBe(201);
      const res = await h.call('POST', '/api/payments/checkout', { reservation_id: reserved.body.reservation_id, car_id: 'car-1', return_path: '/cars/2021-mazda-cx-5/checkout' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ url: 'https://pay.example/cs_1', test: false });
      expect(requests).toEqual([
        {
          reservationId: reserved.body.reservation_id,
          carId: 'car-1',
          carName: '2021 Mazda CX-5',
          amountCents: 20000,
          successUrl: `http://localhost/cars/2021-mazda-cx-5/checkout?paid=1&reservation=${reserved.body.reservation_id}`,
          cancelUrl: 'http://localhost/cars/2021-mazda-cx-5/checkout',
        },
      ]);
    });

    it('refuses to take a deposit for a reservation that is not the active one', async () => {
      await h.call('POST', '/api/reservations', { car_id: 'car-1', ...contact });
      const res = await h.call('POST', '/api/payments/checkout', { reservation_id: '00000000-0000-4000-8000-000000000000', car_id: 'car-1', return_path: '/cars/2021-mazda-cx-5/checkout' });
      expect(res.status).toBe(409);
      expect(requests).toEqual([]);
    });

    it('answers 502 with a clear message when the provider fails', async () => {
      const failing = harness(storage, 'pay-fail', { paymentProvider: { ...provider, createCheckout: async () => { throw new Error('down'); } } });
      const reserved = await failing.call('POST', '/api/reservations', { car_id: 'car-1', ...contact });
      const res = await failing.call('POST', '/api/payments/checkout', { reservation_id: reserved.body.reservation_id, car_id: 'car-1', return_path: '/cars/2021-mazda-cx-5/checkout' });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('We could not start the payment. Your car is still held; please try again.');
    });

    it('names the provider and whether it is a test', async () => {
      expect((await h.call('GET', '/api/payments/provider')).body).toEqual({ name: 'Fake', test: false });
    });
  });
}
