import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsFromEnv, startLocalSite } from './runtime';
import { TEST_CARS, testSettings } from './testing/harness';

describe('runtime', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'forecourt-runtime-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses PostgreSQL without a secret, with a sentence saying why', async () => {
    await expect(
      depsFromEnv(testSettings('rt'), TEST_CARS, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow('FORECOURT_SECRET must be set when DATABASE_URL is');
  });

  it('starts a site on SQLite under FORECOURT_DATA_DIR with a per-process secret', async () => {
    const logs: string[] = [];
    const server = await startLocalSite({
      settings: testSettings('rt'),
      cars: TEST_CARS,
      staticDir: dir,
      port: 0,
      env: { FORECOURT_DATA_DIR: dir, FORECOURT_ADMIN_TOKEN: 'tok-abcdef' },
      log: (l) => logs.push(l),
    });
    try {
      expect(logs[0]).toContain('FORECOURT_SECRET is not set');
      const view = await fetch(`http://127.0.0.1:${server.port}/cars/2021-mazda-cx-5/view.json`);
      expect(await view.json()).toMatchObject({ views: 1 });
      const admin = await fetch(`http://127.0.0.1:${server.port}/api/admin/undelivered`, {
        headers: { Authorization: 'Bearer tok-abcdef' },
      });
      expect(admin.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('takes the Stripe webhook secret from the environment, and uses the local test provider without Stripe or PostgreSQL', async () => {
    const deps = await depsFromEnv(
      testSettings('rt-pay'),
      TEST_CARS,
      { FORECOURT_DATA_DIR: dir, FORECOURT_SECRET: 's', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      () => undefined,
    );
    try {
      expect(deps.stripeWebhookSecret).toBe('whsec_abc');
      expect(deps.paymentProvider).toMatchObject({ test: true, local: true });
      expect(deps.cars).toBe(TEST_CARS);
    } finally {
      await deps.storage.close();
    }
    const stripe = await depsFromEnv(
      testSettings('rt-pay'),
      TEST_CARS,
      { FORECOURT_DATA_DIR: dir, FORECOURT_SECRET: 's', STRIPE_SECRET_KEY: 'sk_test_x' },
      () => undefined,
    );
    try {
      expect(stripe.stripeWebhookSecret).toBeUndefined();
      expect(stripe.paymentProvider).toMatchObject({ name: 'Stripe', test: true });
      expect(stripe.paymentProvider?.local).toBeUndefined();
    } finally {
      await stripe.storage.close();
    }
  });
});
