import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness, type Harness } from '../testing/harness';

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`watchlist on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    let cookie: string;
    beforeEach(async () => {
      const site = `wl-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site);
      cookie = await h.signIn('0412 345 678');
    });
    afterEach(() => storage.close());

    it('saves, lists and removes cars for the signed-in phone', async () => {
      const saved = await h.call(
        'POST',
        '/api/watchlist/save-car',
        { phone_number: '+61412345678', car_id: 'car-1' },
        { Cookie: cookie },
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        success: true,
        cars: [
          {
            id: 'car-1',
            saved_at: '2026-11-23T02:00:00.000Z',
            name: '2021 Mazda CX-5',
            slug: '2021-mazda-cx-5',
            make: 'Mazda',
            model: 'CX-5',
            primary_image_url: 'https://img.example/cx5.jpg',
          },
        ],
      });
      await h.call('POST', '/api/watchlist/save-car', { car_id: 'car-3' }, { Cookie: cookie });
      expect(
        (await h.call('GET', '/api/watchlist', undefined, { Cookie: cookie })).body.cars
          .map((c: { id: string }) => c.id)
          .sort(),
      ).toEqual(['car-1', 'car-3']);
      const removed = await h.call(
        'POST',
        '/api/watchlist/remove-car',
        { phone_number: '0412 345 678', car_id: 'car-1' },
        { Cookie: cookie },
      );
      expect(removed.body.cars.map((c: { id: string }) => c.id)).toEqual(['car-3']);
    });

    it("refuses someone else's phone, whatever the body says", async () => {
      await h.call('POST', '/api/watchlist/save-car', { car_id: 'car-1' }, { Cookie: cookie });
      for (const path of ['/api/watchlist/save-car', '/api/watchlist/remove-car']) {
        const res = await h.call('POST', path, { phone_number: '0498 765 432', car_id: 'car-1' }, { Cookie: cookie });
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(MESSAGES.notYourWatchlist);
      }
      expect(await storage.listWatchlist('+61498765432')).toEqual([]);
      expect((await storage.listWatchlist('+61412345678')).map((e) => e.carId)).toEqual(['car-1']);
    });

    it('asks visitors to sign in', async () => {
      for (const [method, path] of [
        ['POST', '/api/watchlist/save-car'],
        ['POST', '/api/watchlist/remove-car'],
        ['GET', '/api/watchlist'],
      ] as const) {
        const res = await h.call(
          method,
          path,
          method === 'POST' ? { phone_number: '0412345678', car_id: 'car-1' } : undefined,
          { Cookie: 'fc_session=forged-token' },
        );
        expect(res.status).toBe(401);
        expect(res.body.error.message).toBe(MESSAGES.signInRequired);
      }
      expect(await storage.listWatchlist('+61412345678')).toEqual([]);
    });

    it('refuses to newly save a sold car but keeps one saved before it sold', async () => {
      const sold = await h.call('POST', '/api/watchlist/save-car', { car_id: 'car-2' }, { Cookie: cookie });
      expect(sold.status).toBe(409);
      expect(sold.body.error.message).toBe(MESSAGES.soldCarNotSaved);
      await storage.addToWatchlist('+61412345678', 'car-2', 1);
      const list = await h.call('GET', '/api/watchlist', undefined, { Cookie: cookie });
      expect(list.body.cars.map((c: { id: string }) => c.id)).toEqual(['car-2']);
      expect((await h.call('POST', '/api/watchlist/save-car', { car_id: 'car-2' }, { Cookie: cookie })).status).toBe(
        200,
      );
    });

    it('refuses unknown cars and bad ids', async () => {
      expect((await h.call('POST', '/api/watchlist/save-car', { car_id: 'car-404' }, { Cookie: cookie })).status).toBe(
        404,
      );
      const bad = await h.call('POST', '/api/watchlist/save-car', { car_id: "1' OR '1'='1" }, { Cookie: cookie });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual([{ path: 'car_id', message: MESSAGES.idInvalid }]);
    });
  });
}
