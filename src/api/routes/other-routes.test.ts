import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../deps';
import { MESSAGES } from '../../contracts/messages';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness, type Harness } from '../testing/harness';

const contact = { name: 'Ana', email: 'ana@example.com', phone: '0412 345 678' };

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`other endpoints on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    beforeEach(async () => {
      const site = `misc-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site, { adminToken: 'admin-token-123' });
    });
    afterEach(() => storage.close());

    it('quotes finance from the configured rates on the 5-year, 10% deposit, 30% balloon basis', async () => {
      const res = await h.call('POST', '/api/youx/quote', {
        selfAssessedCreditScore: 'GREAT',
        purchasePrice: 30000,
        loanTerm: 5,
        year: 2021,
        vin: '',
        nvic: '',
        whoIsHelping: '',
      });
      expect(res.status).toBe(200);
      // 27,000 financed, 9,000 final payment, r = 0.085/52 over 260 weeks:
      // v^n = 0.65398; (27000 − 9000·0.65398)·r / (1 − 0.65398) = 99.75.
      expect(res.body).toEqual({ weeklyRepaymentAmount: 99.75, advertisedRate: 8.5, comparisonRate: 9.5 });
      const zero = await h.call('POST', '/api/youx/quote', { purchasePrice: 0 });
      expect(zero.status).toBe(400);
      expect(zero.body.error.message).toBe(MESSAGES.priceInvalid);
    });

    it('uses an injected quote provider', async () => {
      const lender = harness(storage, 'lender-site', { quoteProvider: { quote: async () => undefined } });
      expect((await lender.call('POST', '/api/youx/quote', { purchasePrice: 30000 })).status).toBe(422);
    });

    it('saves a valuation result', async () => {
      const res = await h.call('POST', '/api/miscellaneous', {
        column_name: 'valuation',
        valuation: { low: 18000, high: 21000, confidence: 0.7, note: null },
      });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await h.call('POST', '/api/miscellaneous', { column_name: 'price', valuation: {} })).status).toBe(400);
      expect(
        (await h.call('POST', '/api/miscellaneous', { column_name: 'valuation', lead_id: 'missing', valuation: {} }))
          .status,
      ).toBe(404);
    });

    it('limits valuation saves to 10 per 10 minutes per address (issue 23)', async () => {
      expect(DEFAULT_RATE_LIMITS.miscellaneous).toEqual({ limit: 10, windowMs: 600_000 });
      const save = (address: string) =>
        h.call(
          'POST',
          '/api/miscellaneous',
          { column_name: 'valuation', valuation: { note: 'x'.repeat(500) } },
          { 'x-nf-client-connection-ip': address },
        );
      const burst = await Promise.all(Array.from({ length: 50 }, () => save('198.51.100.1')));
      expect(burst.filter((r) => r.status === 200)).toHaveLength(10);
      const refused = burst.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(40);
      for (const res of refused) {
        expect(res.status).toBe(429);
        expect(res.body.error.message).toBe(MESSAGES.rateLimited);
        expect(res.headers.get('retry-after')).toBe('600');
      }
      expect((await save('198.51.100.2')).status).toBe(200);
      h.clock.now += 600_000;
      expect((await save('198.51.100.1')).status).toBe(200);
    });

    it.each([
      ['4000', 200, { price: 0, region: 'Brisbane' }],
      ['4217', 200, { price: 250, region: 'Gold Coast' }],
      ['2000', 200, { price: 1200, region: 'New South Wales' }],
      ['0800', 404, { error: { message: MESSAGES.noDeliveryEstimate } }],
      [
        '',
        400,
        {
          error: {
            message: 'Please enter a postcode.',
            fields: [{ path: 'postcode', message: 'Please enter a postcode.' }],
          },
        },
      ],
      [
        '40',
        400,
        {
          error: {
            message: MESSAGES.postcodeInvalid,
            fields: [{ path: 'postcode', message: MESSAGES.postcodeInvalid }],
          },
        },
      ],
    ])('delivery price for postcode %j → %i', async (postcode, status, body) => {
      const res = await h.call('GET', `/api/delivery/price?postcode=${postcode}`);
      expect(res.status).toBe(status);
      expect(res.body).toEqual(body);
    });

    it('answers delivery without a postcode parameter with the empty-postcode message', async () => {
      expect((await h.call('GET', '/api/delivery/price')).body.error.message).toBe('Please enter a postcode.');
    });

    it('lists test-drive slots from opening hours, after the lead time', async () => {
      // Now is Monday 12:00 in Brisbane; lead time 2 h, so the first slot is 14:00.
      const today = await h.call('GET', '/api/test-drive/availability?location_id=loc-bne&date=2026-11-23');
      expect(today.status).toBe(200);
      expect(today.body.time_zone).toBe('Australia/Brisbane');
      expect(today.body.slots.map((s: { label: string }) => s.label)).toEqual([
        '2:00 pm',
        '2:30 pm',
        '3:00 pm',
        '3:30 pm',
        '4:00 pm',
        '4:30 pm',
      ]);
      expect(
        (await h.call('GET', '/api/test-drive/availability?location_id=loc-bne&date=2026-11-24')).body.slots,
      ).toHaveLength(17);
      expect(
        (await h.call('GET', '/api/test-drive/availability?location_id=loc-bne&date=2026-11-29')).body.slots,
      ).toEqual([]);
      expect(
        (await h.call('GET', '/api/test-drive/availability?location_id=loc-bne&date=2026-12-25')).body.slots,
      ).toEqual([]);
      expect((await h.call('GET', '/api/test-drive/availability?location_id=nowhere&date=2026-11-24')).status).toBe(
        404,
      );
      const badDate = await h.call('GET', '/api/test-drive/availability?location_id=loc-bne&date=24/11/2026');
      expect(badDate.status).toBe(400);
      expect(badDate.body.error.message).toBe(MESSAGES.dateInvalid);
    });

    it('counts views per car and answers live car fields', async () => {
      const first = await h.call(
        'GET',
        '/cars/2021-mazda-cx-5/view.json?photos_count=12&updated_at=2026-11-20&website_id=7',
      );
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        views: 1,
        car_fields: { id: 'car-1', status: 'in_stock', reserved: false, price: 32990 },
      });
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(
        (
          await h.call('GET', '/cars/2021-mazda-cx-5/view.json', undefined, {
            'x-nf-client-connection-ip': '203.0.113.9',
          })
        ).body.views,
      ).toBe(2);
      expect((await h.call('GET', '/cars/2019-ford-ranger/view.json')).body.views).toBe(1);
      expect((await h.call('GET', '/cars/no-such-car/view.json')).status).toBe(404);
    });

    it('holds one reservation per car: the second gets a clear 409', async () => {
      const reserve = (email: string) => h.call('POST', '/api/reservations', { car_id: 'car-1', ...contact, email });
      const [a, b] = await Promise.all([reserve('a@example.com'), reserve('b@example.com')]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.error.message).toBe(MESSAGES.carAlreadyReserved);
      const status = await h.call('GET', '/api/reservations/car-1');
      expect(status.body).toEqual({ car_id: 'car-1', reserved: true, expires_at: '2026-11-25T02:00:00.000Z' });
      expect((await h.call('GET', '/cars/2021-mazda-cx-5/view.json')).body.car_fields.reserved).toBe(true);
      expect((await h.call('POST', '/api/reservations', { car_id: 'car-2', ...contact })).body.error.message).toBe(
        MESSAGES.carNotReservable,
      );
      h.clock.now += 48 * 3_600_000;
      expect((await h.call('GET', '/api/reservations/car-1')).body.reserved).toBe(false);
      expect((await reserve('c@example.com')).status).toBe(201);
    });

    it('replays a reservation retried with its key', async () => {
      const first = await h.call(
        'POST',
        '/api/reservations',
        { car_id: 'car-3', ...contact },
        { 'Idempotency-Key': 'reserve-key-1' },
      );
      const again = await h.call(
        'POST',
        '/api/reservations',
        { car_id: 'car-3', ...contact },
        { 'Idempotency-Key': 'reserve-key-1' },
      );
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    });

    it('lists undelivered leads for the admin token only', async () => {
      expect((await h.call('GET', '/api/admin/undelivered')).status).toBe(401);
      expect((await h.call('GET', '/api/admin/undelivered', undefined, { Authorization: 'Bearer wrong' })).status).toBe(
        401,
      );
      const ok = await h.call('GET', '/api/admin/undelivered', undefined, { Authorization: 'Bearer admin-token-123' });
      expect(ok.body).toEqual({ undelivered: [] });
      const without = harness(storage, 'no-admin');
      expect(
        (await without.call('GET', '/api/admin/undelivered', undefined, { Authorization: 'Bearer admin-token-123' }))
          .status,
      ).toBe(404);
    });
  });
}
