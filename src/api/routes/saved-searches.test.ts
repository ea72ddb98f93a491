import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { SAVED_SEARCH_LIMIT } from '../../contracts/saved-search';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness, type Harness } from '../testing/harness';
import { SAVED_SEARCH_LIMIT_MESSAGE } from './saved-searches';

const toyotas = {
  name: 'Toyota under $40k',
  path: '/search/used-cars',
  filters: { make: ['Toyota'], price: ':40000' },
};

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`saved searches on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    let cookie: string;
    beforeEach(async () => {
      const site = `ss-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site);
      cookie = await h.signIn('0412 345 678');
    });
    afterEach(() => storage.close());

    it('saves, lists and deletes a search for the signed-in phone', async () => {
      const saved = await h.call('POST', '/api/saved-searches', toyotas, { Cookie: cookie });
      expect(saved.status).toBe(201);
      expect(saved.body.searches).toEqual([
        { id: expect.any(String), ...toyotas, created_at: '2026-11-23T02:00:00.000Z' },
      ]);
      const rows = await storage.listSavedSearches('+61412345678');
      expect(rows.map((r) => r.name)).toEqual(['Toyota under $40k']);
      const removed = await h.call('DELETE', `/api/saved-searches/${saved.body.searches[0].id}`, undefined, {
        Cookie: cookie,
      });
      expect(removed.body.searches).toEqual([]);
    });

    it('keeps one copy of the same search', async () => {
      await h.call('POST', '/api/saved-searches', toyotas, { Cookie: cookie });
      const again = await h.call('POST', '/api/saved-searches', { ...toyotas, name: 'Again' }, { Cookie: cookie });
      expect(again.body.searches).toHaveLength(1);
    });

    it(`keeps at most ${SAVED_SEARCH_LIMIT}`, async () => {
      for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) {
        expect(
          (
            await h.call(
              'POST',
              '/api/saved-searches',
              { ...toyotas, filters: { make: [`Make${i}`] } },
              { Cookie: cookie },
            )
          ).status,
        ).toBe(201);
      }
      const over = await h.call('POST', '/api/saved-searches', toyotas, { Cookie: cookie });
      expect(over.status).toBe(409);
      expect(over.body.error.message).toBe(SAVED_SEARCH_LIMIT_MESSAGE);
    });

    it(`keeps at most ${SAVED_SEARCH_LIMIT} of 25 saves sent at once (issue 23)`, async () => {
      const saves = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          h.call(
            'POST',
            '/api/saved-searches',
            { ...toyotas, name: `Search ${i}`, filters: { make: [`Make${i}`] } },
            { Cookie: cookie },
          ),
        ),
      );
      expect(saves.filter((s) => s.status === 201)).toHaveLength(SAVED_SEARCH_LIMIT);
      const refused = saves.filter((s) => s.status !== 201);
      expect(refused).toHaveLength(25 - SAVED_SEARCH_LIMIT);
      for (const res of refused) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          error: { message: 'You can keep up to 10 saved searches. Delete one to save another.' },
        });
      }
      expect(await storage.listSavedSearches('+61412345678')).toHaveLength(SAVED_SEARCH_LIMIT);
    });

    it('keeps one copy of the same search saved 5 times at once', async () => {
      const saves = await Promise.all(
        Array.from({ length: 5 }, () => h.call('POST', '/api/saved-searches', toyotas, { Cookie: cookie })),
      );
      expect(saves.map((s) => s.status)).toEqual(Array(5).fill(201));
      expect(await storage.listSavedSearches('+61412345678')).toHaveLength(1);
    });

    it.each([
      ['no filters', { ...toyotas, filters: {} }, 'Choose at least one filter before saving a search.'],
      ['a page that is not a search', { ...toyotas, path: '/cars/x' }, 'Only search pages can be saved.'],
      ['markup in the name', { ...toyotas, name: '<b>x</b>' }, MESSAGES.htmlNotAllowed],
    ])('refuses %s', async (_name, body, message) => {
      const res = await h.call('POST', '/api/saved-searches', body, { Cookie: cookie });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    });

    it("never shows or deletes another phone's searches", async () => {
      const mine = await h.call('POST', '/api/saved-searches', toyotas, { Cookie: cookie });
      const other = await h.signIn('0498 765 432');
      expect((await h.call('GET', '/api/saved-searches', undefined, { Cookie: other })).body.searches).toEqual([]);
      await h.call('DELETE', `/api/saved-searches/${mine.body.searches[0].id}`, undefined, { Cookie: other });
      expect(await storage.listSavedSearches('+61412345678')).toHaveLength(1);
    });

    it('asks visitors to sign in', async () => {
      expect((await h.call('POST', '/api/saved-searches', toyotas)).status).toBe(401);
      expect((await h.call('GET', '/api/saved-searches')).status).toBe(401);
    });
  });
}
