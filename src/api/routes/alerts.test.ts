import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../auth/unsubscribe-token';
import { MESSAGES } from '../../contracts/messages';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness, type Harness } from '../testing/harness';

const PHONE = '+61412345678';
const toyotas = {
  name: 'Toyota under $40k',
  path: '/search/used-cars',
  filters: { make: ['Toyota'], price: ':40000' },
};

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`stopping alerts from a link on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    let site: string;
    let searchId: string;
    const token = (scope: { phone: string; searchId?: string }, secret = 'test-secret', forSite = site) =>
      unsubscribeToken(secret, forSite, scope);
    const unsubscribe = (t: unknown) => h.call('POST', '/api/alerts/unsubscribe', { token: t });

    beforeEach(async () => {
      site = `al-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site);
      const cookie = await h.signIn('0412 345 678');
      searchId = (await h.call('POST', '/api/saved-searches', toyotas, { Cookie: cookie })).body.searches[0].id;
    });
    afterEach(() => storage.close());

    it("a saved search's link deletes that search, and says so again when used twice", async () => {
      const first = await unsubscribe(token({ phone: PHONE, searchId }));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, stopped: 'search', search_name: 'Toyota under $40k' });
      expect(await storage.listSavedSearches(PHONE)).toEqual([]);
      const again = await unsubscribe(token({ phone: PHONE, searchId }));
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: true, stopped: 'search' });
      expect(await storage.phonesWithAlertsOff()).toEqual(new Set());
    });

    it('a watchlist link stops every alert to the phone, idempotently, and following a search turns them back on', async () => {
      expect((await unsubscribe(token({ phone: PHONE }))).body).toEqual({ success: true, stopped: 'all' });
      expect((await unsubscribe(token({ phone: PHONE }))).body).toEqual({ success: true, stopped: 'all' });
      expect(await storage.phonesWithAlertsOff()).toEqual(new Set([PHONE]));
      // The saved search stays: the shopper can still see it and follow it again.
      expect(await storage.listSavedSearches(PHONE)).toHaveLength(1);
      const cookie = await h.signIn('0412 345 678');
      await h.call('POST', '/api/saved-searches', { ...toyotas, filters: { make: ['Mazda'] } }, { Cookie: cookie });
      expect(await storage.phonesWithAlertsOff()).toEqual(new Set());
    });

    it.each([
      ['another site', () => token({ phone: PHONE }, 'test-secret', 'other-site')],
      ['another secret', () => token({ phone: PHONE }, 'not-the-secret')],
      [
        'an altered phone',
        () =>
          token({ phone: PHONE }).replace(
            /^[^.]+/,
            Buffer.from(JSON.stringify({ p: '+61498765432' })).toString('base64url'),
          ),
      ],
      ['a cut signature', () => token({ phone: PHONE }).slice(0, -4)],
      ['no signature', () => token({ phone: PHONE }).split('.')[0]],
      ['not text', () => 12345],
    ])('refuses a token for %s with 400 naming the token, and stops nothing', async (_name, make) => {
      const res = await unsubscribe(make());
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MESSAGES.unsubscribeTokenInvalid);
      expect(res.body.error.fields).toEqual([{ path: 'token', message: MESSAGES.unsubscribeTokenInvalid }]);
      expect(await storage.phonesWithAlertsOff()).toEqual(new Set());
      expect(await storage.listSavedSearches(PHONE)).toHaveLength(1);
    });

    it('limits attempts per address (20 per 10 minutes)', async () => {
      const limited = harness(storage, site, {
        rateLimits: { ...h.deps.rateLimits, unsubscribe: { limit: 2, windowMs: 600_000 } },
      });
      const call = () =>
        limited.call('POST', '/api/alerts/unsubscribe', { token: `${'x'.repeat(10)}.${'y'.repeat(22)}` });
      expect((await call()).status).toBe(400);
      expect((await call()).status).toBe(400);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    });
  });
}
