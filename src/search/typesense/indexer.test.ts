import { describe, expect, it } from 'vitest';
import { reindexTypesense } from './indexer';
import { NODE, scripted } from './testing';
import { FIXTURE_DOCS } from '../fixtures/cars';
import { typesenseCollectionSchema } from '../fields';
import type { TypesenseHttp } from './http';

const http = (fetchImpl: typeof fetch, nodes = [NODE]): TypesenseHttp => ({
  fetch: fetchImpl,
  nodes,
  apiKey: 'admin-key',
});
const ok = (n: number) => ({ status: 200, body: Array.from({ length: n }, () => '{"success":true}').join('\n') });
const NOW = Date.UTC(2026, 5, 15); // 1781481600 s
const NAME = 'demo_cars_1781481600';

describe('reindexTypesense', () => {
  it('creates a collection, imports in batches, swaps the alias and drops the old collection', async () => {
    const { calls, fetchImpl } = scripted([
      { status: 201, body: '{}' },
      ok(5),
      ok(5),
      ok(2),
      { status: 200, body: '{"name":"demo_cars","collection_name":"demo_cars_1700000000"}' },
      { status: 200, body: '{}' },
      { status: 200, body: '{}' },
    ]);
    const result = await reindexTypesense(http(fetchImpl), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW, batchSize: 5 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://ts.example.test:443/collections',
      `POST https://ts.example.test:443/collections/${NAME}/documents/import?action=upsert`,
      `POST https://ts.example.test:443/collections/${NAME}/documents/import?action=upsert`,
      `POST https://ts.example.test:443/collections/${NAME}/documents/import?action=upsert`,
      'GET https://ts.example.test:443/aliases/demo_cars',
      'PUT https://ts.example.test:443/aliases/demo_cars',
      'DELETE https://ts.example.test:443/collections/demo_cars_1700000000',
    ]);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual(typesenseCollectionSchema(NAME));
    expect(calls[1]?.body?.split('\n').map((l) => JSON.parse(l).id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(calls[1]?.headers['Content-Type']).toBe('text/plain');
    expect(calls.every((c) => c.headers['X-TYPESENSE-API-KEY'] === 'admin-key')).toBe(true);
    expect(JSON.parse(calls[5]?.body ?? '')).toEqual({ collection_name: NAME });
    expect(result).toEqual({ collection: NAME, imported: 12, batches: 3, dropped: 'demo_cars_1700000000' });
  });

  it('creates the alias on the first run and drops nothing', async () => {
    const { calls, fetchImpl } = scripted([
      { status: 201, body: '{}' },
      ok(12),
      { status: 404, body: '{"message":"Not Found"}' },
      { status: 200, body: '{}' },
    ]);
    const result = await reindexTypesense(http(fetchImpl), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST', 'GET', 'PUT']);
    expect(result.dropped).toBeUndefined();
  });

  it('drops the new collection and keeps the alias when a document is rejected', async () => {
    const lines = ok(12).body.split('\n');
    lines[3] = '{"success":false,"error":"Field `price` must be an int32.","document":"{}"}';
    const { calls, fetchImpl } = scripted([
      { status: 201, body: '{}' },
      { status: 200, body: lines.join('\n') },
      { status: 200, body: '{}' },
    ]);
    await expect(reindexTypesense(http(fetchImpl), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW })).rejects.toThrow(
      /rejected 1 of 12 documents:\n {2}- document c4: Field `price` must be an int32\./,
    );
    expect(calls.map((c) => `${c.method} ${c.url}`).at(-1)).toBe(
      `DELETE https://ts.example.test:443/collections/${NAME}`,
    );
    expect(calls.some((c) => c.url.includes('/aliases/'))).toBe(false);
  });

  it('explains a refused admin key', async () => {
    const { fetchImpl } = scripted([
      { status: 401, body: '{"message":"Forbidden - a valid `x-typesense-api-key` header must be sent."}' },
    ]);
    await expect(reindexTypesense(http(fetchImpl), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW })).rejects.toThrow(
      /Typesense refused POST \/collections: HTTP 401 Forbidden.*check TYPESENSE_ADMIN_KEY/,
    );
  });

  it('tries the next node when one cannot be reached, and says so when none can', async () => {
    const second = { ...NODE, host: 'ts2.example.test' };
    const { calls, fetchImpl } = scripted([new Error('ECONNREFUSED'), new Error('ETIMEDOUT')]);
    await expect(
      reindexTypesense(http(fetchImpl, [NODE, second]), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW }),
    ).rejects.toThrow(
      /Could not reach Typesense \(https:\/\/ts.example.test:443: ECONNREFUSED; https:\/\/ts2.example.test:443: ETIMEDOUT\); check TYPESENSE_HOST/,
    );
    expect(calls).toHaveLength(2);
  });
});
