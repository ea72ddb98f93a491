import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../domain/car';
import { writeApiBundle } from './bundle';
import { testSettings, TEST_CARS } from './testing/harness';

describe('Netlify function', () => {
  let dir: string;
  const saved = { ...process.env };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'forecourt-fn-'));
    const bundle = join(dir, 'api-site.json');
    writeApiBundle(
      bundle,
      testSettings('fn-site'),
      TEST_CARS.map((c) => ({ ...c, images: [] }) as unknown as Car),
    );
    process.env.FORECOURT_API_BUNDLE = bundle;
    process.env.FORECOURT_DATA_DIR = dir;
    process.env.FORECOURT_SECRET = 'fn-secret';
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the same app through hono/netlify and routes the API paths', async () => {
    const fn = await import('../../netlify/functions/api');
    expect(fn.config.path).toEqual(['/api/*', '/cars/*/view.json', '/cars/*/autogauge']);
    const gauge = await fn.default(new Request('https://sunshine-motors.example/cars/2021-mazda-cx-5/autogauge'), {});
    expect(gauge.status).toBe(200);
    expect(await gauge.json()).toMatchObject({
      listing_price: 32990,
      market_range_min: 30990,
      market_range_max: 36990,
    });
    const view = await fn.default(new Request('https://sunshine-motors.example/cars/2021-mazda-cx-5/view.json'), {});
    expect(view.status).toBe(200);
    expect(await view.json()).toEqual({
      views: 1,
      car_fields: { id: 'car-1', status: 'in_stock', reserved: false, price: 32990 },
    });
    const lead = await fn.default(
      new Request('https://sunshine-motors.example/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'general',
          name: 'Al',
          email: 'al@example.com',
          phone: '0412345678',
          message: 'Hi',
        }),
      }),
      {},
    );
    expect(lead.status).toBe(200);
    const outbox = await import('../../netlify/functions/outbox');
    expect(outbox.config.schedule).toBe('* * * * *');
  });
});
