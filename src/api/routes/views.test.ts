import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../deps';
import { MESSAGES } from '../../contracts/messages';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness, TEST_NOW, type Harness } from '../testing/harness';

const VIEW = '/cars/2021-mazda-cx-5/view.json';
const from = (address: string, cookie?: string) => ({
  'x-nf-client-connection-ip': address,
  ...(cookie ? { Cookie: cookie } : {}),
});

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`car views on ${variant.name} (issue 23)`, () => {
    let storage: Storage;
    let h: Harness;
    beforeEach(async () => {
      const site = `views-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site, {}, { timeZone: 'Australia/Brisbane' });
    });
    afterEach(() => storage.close());

    const views = async (headers: Record<string, string>, path = VIEW) => {
      const res = await h.call('GET', path, undefined, headers);
      expect(res.status).toBe(200);
      return res.body.views as number;
    };

    it('counts a view once per visitor per car per day', async () => {
      // One address opening the page again and again is one view.
      for (let i = 0; i < 30; i++) expect(await views(from('198.51.100.1'))).toBe(1);
      expect(await views(from('198.51.100.2'))).toBe(2);
      // Another car counts on its own.
      expect(await views(from('198.51.100.1'), '/cars/2019-ford-ranger/view.json')).toBe(1);
      // A signed-in shopper is one visitor whatever the address.
      const cookie = await h.signIn('0412 345 678');
      expect(await views(from('198.51.100.1', cookie))).toBe(3);
      expect(await views(from('203.0.113.5', cookie))).toBe(3);
    });

    it('counts the addresses of one IPv6 /64 as one visitor, and limits them together', async () => {
      expect(await views(from('2001:db8:85a3:12::1'))).toBe(1);
      expect(await views(from('2001:db8:85a3:12:ffff:1:2:3'))).toBe(1);
      expect(await views(from('2001:db8:85a3:13::1'))).toBe(2);
      for (let i = 2; i < 60; i++) await views(from(`2001:db8:85a3:12::${i.toString(16)}`));
      expect((await h.call('GET', VIEW, undefined, from('2001:db8:85a3:12::abcd'))).status).toBe(429);
    });

    it("starts a new day at midnight in the site's time zone", async () => {
      expect(await views(from('198.51.100.1'))).toBe(1);
      // 23:59:59 in Brisbane (13:59:59 UTC): still the same day.
      h.clock.now = Date.parse('2026-11-23T13:59:59Z');
      expect(await views(from('198.51.100.1'))).toBe(1);
      // Midnight in Brisbane, still 23 November in UTC: the visitor counts again.
      h.clock.now = Date.parse('2026-11-23T14:00:00Z');
      expect(await views(from('198.51.100.1'))).toBe(2);
      expect(await views(from('198.51.100.1'))).toBe(2);
      expect(h.clock.now - TEST_NOW).toBe(12 * 3_600_000);
    });

    it('limits view calls to 60 a minute per address', async () => {
      expect(DEFAULT_RATE_LIMITS.views).toEqual({ limit: 60, windowMs: 60_000 });
      for (let i = 0; i < 60; i++) await views(from('198.51.100.1'));
      const over = await h.call('GET', VIEW, undefined, from('198.51.100.1'));
      expect(over.status).toBe(429);
      expect(over.body.error.message).toBe(MESSAGES.rateLimited);
      expect(over.headers.get('retry-after')).toBe('60');
      expect(await views(from('198.51.100.2'))).toBe(2);
      h.clock.now += 60_000;
      expect(await views(from('198.51.100.1'))).toBe(2);
    });
  });
}
