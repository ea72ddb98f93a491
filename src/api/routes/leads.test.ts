import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_VARIANTS } from '../testing/databases';
import { enquiry, harness, type Harness } from '../testing/harness';
import type { Storage } from '../storage/types';
import { MESSAGES } from '../../contracts/messages';

const person = { name: 'Ana', email: 'ana@example.com', phone: '0412345678' };

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`leads on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    beforeEach(async () => {
      const site = `leads-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site);
    });
    afterEach(() => storage.close());

    it.each([
      ['used enquiry', enquiry(), 15],
      ['new enquiry', enquiry({ car_type: 'new' }), 14],
      ['used test drive', { kind: 'test_drive', ...person, car_id: 'car-1', car_type: 'used' }, 48],
      [
        'Test Drive Only tag',
        { kind: 'test_drive', ...person, car_id: 'car-1', car_type: 'used', tag: 'Test Drive Only' },
        17,
      ],
      ['finance', { kind: 'finance', ...person, car_id: 'car-1', under_finance: 'No', has_trade_in: 'Yes' }, 9],
      [
        'trade-in',
        { kind: 'trade_in', ...person, postcode: '4000', rego: 'abc123', regoState: 'QLD', kms: 85000 },
        undefined,
      ],
      [
        'valuation',
        { kind: 'valuation', ...person, kms: 60000, rego: '123ABC', regoState: 'qld', location_id: 'loc-bne' },
        undefined,
      ],
      ['offer enquiry', { kind: 'offer_enquiry', ...person, offer_id: 'offer-9', message: 'Tell me more' }, 22],
      ['find me something similar', { kind: 'find_similar', ...person, car_id: 'car-2', car_type: 'used' }, 15],
      ['request photos', { kind: 'request_photos', ...person, car_id: 'car-1', car_type: 'new' }, 14],
      [
        'general',
        { kind: 'general', ...person, message: 'Service booking', additional_services: ['Tyres (check_option)'] },
        22,
      ],
      ['careers', { kind: 'general', ...person, message: 'CV attached', category: 'Careers' }, 51],
    ])('stores a %s lead and answers its lead_id and event id', async (_label, body, eventId) => {
      const res = await h.call('POST', '/api/leads', body);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.event_id).toBe(eventId);
      const stored = await storage.getLead(res.body.lead_id);
      expect(stored?.kind).toBe((body as { kind: string }).kind);
      expect(stored?.payload.phone).toBe('+61412345678');
      expect(h.storedLeads).toEqual([res.body.lead_id]);
    });

    it('fills the spec defaults: state qld, Phone contact, General Enquiry, photos text', async () => {
      const general = await h.call('POST', '/api/leads', { kind: 'general', ...person, message: 'Hi' });
      expect((await storage.getLead(general.body.lead_id))?.payload).toMatchObject({
        state: 'qld',
        PreferredContactMethod: 'Phone',
        category: 'General Enquiry',
        source: 'Website',
        opt_in: false,
      });
      const photos = await h.call('POST', '/api/leads', { kind: 'request_photos', ...person, car_id: 'car-1' });
      expect((await storage.getLead(photos.body.lead_id))?.payload.request_text).toBe(
        'Please send photos for this car',
      );
    });

    it('answers a retried submission with the same lead, never a second one', async () => {
      const first = await h.call('POST', '/api/leads', enquiry(), { 'Idempotency-Key': 'retry-key-0001' });
      const again = await h.call('POST', '/api/leads', enquiry(), { 'Idempotency-Key': 'retry-key-0001' });
      const viaBody = await h.call('POST', '/api/leads', enquiry({ idempotency_key: 'retry-key-0001' }));
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(viaBody.body).toEqual(first.body);
      expect(await storage.countLeads()).toBe(1);
      expect(h.storedLeads).toHaveLength(1);
    });

    it('refuses the same key with a different body', async () => {
      await h.call('POST', '/api/leads', enquiry(), { 'Idempotency-Key': 'retry-key-0002' });
      const other = await h.call('POST', '/api/leads', enquiry({ message: 'Different' }), {
        'Idempotency-Key': 'retry-key-0002',
      });
      expect(other.status).toBe(409);
      expect(other.body.error.message).toBe(MESSAGES.idempotencyMismatch);
      expect(await storage.countLeads()).toBe(1);
    });

    it('runs the valuation flow: create, adjustments, rego lookup, offer accepted', async () => {
      const created = await h.call('POST', '/api/leads', {
        kind: 'valuation',
        ...person,
        kms: 60000,
        rego: '123ABC',
        regoState: 'qld',
      });
      const leadId = created.body.lead_id as string;
      const steps = [
        {
          kind: 'valuation_adjustments',
          lead_id: leadId,
          adjustmentAnswers: { accident: 'No', keys: 2, serviced: true },
        },
        { kind: 'valuation_rego_lookup', lead_id: leadId, rego: '123abc', regoState: 'QLD' },
        { kind: 'valuation_offer_accepted', lead_id: leadId, offer_accepted: true },
      ];
      for (const step of steps) {
        const res = await h.call('POST', '/api/leads', step);
        expect(res.status).toBe(200);
        const stored = await storage.getLead(res.body.lead_id);
        expect(stored?.parentLeadId).toBe(leadId);
      }
      expect(await storage.countLeads()).toBe(4);
      const accepted = (
        await storage.getLead(
          (
            await h.call('POST', '/api/leads', {
              kind: 'valuation_offer_accepted',
              lead_id: leadId,
              offer_accepted: true,
              offer_amount: 21000,
            })
          ).body.lead_id,
        )
      )?.payload;
      expect(accepted).toMatchObject({
        subcategory: '3. Offer Accepted',
        form_completed: true,
        offer_accepted: true,
        offer_amount: 21000,
      });
    });

    it('refuses a step for an unknown lead', async () => {
      const res = await h.call('POST', '/api/leads', {
        kind: 'valuation_rego_lookup',
        lead_id: 'nope',
        rego: 'ABC',
        regoState: 'qld',
      });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(MESSAGES.leadNotFound);
      expect(await storage.countLeads()).toBe(0);
    });

    it('requires the message, and the terms and a location where the site says so', async () => {
      const noMessage = await h.call('POST', '/api/leads', enquiry({ message: '' }));
      expect(noMessage.status).toBe(400);
      expect(noMessage.body.error.fields).toEqual([{ path: 'message', message: MESSAGES.messageRequired }]);

      const site = `rules-${Math.random().toString(36).slice(2)}`;
      const strict = harness(
        await variant.open(site),
        site,
        {},
        {
          forms: {
            messageRequired: false,
            termsRequired: true,
            locationRequired: 'new-cars',
            dealershipSlugs: ['a', 'b'],
            dealershipSelectHidden: false,
          },
        },
      );
      const res = await strict.call('POST', '/api/leads', enquiry({ message: '', car_type: 'new' }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([
        { path: 'terms_conditions', message: '* You must agree to the terms of use before submitting the form.' },
        { path: 'location_id', message: MESSAGES.locationRequired },
      ]);
      const general = await strict.call('POST', '/api/leads', { kind: 'general', ...person, terms_conditions: true });
      expect(general.body.error.fields).toEqual([{ path: 'dealership_slug', message: MESSAGES.dealershipRequired }]);
      const ok = await strict.call('POST', '/api/leads', {
        kind: 'general',
        ...person,
        terms_conditions: 'on',
        dealership_slug: 'b',
      });
      expect(ok.status).toBe(200);
      await strict.deps.storage.close();
    });

    it('refuses a location that is not of the chosen dealership, in plain words', async () => {
      const site = `group-${Math.random().toString(36).slice(2)}`;
      const group = harness(
        await variant.open(site),
        site,
        {},
        {
          forms: {
            messageRequired: false,
            termsRequired: false,
            locationRequired: 'never',
            dealershipSlugs: ['a', 'b'],
            dealershipSelectHidden: false,
            locationDealerships: { 'loc-a': 'a', 'loc-b': 'b' },
          },
        },
      );
      const wrong = await group.call('POST', '/api/leads', {
        kind: 'general',
        ...person,
        dealership_slug: 'a',
        location_id: 'loc-b',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({
        message: MESSAGES.locationNotOfDealership,
        fields: [{ path: 'location_id', message: MESSAGES.locationNotOfDealership }],
      });
      const right = await group.call('POST', '/api/leads', {
        kind: 'general',
        ...person,
        dealership_slug: 'b',
        location_id: 'loc-b',
      });
      expect(right.status).toBe(200);
      await group.deps.storage.close();
    });

    it('stores the event id the site configured for a contact-form category', async () => {
      const site = `categories-${Math.random().toString(36).slice(2)}`;
      const configured = harness(
        await variant.open(site),
        site,
        {},
        {
          forms: {
            messageRequired: true,
            termsRequired: false,
            locationRequired: 'never',
            dealershipSlugs: [],
            dealershipSelectHidden: false,
            categoryEventIds: { 'Join Our Team': 51, 'Service Booking': 22 },
          },
        },
      );
      const res = await configured.call('POST', '/api/leads', {
        kind: 'general',
        ...person,
        message: 'CV attached',
        category: 'Join Our Team',
      });
      expect(res.status).toBe(200);
      expect(res.body.event_id).toBe(51);
      expect((await configured.deps.storage.getLead(res.body.lead_id))?.eventId).toBe(51);
      await configured.deps.storage.close();
    });

    it('books a test-drive slot once and refuses times outside the opening hours', async () => {
      const drive = { kind: 'test_drive', ...person, car_id: 'car-1', location_id: 'loc-bne' };
      const first = await h.call('POST', '/api/leads', { ...drive, appointment: '2026-11-24T09:00:00+10:00' });
      expect(first.status).toBe(200);
      const taken = await h.call('POST', '/api/leads', {
        ...drive,
        email: 'bo@example.com',
        appointment: '2026-11-23T23:00:00Z',
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.message).toBe(MESSAGES.slotTaken);
      const closed = await h.call('POST', '/api/leads', { ...drive, appointment: '2026-11-24T18:00:00+10:00' });
      expect(closed.status).toBe(409);
      expect(closed.body.error.message).toBe(MESSAGES.slotUnavailable);
      const soon = await h.call('POST', '/api/leads', { ...drive, appointment: '2026-11-23T12:30:00+10:00' });
      expect(soon.body.error.message).toBe(MESSAGES.slotUnavailable);
      expect(await storage.countLeads()).toBe(1);
      const slots = await h.call('GET', '/api/test-drive/availability?location_id=loc-bne&date=2026-11-24');
      expect(slots.body.slots.map((s: { label: string }) => s.label)).not.toContain('9:00 am');
      expect(slots.body.slots[0].label).toBe('8:30 am');
    });

    it('answers a resent test-drive booking with its first answer, even after the notice window', async () => {
      const drive = {
        kind: 'test_drive',
        ...person,
        car_id: 'car-1',
        car_type: 'used',
        location_id: 'loc-bne',
        appointment: '2026-11-24T09:00:00+10:00',
      };
      const key = { 'Idempotency-Key': 'drive-key-0001' };
      const first = await h.call('POST', '/api/leads', drive, key);
      expect(first.status).toBe(200);
      expect(first.body.event_id).toBe(48);
      const resent = await h.call('POST', '/api/leads', drive, key);
      expect(resent.status).toBe(200);
      expect(resent.body).toEqual(first.body);
      h.clock.now = Date.parse('2026-11-24T08:00:00+10:00'); // inside the 2 hours' notice
      const late = await h.call('POST', '/api/leads', drive, key);
      expect(late.status).toBe(200);
      expect(late.body.lead_id).toBe(first.body.lead_id);
      const changed = await h.call('POST', '/api/leads', { ...drive, message: 'Another time?' }, key);
      expect(changed.status).toBe(409);
      expect(changed.body.error.message).toBe(MESSAGES.idempotencyMismatch);
      expect(await storage.countLeads()).toBe(1);
      expect(h.storedLeads).toEqual([first.body.lead_id]);
      expect(await storage.bookedSlots('loc-bne', 0, Number.MAX_SAFE_INTEGER)).toEqual([
        Date.parse('2026-11-24T09:00:00+10:00'),
      ]);
    });

    it('answers racing resends of one test drive with one lead', async () => {
      const drive = {
        kind: 'test_drive',
        ...person,
        car_id: 'car-1',
        location_id: 'loc-bne',
        appointment: '2026-11-24T10:00:00+10:00',
      };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => h.call('POST', '/api/leads', drive, { 'Idempotency-Key': 'drive-key-0002' })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.lead_id)).size).toBe(1);
      expect(await storage.countLeads()).toBe(1);
      expect(h.storedLeads).toHaveLength(1);
    });

    it('answers a retried phone reveal with the same lead', async () => {
      const reveal = { car_id: 'car-1', dealership_id: 'd1' };
      const first = await h.call('POST', '/api/leads/phone-reveal', reveal, { 'Idempotency-Key': 'reveal-key-0001' });
      const again = await h.call('POST', '/api/leads/phone-reveal', reveal, { 'Idempotency-Key': 'reveal-key-0001' });
      const viaBody = await h.call('POST', '/api/leads/phone-reveal', {
        ...reveal,
        idempotency_key: 'reveal-key-0001',
      });
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(viaBody.body).toEqual(first.body);
      expect(await storage.countLeads()).toBe(1);
      expect(h.storedLeads).toEqual([first.body.lead_id]);
      const other = await h.call(
        'POST',
        '/api/leads/phone-reveal',
        { car_id: 'car-4' },
        { 'Idempotency-Key': 'reveal-key-0001' },
      );
      expect(other.status).toBe(409);
      expect(await storage.countLeads()).toBe(1);
    });

    it('stores the phone-reveal lead event', async () => {
      const res = await h.call('POST', '/api/leads/phone-reveal', {
        car_id: 'car-1',
        dealership_id: 'd1',
        website_id: 17,
      });
      expect(res.status).toBe(200);
      expect((await storage.getLead(res.body.lead_id))?.payload).toEqual({
        kind: 'phone_reveal',
        car_id: 'car-1',
        dealership_id: 'd1',
        website_id: '17',
      });
      const bad = await h.call('POST', '/api/leads/phone-reveal', { dealership_id: 'd1' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields[0].path).toBe('car_id');
    });

    it('refuses a phone reveal for a car the site does not have: nothing stored, nothing forwarded (issue 23)', async () => {
      const res = await h.call(
        'POST',
        '/api/leads/phone-reveal',
        { car_id: 'no-such-car', dealership_id: 'd1' },
        { 'Idempotency-Key': 'reveal-key-0404' },
      );
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({
        message: "We couldn't find that car.",
        fields: [{ path: 'car_id', message: MESSAGES.carNotFound }],
      });
      expect(await storage.countLeads()).toBe(0);
      expect(h.storedLeads).toEqual([]);
      expect(await storage.claimDueOutbox(h.clock.now + 86_400_000, 100, 60_000)).toEqual([]);
    });
  });
}
