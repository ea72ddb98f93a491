import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_VARIANTS } from '../testing/databases';
import type { Storage } from '../storage/types';
import { harness, type Harness } from '../testing/harness';
import { MESSAGES } from '../../contracts/messages';

const SITE = 'https://sunshine-motors.example';
const page = `${SITE}/cars/2021-mazda-cx-5?utm_source=news`;
const setup = {
  kind: 'enquiry',
  fixed: { car_id: 'car-1', car_type: 'used', category: 'Vehicle Enquiry', location_id: 'loc-bne' },
  numberFields: [],
};
const fields = (over: Record<string, string> = {}) => ({
  fc_form: JSON.stringify(setup),
  name: 'Ana',
  email: 'ana@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
  location_id: '',
  opt_in: 'on',
  ...over,
});

for (const variant of STORAGE_VARIANTS)
  describe.skipIf(variant.skip)(`POST /api/leads/form (no JavaScript) on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    let site: string;
    beforeEach(async () => {
      site = `form-post-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site);
    });
    afterEach(() => storage.close());

    const post = (
      body: Record<string, string> | string,
      headers: Record<string, string> = { Origin: SITE, Referer: page },
    ) =>
      h.app.request('http://localhost/api/leads/form', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'NoJS/1.0', ...headers },
        body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
      });

    it('stores the lead with its fixed part and the page, then answers 303 to /success', async () => {
      const res = await post(fields());
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/success/');
      expect(h.storedLeads).toHaveLength(1);
      const lead = await storage.getLead(h.storedLeads[0] as string);
      expect(lead).toMatchObject({ kind: 'enquiry', carId: 'car-1', eventId: 15 });
      expect(lead?.payload).toMatchObject({
        name: 'Ana',
        phone: '+61412345678',
        category: 'Vehicle Enquiry',
        location_id: 'loc-bne', // a blank field never erases a fixed value
        opt_in: true,
        source: 'Website',
        url: page,
        user_agent: 'NoJS/1.0',
        lead_attributes: { linked_query_params: { utm_source: 'news' } },
      });
      expect(lead?.payload).not.toHaveProperty('fc_form');
    });

    it('stores one lead for a double submit (same body, same address, same hour)', async () => {
      expect((await post(fields())).status).toBe(303);
      expect((await post(fields())).status).toBe(303);
      expect(await storage.countLeads()).toBe(1);
      await post(fields({ message: 'Another question' }));
      expect(await storage.countLeads()).toBe(2);
    });

    it('lands a double-posted test drive on /success once, its own booking no obstacle', async () => {
      const drive = {
        fc_form: JSON.stringify({
          kind: 'test_drive',
          fixed: { car_id: 'car-1', car_type: 'used', location_id: 'loc-bne' },
        }),
        name: 'Ana',
        email: 'ana@example.com',
        phone: '0412 345 678',
        appointment: '2026-11-24T09:00:00+10:00',
      };
      const answers = [await post(drive), await post(drive)];
      expect(answers.map((a) => [a.status, a.headers.get('location')])).toEqual([
        [303, '/success/'],
        [303, '/success/'],
      ]);
      expect(await storage.countLeads()).toBe(1);
      expect(h.storedLeads).toHaveLength(1);
      expect(await storage.bookedSlots('loc-bne', 0, Number.MAX_SAFE_INTEGER)).toEqual([
        Date.parse('2026-11-24T09:00:00+10:00'),
      ]);
    });

    it('reads number fields and check options as the browser engine does', async () => {
      const finance = {
        kind: 'finance',
        fixed: { category: 'Finance' },
        numberFields: ['purchase_price', 'deposit', 'term_years'],
      };
      const body = new URLSearchParams({
        fc_form: JSON.stringify(finance),
        name: 'Ana',
        email: 'ana@example.com',
        phone: '0412345678',
        purchase_price: '45,990',
        deposit: '$5,000',
        term_years: '5',
      });
      expect((await post(body.toString())).status).toBe(303);
      const lead = await storage.getLead(h.storedLeads[0] as string);
      expect(lead?.payload).toMatchObject({ purchase_price: 45990, deposit: 5000, term_years: 5 });
      const general = new URLSearchParams({
        fc_form: JSON.stringify({ kind: 'general', fixed: {} }),
        name: 'Ana',
        email: 'ana@example.com',
        phone: '0412345678',
        message: 'Hi',
        'Tyres (check_option)': 'on',
      });
      expect((await post(general.toString())).status).toBe(303);
      expect((await storage.getLead(h.storedLeads[1] as string))?.payload).toMatchObject({
        additional_services: ['Tyres'],
      });
    });

    it('a posted kind field never changes what the form is', async () => {
      expect((await post(fields({ kind: 'general' }))).status).toBe(303);
      expect((await storage.getLead(h.storedLeads[0] as string))?.kind).toBe('enquiry');
    });

    it('answers invalid fields with a readable page listing each problem and the way back', async () => {
      const res = await post(fields({ email: 'nope', phone: '' }));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(MESSAGES.formErrorsHeading);
      expect(html).toContain(MESSAGES.emailInvalid);
      expect(html).toContain('Please enter a valid Australian phone number');
      expect(html).toContain(`href="${page.replace('&', '&#38;')}"`);
      expect(await storage.countLeads()).toBe(0);
    });

    it('escapes what it echoes', async () => {
      const res = await post(fields(), { Origin: SITE, Referer: `${SITE}/contact-us/?q="><script>alert(1)</script>` });
      expect(res.status).toBe(303);
      const bad = await post(fields({ email: 'x' }), { Origin: SITE, Referer: `${SITE}/contact-us/?q="><script>` });
      expect(await bad.text()).not.toContain('<script>');
    });

    it('refuses a post from another site, and one that says nowhere (CSRF)', async () => {
      const foreign = await post(fields(), { Origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      const refererOnly = await post(fields(), { Referer: 'https://evil.example/page' });
      expect(refererOnly.status).toBe(403);
      expect(await refererOnly.text()).toContain(MESSAGES.forbiddenOrigin);
      const nowhere = await post(fields(), {});
      expect(nowhere.status).toBe(403);
      const sameSiteReferer = await post(fields(), { Referer: page });
      expect(sameSiteReferer.status).toBe(303);
      expect(await storage.countLeads()).toBe(1);
    });

    it('takes only form posts, and needs the form part', async () => {
      const json = await h.app.request('http://localhost/api/leads/form', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: '{}',
      });
      expect(json.status).toBe(400);
      expect(await json.text()).toContain(MESSAGES.notForm);
      const { fc_form: _setup, ...withoutSetup } = fields();
      const missing = await post(withoutSetup);
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain(MESSAGES.formSetupMissing);
    });

    it('is rate limited with the JSON route, and says so on a page', async () => {
      const limited = harness(storage, site, { rateLimits: { leads: { limit: 2, windowMs: 60_000 } } as never });
      const send = (body: Record<string, string>) =>
        limited.app.request('http://localhost/api/leads/form', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
          body: new URLSearchParams(body).toString(),
        });
      expect(
        (
          await limited.call('POST', '/api/leads', {
            kind: 'general',
            name: 'Ana',
            email: 'ana@example.com',
            phone: '0412345678',
            message: 'Hi',
          })
        ).status,
      ).toBe(200);
      expect((await send(fields())).status).toBe(303);
      const third = await send(fields({ message: 'Again' }));
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
      expect(await third.text()).toContain(MESSAGES.rateLimited);
    });

    it('leaves the JSON route answering JSON errors', async () => {
      const res = await h.call('POST', '/api/leads', { kind: 'enquiry', name: 'Ana' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { message: expect.any(String) } });
    });
  });
