import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { untriedDueBefore } from '../deps';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { adfDtdErrors } from '../testing/adf-dtd';
import { enquiry, harness, TEST_CARS, type Harness } from '../testing/harness';
import { backoffMs, processOutbox } from './outbox';

/** A fake CRM: answers from a script of statuses (then 200), records what it took. */
function fakeCrm(script: (number | 'network')[] = []) {
  const received: { url: string; headers: Headers; body: string; status: number | 'network' }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const status = script.shift() ?? 200;
    received.push({ url: String(url), headers: new Headers(init?.headers), body: String(init?.body), status });
    if (status === 'network') throw new TypeError('fetch failed');
    return new Response('ok', { status });
  }) as typeof globalThis.fetch;
  return { fetch, received, accepted: () => received.filter((r) => r.status === 200) };
}

describe('backoffMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
  ])('retry %i waits %i ms', (attempt, ms) =>
    expect(backoffMs(attempt, { baseDelayMs: 30_000, maxDelayMs: 3_600_000 })).toBe(ms),
  );
});

const listedCar = TEST_CARS[0]!;

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`outbox on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    let crm: ReturnType<typeof fakeCrm>;
    const site = () => h.deps.settings.site;
    beforeEach(async () => {
      const slug = `ob-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(slug);
      crm = fakeCrm();
      h = harness(storage, slug, { fetch: crm.fetch });
    });
    afterEach(() => storage.close());

    it('sends a signed JSON webhook and an ADF document, once each', async () => {
      const { body } = await h.call('POST', '/api/leads', enquiry());
      expect(await processOutbox(h.deps)).toEqual({ delivered: 2, retrying: 0, gaveUp: 0 });
      expect(await processOutbox(h.deps)).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
      const hook = crm.received.find((r) => r.url === 'https://crm.example/hook');
      const adf = crm.received.find((r) => r.url === 'https://crm.example/adf');
      expect(JSON.parse(hook!.body)).toMatchObject({
        event: 'lead.created',
        site: site(),
        lead: { id: body.lead_id, kind: 'enquiry', name: 'Ana', phone: '+61412345678', event_id: 15 },
      });
      const t = Math.floor(h.clock.now / 1000);
      const mac = createHmac('sha256', 'crm-secret').update(`${t}.${hook!.body}`).digest('hex');
      expect(hook!.headers.get('x-forecourt-signature')).toBe(`t=${t},v1=${mac}`);
      expect(hook!.headers.get('idempotency-key')).toBe(`${body.lead_id}:webhook`);
      expect(adf!.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(adf!.body).toContain(`<id sequence="1" source="Forecourt">${body.lead_id}</id>`);
    });

    it('posts ADF that is valid against the DTD, with the listed car and the location that holds it', async () => {
      h = harness(storage, site(), {
        fetch: crm.fetch,
        carLookup: (id) =>
          id === 'car-1'
            ? {
                ...listedCar,
                dealership_id: 'd1',
                location_id: 'loc-bne',
                vin: 'VIN1',
                stocknum: 'S1',
                badge: 'Touring',
              }
            : undefined,
      });
      await h.call('POST', '/api/leads', enquiry());
      await processOutbox(h.deps);
      const adf = crm.received.find((r) => r.url === 'https://crm.example/adf')!.body;
      expect(adfDtdErrors(adf)).toEqual([]);
      expect(adf).toContain(
        '<year>2021</year><make>Mazda</make><model>CX-5</model><vin>VIN1</vin><stock>S1</stock><trim>Touring</trim>',
      );
      expect(adf).toContain('<id source="Forecourt dealership">d1</id><id source="Forecourt location">loc-bne</id>');
      expect(adf).toMatch(/<requestdate>[^<]+\+10:00<\/requestdate>/);
    });

    it('sends valuation answers as ADF too, with the contact of the valuation they belong to', async () => {
      const created = await h.call('POST', '/api/leads', {
        kind: 'valuation',
        name: 'Bo',
        email: 'bo@example.com',
        phone: '0412 345 678',
        kms: 60000,
        rego: '123ABC',
        regoState: 'qld',
      });
      await h.call('POST', '/api/leads', {
        kind: 'valuation_adjustments',
        lead_id: created.body.lead_id,
        adjustmentAnswers: { accident: 'No' },
      });
      await processOutbox(h.deps);
      const adfs = crm.received.filter((r) => r.url === 'https://crm.example/adf').map((r) => r.body);
      expect(adfs).toHaveLength(2);
      for (const xml of adfs) expect(adfDtdErrors(xml)).toEqual([]);
      expect(adfs.find((xml) => xml.includes('Condition answers: accident: No'))).toContain(
        '<email>bo@example.com</email>',
      );
    });

    it('retries a failing webhook with backoff and delivers once when it recovers', async () => {
      crm = fakeCrm([500, 'network', 503]);
      h = harness(
        storage,
        site(),
        { fetch: crm.fetch },
        { crm: { webhookUrl: 'https://crm.example/hook', secret: 's' } },
      );
      await h.call('POST', '/api/leads', enquiry());
      expect(await processOutbox(h.deps)).toEqual({ delivered: 0, retrying: 1, gaveUp: 0 });
      expect(await processOutbox(h.deps)).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 }); // not due yet
      const undelivered = await storage.listUndelivered(untriedDueBefore(h.clock.now));
      expect(undelivered).toMatchObject([{ status: 'pending', attempts: 1, lastError: 'HTTP 500' }]);
      h.clock.now += 30_000;
      expect((await processOutbox(h.deps)).retrying).toBe(1);
      h.clock.now += 60_000;
      expect((await processOutbox(h.deps)).retrying).toBe(1);
      h.clock.now += 120_000;
      expect(await processOutbox(h.deps)).toEqual({ delivered: 1, retrying: 0, gaveUp: 0 });
      h.clock.now += 10_000_000;
      await processOutbox(h.deps);
      expect(crm.received.map((r) => r.status)).toEqual([500, 'network', 503, 200]);
      expect(crm.accepted()).toHaveLength(1);
      expect(await storage.listUndelivered(untriedDueBefore(h.clock.now))).toEqual([]);
    });

    it('gives up after the last attempt, lists the lead as undelivered, and can requeue it', async () => {
      crm = fakeCrm(Array(3).fill(502));
      h = harness(
        storage,
        site(),
        { fetch: crm.fetch, adminToken: 'tok-12345', outboxPolicy: { maxAttempts: 3, baseDelayMs: 1000 } },
        { crm: { webhookUrl: 'https://crm.example/hook' } },
      );
      const { body } = await h.call('POST', '/api/leads', enquiry());
      for (let i = 0; i < 3; i++) {
        await processOutbox(h.deps);
        h.clock.now += 10_000;
      }
      expect(h.logs.at(-1)).toBe(
        `[forecourt] lead ${body.lead_id} could not be delivered by webhook after 3 attempts (HTTP 502); it is listed as undelivered`,
      );
      const listed = await h.call('GET', '/api/admin/undelivered', undefined, { Authorization: 'Bearer tok-12345' });
      expect(listed.body.undelivered).toMatchObject([
        {
          lead_id: body.lead_id,
          channel: 'webhook',
          status: 'failed',
          attempts: 3,
          last_error: 'HTTP 502',
          next_attempt_at: null,
        },
      ]);
      expect(await processOutbox(h.deps)).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
      expect(await storage.requeue(listed.body.undelivered[0].outbox_id, h.clock.now)).toBe(true);
      expect((await processOutbox(h.deps)).delivered).toBe(1);
    });

    it('lists a lead no worker has tried once it is more than 15 minutes past due', async () => {
      h = harness(storage, site(), { fetch: crm.fetch, adminToken: 'tok-12345' });
      const { body } = await h.call('POST', '/api/leads', enquiry());
      const listed = async () =>
        (await h.call('GET', '/api/admin/undelivered', undefined, { Authorization: 'Bearer tok-12345' })).body
          .undelivered;
      h.clock.now += 15 * 60_000;
      expect(await listed()).toEqual([]);
      h.clock.now += 1;
      const created = new Date(h.clock.now - 15 * 60_000 - 1).toISOString();
      expect(await listed()).toEqual(
        ['adf', 'webhook'].map((channel) =>
          expect.objectContaining({
            lead_id: body.lead_id,
            channel,
            status: 'pending',
            attempts: 0,
            last_error: null,
            next_attempt_at: created,
            created_at: created,
          }),
        ),
      );
      expect((await processOutbox(h.deps)).delivered).toBe(2);
      expect(await listed()).toEqual([]);
    });

    it('two workers at once send each row once', async () => {
      for (let i = 0; i < 5; i++) await h.call('POST', '/api/leads', enquiry({ email: `p${i}@example.com` }));
      const runs = await Promise.all([processOutbox(h.deps), processOutbox(h.deps), processOutbox(h.deps)]);
      expect(runs.reduce((n, r) => n + r.delivered, 0)).toBe(10);
      expect(crm.received).toHaveLength(10);
    });
  });
}

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`restart between store and forward on ${variant.name}`, () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'forecourt-outbox-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('delivers a lead stored by a server that stopped before forwarding, once', async () => {
      const site = `restart-${Math.random().toString(36).slice(2)}`;
      const before = await variant.openDurable(site, dir);
      const first = harness(before, site, {
        fetch: (async () => {
          throw new Error('must not be called');
        }) as typeof fetch,
      });
      const { body } = await first.call('POST', '/api/leads', enquiry());
      await before.close(); // the "crash": the connection (pool) is gone and nothing was forwarded

      const after = await variant.openDurable(site, dir);
      const crm = fakeCrm();
      const second = harness(after, site, { fetch: crm.fetch });
      expect(await processOutbox(second.deps)).toEqual({ delivered: 2, retrying: 0, gaveUp: 0 });
      expect(await processOutbox(second.deps)).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
      expect(crm.received.map((r) => r.url).sort()).toEqual(['https://crm.example/adf', 'https://crm.example/hook']);
      expect(JSON.parse(crm.received.find((r) => r.url.endsWith('/hook'))!.body).lead.id).toBe(body.lead_id);
      expect(await after.countLeads()).toBe(1);
      expect(await after.listUndelivered(untriedDueBefore(second.clock.now))).toEqual([]);
      await after.close();
    });
  });
}
