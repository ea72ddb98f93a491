/**
 * Issue 23 point 10: the dealer's CRM (a real HTTP listener on loopback) refuses connections, then
 * answers 503, then comes back. Leads are accepted and stored all along; the outbox worker (on a
 * fake clock) retries each row after 30 s, 1, 2, 4, 8 and 16 minutes (doubling, capped at an hour),
 * and every lead reaches the CRM exactly once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { processOutbox } from './forward/outbox';
import type { Storage } from './storage/types';
import { startCrmListener, type CrmListener } from './testing/crm-listener';
import { STORAGE_VARIANTS } from './testing/databases';
import { enquiry, harness, TEST_NOW } from './testing/harness';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** A pass every 15 s (the local worker runs every 5 s): every due time below falls on a pass. */
const TICK = 15 * SECOND;
/** When each attempt of a row is due, after the lead is stored (attempt 1 at once). */
const RETRY_OFFSETS = [0, 30, 90, 210, 450, 930, 1890, 3810].map((s) => s * SECOND);
/** The CRM refuses connections for 5 minutes, then answers 503 until minute 20. */
const REFUSED_UNTIL = 5 * MINUTE;
const BACK_AT = 20 * MINUTE;
/** When each lead is sent (after TEST_NOW): two at once, one while refused, one during the 503s, one after. */
const LEADS_AT = [0, 0, 45 * SECOND, 6 * MINUTE, 21 * MINUTE];

/** What the CRM does at a moment of the outage. */
const outcomeAt = (at: number) =>
  at < TEST_NOW + REFUSED_UNTIL ? 'refused' : at < TEST_NOW + BACK_AT ? 'HTTP 503' : 'HTTP 200';

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`CRM down, then up, on ${variant.name}`, () => {
    let crm: CrmListener;
    let storage: Storage;
    afterEach(async () => {
      await crm?.close();
      await storage?.close();
    });

    it('keeps taking leads, retries on the outbox schedule, and delivers each lead once when the CRM is back', async () => {
      crm = await startCrmListener();
      await crm.down();
      storage = await variant.open();
      const attempts: { at: number; key: string; outcome: string }[] = [];
      // The real fetch, watched: a refused connection never reaches the CRM's log.
      const watched = (async (url: string | URL | Request, init?: RequestInit) => {
        const at = h.clock.now;
        const key = String((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
        try {
          const response = await fetch(url, init);
          attempts.push({ at, key, outcome: `HTTP ${response.status}` });
          return response;
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          attempts.push({ at, key, outcome: code === 'ECONNREFUSED' ? 'refused' : String(error) });
          throw error;
        }
      }) as typeof fetch;
      const h = harness(
        storage,
        `outage-${Math.random().toString(36).slice(2)}`,
        { fetch: watched },
        { crm: { webhookUrl: `${crm.base}/hook`, adfUrl: `${crm.base}/adf`, secret: 'crm-secret' } },
      );

      const storedAt = new Map<string, number>();
      const end = TEST_NOW + 35 * MINUTE;
      let state = 'refused';
      for (; h.clock.now <= end; h.clock.now += TICK) {
        const outcome = outcomeAt(h.clock.now);
        if (outcome !== state) {
          crm.answer = () => (outcome === 'HTTP 503' ? 503 : 200);
          if (state === 'refused') await crm.up();
          state = outcome;
        }
        for (const [i, at] of LEADS_AT.entries()) {
          if (TEST_NOW + at !== h.clock.now) continue;
          const res = await h.call('POST', '/api/leads', enquiry({ email: `shopper${i}@example.com` }), {
            'Idempotency-Key': `outage-lead-${i}`,
          });
          expect(res.status, `lead ${i} is taken while the CRM is ${outcome}`).toBe(200);
          storedAt.set(res.body.lead_id as string, h.clock.now);
        }
        await processOutbox(h.deps);
        // Meanwhile each lead is listed as undelivered, with what went wrong, waiting for its retry.
        if (h.clock.now === TEST_NOW + 4 * MINUTE) {
          const waiting = await storage.listUndelivered(h.clock.now);
          expect(waiting).toHaveLength(2 * 3);
          expect(new Set(waiting.map((w) => w.lastError))).toEqual(
            new Set([`ECONNREFUSED: connect ECONNREFUSED ${crm.base.replace('http://', '')}`]),
          );
        }
        if (h.clock.now === TEST_NOW + 10 * MINUTE) {
          const waiting = await storage.listUndelivered(h.clock.now);
          expect(waiting).toHaveLength(2 * 4);
          expect(new Set(waiting.map((w) => w.lastError))).toEqual(new Set(['HTTP 503']));
        }
      }
      expect(await storage.countLeads()).toBe(LEADS_AT.length);

      // Each row was tried exactly on the schedule, and stopped at its first 200.
      for (const [id, at] of storedAt) {
        const expected: { at: number; outcome: string }[] = [];
        for (const offset of RETRY_OFFSETS) {
          expected.push({ at: at + offset, outcome: outcomeAt(at + offset) });
          if (outcomeAt(at + offset) === 'HTTP 200') break;
        }
        for (const channel of ['webhook', 'adf']) {
          const tried = attempts
            .filter((a) => a.key === `${id}:${channel}`)
            .map(({ at, outcome }) => ({ at, outcome }));
          expect(tried, `attempts of ${channel} for the lead stored at +${(at - TEST_NOW) / SECOND} s`).toEqual(
            expected,
          );
        }
      }
      // The CRM took every lead on both channels once; nothing is left undelivered, nor sent again later.
      const keys = [...storedAt.keys()].flatMap((id) => [`${id}:webhook`, `${id}:adf`]);
      expect(
        crm.posts
          .filter((p) => p.status === 200)
          .map((p) => p.idempotencyKey)
          .sort(),
      ).toEqual(keys.sort());
      expect(await storage.listUndelivered(h.clock.now)).toEqual([]);
      const posts = crm.posts.length;
      h.clock.now += 2 * 60 * MINUTE;
      expect(await processOutbox(h.deps)).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
      expect(crm.posts).toHaveLength(posts);
    }, 60_000);
  });
}
