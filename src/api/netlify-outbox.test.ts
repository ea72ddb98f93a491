import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '../domain/car';
import { writeApiBundle } from './bundle';
import { untriedDueBefore } from './deps';
import { startCrmListener } from './testing/crm-listener';
import { STORAGE_VARIANTS } from './testing/databases';
import { enquiry, harness, testSettings, TEST_CARS } from './testing/harness';

/** A CRM on a loopback port: answers each POST from a script of statuses (then 200), records it. */
async function stubCrm(script: number[] = []) {
  const crm = await startCrmListener();
  crm.answer = () => script.shift() ?? 200;
  return { base: crm.base, received: crm.posts, close: crm.close };
}

const saved = { ...process.env };
let dir: string;
let bundle: string;
let worker: typeof import('../../netlify/functions/outbox');

// The function reads its bundle's path once, when loaded: one data folder for the whole file.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'forecourt-fn-outbox-'));
  bundle = join(dir, 'api-site.json');
  process.env.FORECOURT_API_BUNDLE = bundle;
  worker = await import('../../netlify/functions/outbox');
});
afterAll(() => {
  process.env = { ...saved };
  rmSync(dir, { recursive: true, force: true });
});

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`Netlify scheduled outbox worker on ${variant.name}`, () => {
    let crm: Awaited<ReturnType<typeof stubCrm>>;
    let site: string;

    beforeEach(() => {
      site = `fn-outbox-${Math.random().toString(36).slice(2)}`;
      process.env = {
        ...saved,
        FORECOURT_API_BUNDLE: bundle,
        FORECOURT_SECRET: 'fn-secret',
        ...variant.serverEnv(dir),
      };
      if (!variant.serverEnv(dir).DATABASE_URL) delete process.env.DATABASE_URL;
    });
    afterEach(async () => {
      process.env = { ...saved };
      await crm.close();
    });

    /** The build's bundle for this site, forwarding to the stub CRM; then `count` leads stored as the API function stores them. */
    async function storeLeads(count: number): Promise<string[]> {
      const settings = testSettings(site, {
        crm: { webhookUrl: `${crm.base}/hook`, adfUrl: `${crm.base}/adf`, secret: 'crm-secret' },
      });
      writeApiBundle(
        bundle,
        settings,
        TEST_CARS.map((c) => ({ ...c, images: [] }) as unknown as Car),
      );
      const storage = await variant.openDurable(site, dir);
      const api = harness(storage, site, {}, { crm: settings.crm });
      const ids: string[] = [];
      for (let i = 0; i < count; i++)
        ids.push((await api.call('POST', '/api/leads', enquiry({ email: `p${i}@example.com` }))).body.lead_id);
      await storage.close();
      return ids;
    }

    it('runs every minute, delivers each stored lead to the CRM once, and leaves nothing undelivered', async () => {
      crm = await stubCrm();
      expect(worker.config.schedule).toBe('* * * * *');
      // 60 leads × (webhook + ADF) = 120 rows: more than one pass of 50.
      const ids = await storeLeads(60);
      const run = await worker.default();
      expect(run.status).toBe(200);
      expect(await run.json()).toEqual({ delivered: 120, retrying: 0, gaveUp: 0 });
      expect(crm.received).toHaveLength(120);
      expect(new Set(crm.received.map((r) => r.idempotencyKey))).toEqual(
        new Set(ids.flatMap((id) => [`${id}:webhook`, `${id}:adf`])),
      );
      expect(await (await worker.default()).json()).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
      expect(crm.received).toHaveLength(120);
      const storage = await variant.openDurable(site, dir);
      expect(await storage.listUndelivered(untriedDueBefore(Date.now()))).toEqual([]);
      await storage.close();
    });

    it('leaves a lead the CRM refused queued for its retry, with the reason', async () => {
      crm = await stubCrm([503]);
      const [id] = await storeLeads(1);
      // Both channels are sent at once: whichever request reaches the CRM first gets the 503.
      const answer = await (await worker.default()).json();
      expect(answer).toEqual({ delivered: 1, retrying: 1, gaveUp: 0 });
      const refused = crm.received.find((r) => r.status === 503);
      const storage = await variant.openDurable(site, dir);
      expect(await storage.listUndelivered(untriedDueBefore(Date.now()))).toMatchObject([
        {
          leadId: id,
          channel: refused?.idempotencyKey.split(':')[1],
          status: 'pending',
          attempts: 1,
          lastError: 'HTTP 503',
        },
      ]);
      await storage.close();
      // Not due again within the same minute: the next run sends nothing.
      expect(await (await worker.default()).json()).toEqual({ delivered: 0, retrying: 0, gaveUp: 0 });
    });
  });
}
