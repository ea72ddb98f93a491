import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_VARIANTS } from '../testing/databases';
import type { NewLead, Storage } from './types';

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    requestHash: 'h1',
    kind: 'enquiry',
    parentLeadId: null,
    carId: 'car-1',
    eventId: 14,
    payload: { name: 'Ana', message: "Robert'); DROP TABLE leads;--" },
    createdAt: 1_700_000_000_000,
    channels: ['webhook'],
    ...overrides,
  };
}

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`storage on ${variant.name}`, () => {
    let storage: Storage;
    // Ids unique per run: the PostgreSQL test database outlives a run.
    let u: (name: string) => string;
    beforeEach(async () => {
      storage = await variant.open();
      const run = randomUUID().slice(0, 8);
      u = (name) => `${name}-${run}`;
    });
    afterEach(async () => {
      await storage.close();
    });

    it('stores a lead with its outbox row, and replays a known idempotency key', async () => {
      const lead = newLead();
      const first = await storage.insertLead(lead);
      expect(first.status).toBe('created');
      const again = await storage.insertLead({ ...lead, id: randomUUID() });
      expect(again).toMatchObject({ status: 'replayed', lead: { id: lead.id } });
      const reused = await storage.insertLead({ ...lead, id: randomUUID(), requestHash: 'other' });
      expect(reused.status).toBe('key-reused');
      expect(await storage.countLeads()).toBe(1);
      expect((await storage.getLead(lead.id))?.payload).toEqual(lead.payload);
    });

    it('answers concurrent identical submissions with one lead', async () => {
      const lead = newLead();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => storage.insertLead({ ...lead, id: randomUUID() })),
      );
      const ids = new Set(results.map((r) => ('lead' in r ? r.lead.id : r.status)));
      expect(ids.size).toBe(1);
      expect(await storage.countLeads()).toBe(1);
    });

    it('keeps concurrent writes apart: one refused write undoes no other', async () => {
      const booking = { locationId: 'loc-2', slotStart: 1_700_000_000_000 };
      const results = await Promise.all([
        ...Array.from({ length: 6 }, () => storage.insertLead(newLead())),
        storage.insertLead(newLead({ booking })),
        storage.insertLead(newLead({ booking })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([
        'created',
        'created',
        'created',
        'created',
        'created',
        'created',
        'created',
        'slot-taken',
      ]);
      expect(await storage.countLeads()).toBe(7);
      expect(await storage.claimDueOutbox(2_000_000_000_000, 100, 1000)).toHaveLength(7);
    });

    it('finds a lead by its key, and answers a racing resend of a booking with the booked lead', async () => {
      const booking = { locationId: u('loc'), slotStart: 1_700_000_000_000 };
      const lead = newLead({ booking });
      expect(await storage.findLeadByKey(lead.idempotencyKey, lead.requestHash)).toBeUndefined();
      const results = await Promise.all(
        Array.from({ length: 4 }, () => storage.insertLead({ ...lead, id: randomUUID() })),
      );
      expect(results.map((r) => r.status).sort()).toEqual(['created', 'replayed', 'replayed', 'replayed']);
      const ids = new Set(results.map((r) => ('lead' in r ? r.lead.id : r.status)));
      expect(ids.size).toBe(1);
      const [id] = ids;
      expect(await storage.findLeadByKey(lead.idempotencyKey, lead.requestHash)).toMatchObject({
        status: 'replayed',
        lead: { id, payload: lead.payload },
      });
      expect(await storage.findLeadByKey(lead.idempotencyKey, 'another body')).toEqual({ status: 'key-reused' });
      expect(await storage.countLeads()).toBe(1);
    });

    it('books a test-drive slot once', async () => {
      const booking = { locationId: 'loc-1', slotStart: 1_700_000_000_000 };
      expect((await storage.insertLead(newLead({ booking }))).status).toBe('created');
      expect((await storage.insertLead(newLead({ booking }))).status).toBe('slot-taken');
      expect(await storage.countLeads()).toBe(1);
      expect(await storage.bookedSlots('loc-1', 0, 2_000_000_000_000)).toEqual([booking.slotStart]);
    });

    it('lists a row never tried only once it is overdue, and never a delivered one', async () => {
      const lead = newLead({ channels: ['webhook', 'adf'] });
      await storage.insertLead(lead);
      const due = lead.createdAt;
      expect(await storage.listUndelivered(due)).toEqual([]);
      const listed = await storage.listUndelivered(due + 1);
      expect(listed.map((r) => [r.channel, r.status, r.attempts, r.lastError, r.nextAttemptAt]).sort()).toEqual([
        ['adf', 'pending', 0, null, due],
        ['webhook', 'pending', 0, null, due],
      ]);
      const [first] = await storage.claimDueOutbox(due, 1, 60_000);
      await storage.markDelivered(first!.id, due);
      expect((await storage.listUndelivered(due + 1)).map((r) => r.outboxId)).not.toContain(first!.id);
      expect(await storage.listUndelivered(due + 1)).toHaveLength(1);
    });

    it('claims due outbox rows once, retries and gives up', async () => {
      const lead = newLead({ channels: ['webhook', 'adf'] });
      await storage.insertLead(lead);
      const now = lead.createdAt;
      const claimed = await storage.claimDueOutbox(now, 10, 60_000);
      expect(claimed.map((c) => c.channel).sort()).toEqual(['adf', 'webhook']);
      expect(await storage.claimDueOutbox(now, 10, 60_000)).toEqual([]);
      const [a, b] = claimed;
      await storage.markDelivered(a!.id, now);
      await storage.markAttemptFailed(b!.id, 'HTTP 500', now + 1000);
      expect(await storage.claimDueOutbox(now + 500, 10, 60_000)).toEqual([]);
      const retry = await storage.claimDueOutbox(now + 1000, 10, 60_000);
      expect(retry).toHaveLength(1);
      expect(retry[0]?.attempts).toBe(1);
      await storage.markAttemptFailed(b!.id, 'HTTP 500', null);
      expect(await storage.listUndelivered(now)).toMatchObject([
        { outboxId: b!.id, status: 'failed', attempts: 2, lastError: 'HTTP 500' },
      ]);
      expect(await storage.claimDueOutbox(now + 10_000_000, 10, 60_000)).toEqual([]);
      expect(await storage.requeue(b!.id, now)).toBe(true);
      expect(await storage.claimDueOutbox(now + 1, 10, 60_000)).toHaveLength(1);
    });

    it('keeps one live code per phone and counts attempts', async () => {
      await storage.saveCode({
        id: u('c1'),
        phone: '+61412345678',
        codeHash: 'x',
        attempts: 0,
        expiresAt: 10,
        consumedAt: null,
        createdAt: 1,
      });
      await storage.saveCode({
        id: u('c2'),
        phone: '+61412345678',
        codeHash: 'y',
        attempts: 0,
        expiresAt: 20,
        consumedAt: null,
        createdAt: 2,
      });
      expect(await storage.latestCode('+61412345678')).toMatchObject({ id: u('c2'), codeHash: 'y', consumedAt: null });
      expect(await storage.addCodeAttempt(u('c2'))).toBe(1);
      expect(await storage.addCodeAttempt(u('c2'))).toBe(2);
      expect(await storage.consumeCode(u('c2'), 5)).toBe(true);
      expect(await storage.consumeCode(u('c2'), 6)).toBe(false);
      expect(await storage.consumeCode(u('c1'), 6)).toBe(false);
    });

    it('keeps sessions until they expire or are deleted', async () => {
      await storage.createSession(u('t1'), '+61412345678', 0, 100);
      expect(await storage.sessionPhone(u('t1'), 50)).toBe('+61412345678');
      expect(await storage.sessionPhone(u('t1'), 100)).toBeUndefined();
      await storage.deleteSession(u('t1'));
      expect(await storage.sessionPhone(u('t1'), 50)).toBeUndefined();
    });

    it('keeps a watchlist per phone without duplicates', async () => {
      await storage.addToWatchlist('+61412345678', 'a', 1);
      await storage.addToWatchlist('+61412345678', 'a', 2);
      await storage.addToWatchlist('+61412345678', 'b', 3);
      await storage.addToWatchlist('+61498765432', 'c', 3);
      expect(await storage.listWatchlist('+61412345678')).toEqual([
        { carId: 'b', savedAt: 3 },
        { carId: 'a', savedAt: 1 },
      ]);
      await storage.removeFromWatchlist('+61412345678', 'b');
      expect((await storage.listWatchlist('+61412345678')).map((e) => e.carId)).toEqual(['a']);
    });

    it('counts views per car, once per visitor per car per day', async () => {
      expect(await storage.countView('2020-mazda-3', 'visitor-a', '2026-11-23')).toBe(1);
      expect(await storage.countView('2020-mazda-3', 'visitor-b', '2026-11-23')).toBe(2);
      expect(await storage.countView('2020-mazda-3', 'visitor-a', '2026-11-23')).toBe(2);
      expect(await storage.countView('other', 'visitor-a', '2026-11-23')).toBe(1);
      expect(
        await Promise.all(
          Array.from({ length: 20 }, () => storage.countView('2020-mazda-3', 'visitor-c', '2026-11-23')),
        ),
      ).toEqual(Array(20).fill(3));
      expect(await storage.countView('2020-mazda-3', 'visitor-a', '2026-11-24')).toBe(4);
      await storage.forgetViewVisitorsBefore('2026-11-24');
      // Forgetting yesterday's visitors keeps the count and today's visitors; yesterday's rows are gone.
      expect(await storage.countView('2020-mazda-3', 'visitor-a', '2026-11-24')).toBe(4);
      expect(await storage.countView('2020-mazda-3', 'visitor-b', '2026-11-23')).toBe(5);
    });

    it('holds one active reservation per car, even when two arrive together', async () => {
      const make = (key: string) => ({
        id: randomUUID(),
        carId: 'car-9',
        idempotencyKey: key,
        name: 'Ana',
        email: 'a@b.co',
        phone: '+61412345678',
      });
      const keys = ['key-aaaaaaaa', 'key-bbbbbbbb'];
      const results = await Promise.all(keys.map((key) => storage.createReservation(make(key), 0, 100)));
      expect(results.map((r) => r.status).sort()).toEqual(['created', 'taken']);
      // Either may win the race (PostgreSQL runs them at once): the winner's resend replays, the loser's is still taken.
      const winner = keys[results.findIndex((r) => r.status === 'created')]!;
      const loser = keys.find((key) => key !== winner)!;
      expect((await storage.createReservation(make(winner), 0, 100)).status).toBe('replayed');
      expect((await storage.createReservation(make(loser), 0, 100)).status).toBe('taken');
      expect(await storage.activeReservation('car-9', 50)).toBeDefined();
      expect(await storage.activeReservation('car-9', 100)).toBeUndefined();
      expect((await storage.createReservation(make('key-cccccccc'), 100, 200)).status).toBe('created');
    });

    it('stores a reservation with its lead and outbox rows together, and records its payment once', async () => {
      const id = randomUUID();
      const lead = newLead({ kind: 'reservation', carId: 'car-8', channels: ['webhook', 'adf'] });
      const created = await storage.createReservation(
        { id, carId: 'car-8', idempotencyKey: u('res-key'), name: 'Ana', email: 'a@b.co', phone: '+61412345678' },
        0,
        100,
        lead,
      );
      expect(created).toMatchObject({
        status: 'created',
        reservation: { id, leadId: lead.id, paidAt: null, paidCents: null, paymentRef: null },
      });
      expect((await storage.getLead(lead.id))?.kind).toBe('reservation');
      expect(await storage.reservationContact(id)).toEqual({ name: 'Ana', email: 'a@b.co', phone: '+61412345678' });
      const paidLead = newLead({ kind: 'reservation_paid', parentLeadId: lead.id, carId: 'car-8' });
      expect(await storage.markReservationPaid(id, { ref: 'cs_1', amountCents: 20000 }, 50, paidLead)).toBe('paid');
      expect(await storage.markReservationPaid(id, { ref: 'cs_2', amountCents: 1 }, 60, newLead())).toBe(
        'already-paid',
      );
      expect(await storage.markReservationPaid(randomUUID(), { ref: 'cs_3', amountCents: 1 }, 60)).toBe('unknown');
      expect(await storage.getReservation(id)).toMatchObject({ paidAt: 50, paidCents: 20000, paymentRef: 'cs_1' });
      // The reservation's two channels and the payment's one; the refused second payment wrote none.
      const claimed = await storage.claimDueOutbox(2_000_000_000_000, 100, 1000);
      expect(claimed.map((c) => c.lead.kind).sort()).toEqual(['reservation', 'reservation', 'reservation_paid']);
    });

    it('keeps saved searches and their alert messages', async () => {
      await storage.saveSearch({
        id: u('s1'),
        phone: '+61412345678',
        name: 'Utes',
        query: '/search?body=ute',
        createdAt: 1,
      });
      expect(await storage.listSavedSearches('+61412345678')).toMatchObject([{ id: u('s1'), lastCheckedAt: null }]);
      await storage.markSearchChecked(u('s1'), 5);
      await storage.addAlertMessage({
        id: u('m1'),
        savedSearchId: u('s1'),
        phone: '+61412345678',
        body: '2 new utes',
        createdAt: 6,
      });
      expect(await storage.pendingAlertMessages(10)).toMatchObject([{ id: u('m1'), body: '2 new utes' }]);
      await storage.markAlertSent(u('m1'), 7);
      expect(await storage.pendingAlertMessages(10)).toEqual([]);
      expect(await storage.deleteSavedSearch(u('s1'), '+61498765432')).toBe(false);
      expect(await storage.deleteSavedSearch(u('s1'), '+61412345678')).toBe(true);
    });
  });
}
