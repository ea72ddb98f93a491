import { describe, expect, it } from 'vitest';
import { assertSearchOnlyParentKey, reindexTypesense } from './indexer';
import { FIXTURE_DOCS } from '../fixtures/cars';
import { typesenseCollectionSchema } from '../fields';
import type { TypesenseHttp } from './http';

type Call = { method: string; url: string; body?: string; headers: Record<string, string> };
type Reply = { status: number; body: string } | Error;

/** A fetch that records each request and answers from a script, in order. */
function scripted(replies: Reply[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ method: String(init.method), url, body: init.body as string | undefined, headers: init.headers as Record<string, string> });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request ${init.method} ${url}`);
    if (reply instanceof Error) throw reply;
    return new Response(reply.body, { status: reply.status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const NODE = { host: 'ts.example.test', port: 443, protocol: 'https' as const };
const http = (fetchImpl: typeof fetch, nodes = [NODE]): TypesenseHttp => ({ fetch: fetchImpl, nodes, apiKey: 'admin-key' });
const ok = (n: number) => ({ status: 200, body: Array.from({ length: n }, () => '{"success":true}').join('\n') });
const NOW = Date.UTC(2026, 5, 15) ; // 1781481600 s
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
    const { calls, fetchImpl } = scripted([{ status: 201, body: '{}' }, ok(12), { status: 404, body: '{"message":"Not Found"}' }, { status: 200, body: '{}' }]);
    const result = await reindexTypesense(http(fetchImpl), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST', 'GET', 'PUT']);
    expect(result.dropped).toBeUndefined();
  });

  it('drops the new collection and keeps the alias when a document is rejected', async () => {
    const lines = ok(12).body.split('\n');
    lines[3] = '{"success":false,"error":"Field `price` must be an int32.","document":"{}"}';
    const { calls, fetchImpl } = scripted([{ status: 201, body: '{}' }, { status: 200, body: lines.join('\n') }, { status: 200, body: '{}' }]);
    await expect(reindexTypesense(http(fetchImpl), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW })).rejects.toThrow(
      /rejected 1 of 12 documents:\n {2}- document c4: Field `price` must be an int32\./,
    );
    expect(calls.map((c) => `${c.method} ${c.url}`).at(-1)).toBe(`DELETE https://ts.example.test:443/collections/${NAME}`);
    expect(calls.some((c) => c.url.includes('/aliases/'))).toBe(false);
  });

  it('explains a refused admin key', async () => {
    const { fetchImpl } = scripted([{ status: 401, body: '{"message":"Forbidden - a valid `x-typesense-api-key` header must be sent."}' }]);
    await expect(reindexTypesense(http(fetchImpl), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW })).rejects.toThrow(
      /Typesense refused POST \/collections: HTTP 401 Forbidden.*check TYPESENSE_ADMIN_KEY/,
    );
  });

  it('tries the next node when one cannot be reached, and says so when none can', async () => {
    const second = { ...NODE, host: 'ts2.example.test' };
    const { calls, fetchImpl } = scripted([new Error('ECONNREFUSED'), new Error('ETIMEDOUT')]);
    await expect(reindexTypesense(http(fetchImpl, [NODE, second]), 'demo_cars', FIXTURE_DOCS, { nowMs: NOW })).rejects.toThrow(
      /Could not reach Typesense \(https:\/\/ts.example.test:443: ECONNREFUSED; https:\/\/ts2.example.test:443: ETIMEDOUT\); check TYPESENSE_HOST/,
    );
    expect(calls).toHaveLength(2);
  });
});

describe('assertSearchOnlyParentKey', () => {
  const keys = (actions: string[]) => ({ status: 200, body: JSON.stringify({ keys: [{ value_prefix: 'abcd', actions }] }) });
  it.each<[string[], RegExp | undefined]>([
    [['documents:search'], undefined],
    [['*'], /search-only key/],
    [['documents:search', 'documents:get'], /search-only key/],
  ])('actions %j', async (actions, error) => {
    const { calls, fetchImpl } = scripted([keys(actions)]);
    const check = assertSearchOnlyParentKey(http(fetchImpl), 'abcdSECRET');
    if (error) await expect(check).rejects.toThrow(error);
    else await expect(check).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('https://ts.example.test:443/keys');
  });

  it('rejects a key the cluster does not know', async () => {
    const { fetchImpl } = scripted([{ status: 200, body: '{"keys":[]}' }]);
    await expect(assertSearchOnlyParentKey(http(fetchImpl), 'zzzzSECRET')).rejects.toThrow(/not a key of this Typesense cluster/);
  });
});
