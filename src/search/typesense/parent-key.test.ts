import { describe, expect, it } from 'vitest';
import { checkParentSearchKey, parentKeyCollections } from './parent-key';
import { NODE, scripted } from './testing';

const ALIAS = 'harbour-toyota-cars';
const NOW = Date.UTC(2026, 5, 15);
const NOW_S = NOW / 1000;
const FAR = 64_723_363_199; // Typesense's default expires_at
const check = (keys: object[], parentKey = 'abcdSECRET') => {
  const { calls, fetchImpl } = scripted([{ status: 200, body: JSON.stringify({ keys }) }]);
  const result = checkParentSearchKey({ fetch: fetchImpl, nodes: [NODE], apiKey: 'admin-key' }, parentKey, {
    alias: ALIAS,
    nowMs: NOW,
    keyEnv: 'TYPESENSE_SEARCH_KEY',
  });
  return { calls, result };
};
const key = (o: object) => ({
  id: 7,
  value_prefix: 'abcd',
  actions: ['documents:search'],
  collections: parentKeyCollections(ALIAS),
  expires_at: FAR,
  ...o,
});

describe('checkParentSearchKey', () => {
  it('lists the keys with the admin key and passes a per-site search-only key', async () => {
    const { calls, result } = check([key({})]);
    await expect(result).resolves.toEqual({
      summary: expect.stringMatching(
        /search-only \(documents:search\), limited to harbour-toyota-cars and harbour-toyota-cars_\.\*/,
      ),
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET https://ts.example.test:443/keys']);
    expect(calls[0]?.headers['X-TYPESENSE-API-KEY']).toBe('admin-key');
  });

  it.each<[string, object, RegExp | undefined]>([
    ['only the alias', { collections: [ALIAS] }, undefined],
    [
      'every collection',
      { collections: ['*'] },
      /collections are \["\*"\]; it may list only \["harbour-toyota-cars","harbour-toyota-cars_\.\*"\]/,
    ],
    ['another dealer too', { collections: [ALIAS, 'southern-cross-cars'] }, /other dealers' collections/],
    ['a broader pattern', { collections: ['harbour-.*'] }, /may list only/],
    ['no collections', { collections: [] }, /may list only/],
    [
      'the collections without the alias',
      { collections: [`${ALIAS}_.*`] },
      /leave out the alias `harbour-toyota-cars`/,
    ],
    ['any action', { actions: ['*'] }, /actions are \["\*"\]; a search-only key has exactly \["documents:search"\]/],
    ['a second action', { actions: ['documents:search', 'documents:get'] }, /search-only key/],
    [
      'expiring before the scoped key',
      { expires_at: NOW_S + 30 * 86_400 },
      /expires on 2026-07-15, before the scoped key minted now \(90 days\)/,
    ],
    ['expired', { expires_at: NOW_S - 86_400 }, /expired on 2026-06-14/],
    ['expiring just after the scoped key', { expires_at: NOW_S + 90 * 86_400 }, undefined],
  ])('%s', async (_name, patch, error) => {
    const { result } = check([key(patch)]);
    if (error) await expect(result).rejects.toThrow(error);
    else await expect(result).resolves.toBeDefined();
  });

  it('names every problem of a key at once', async () => {
    await expect(check([key({ actions: ['*'], collections: ['*'] })]).result).rejects.toThrow(
      /actions are[\s\S]*collections are/,
    );
  });

  it('rejects a key the cluster does not know', async () => {
    await expect(check([key({ value_prefix: 'wxyz' })]).result).rejects.toThrow(
      /TYPESENSE_SEARCH_KEY is not a key of this Typesense cluster \(no key starts with "abcd"\)/,
    );
  });

  it('needs every key sharing the 4-character prefix to pass, since it cannot tell them apart', async () => {
    await expect(check([key({}), key({ id: 9, collections: ['*'] })]).result).rejects.toThrow(
      /2 keys of the cluster start with "abcd"; key 9 fails/,
    );
    await expect(check([key({}), key({ id: 9, collections: [ALIAS] })]).result).resolves.toBeDefined();
  });

  it('explains a refused admin key', async () => {
    const { fetchImpl } = scripted([{ status: 401, body: '{"message":"Forbidden"}' }]);
    await expect(
      checkParentSearchKey({ fetch: fetchImpl, nodes: [NODE], apiKey: 'nope' }, 'abcdSECRET', {
        alias: ALIAS,
        nowMs: NOW,
        keyEnv: 'K',
      }),
    ).rejects.toThrow(/HTTP 401.*TYPESENSE_ADMIN_KEY/);
  });
});
