import { describe, expect, it } from 'vitest';
import { createLocalAxiosAdapter } from './local-transport';
import { createEmbeddedIndex } from './engine/index-build';
import { loadEmbeddedIndex } from './engine/index-load';
import { FIXTURE_DOCS } from './fixtures/cars';

const index = loadEmbeddedIndex(createEmbeddedIndex(FIXTURE_DOCS));
const adapter = createLocalAxiosAdapter(async () => index);

describe('createLocalAxiosAdapter', () => {
  it('answers POST /multi_search with a JSON string body, URL params as defaults', async () => {
    const res = await adapter({
      method: 'post',
      url: 'https://embedded.invalid:443/multi_search',
      params: { query_by: 'make,model', 'x-typesense-api-key': 'embedded' },
      data: JSON.stringify({ searches: [{ collection: 'cars', q: 'hilux' }] }),
    });
    expect(res.status).toBe(200);
    expect((res.data as { results: { found: number }[] }).results[0]?.found).toBe(1);
  });

  it('answers 400 with the engine message for an unsupported request', async () => {
    const res = await adapter({
      method: 'post',
      url: '/multi_search',
      data: { searches: [{ q: '*', vector_query: 'x' }] },
    });
    expect(res.status).toBe(400);
    expect((res.data as { message: string }).message).toMatch(/`vector_query`/);
  });

  it('answers 404 for anything but POST /multi_search', async () => {
    const res = await adapter({ method: 'get', url: 'https://embedded.invalid/collections/cars/documents/c1' });
    expect(res.status).toBe(404);
    expect((res.data as { message: string }).message).toMatch(/POST \/multi_search only/);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await adapter({ method: 'post', url: '/multi_search', data: '{' });
    expect(res.status).toBe(400);
  });
});
