import { afterEach, describe, expect, it, vi } from 'vitest';
import axios, { buildUrl, serializeParams, type LiteRequestConfig } from './axios-lite';
import { createSearchClient } from './client';

/** A fetch stub recording each request and answering `body` as JSON with `status`. */
function stubFetch(body: unknown, status = 200) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body: string | undefined }> = [];
  const fake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    calls.push({ url: String(url), method: init?.method ?? 'GET', headers, body: init?.body as string | undefined });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fake);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('axios-lite (the axios stand-in)', () => {
  it('serialises params as axios does: skips empty values, arrays as key[]', () => {
    expect(serializeParams({ q: 'hi there', page: 2, none: undefined, nil: null, tags: ['a', 'b'] })).toBe(
      'q=hi%20there&page=2&tags%5B%5D=a&tags%5B%5D=b',
    );
    expect(buildUrl({ url: 'https://x/y?z=1', params: { a: 1 } })).toBe('https://x/y?z=1&a=1');
    expect(buildUrl({ url: 'https://x/y', params: { a: 1 }, paramsSerializer: () => 'custom=1' })).toBe(
      'https://x/y?custom=1',
    );
  });

  it('sends JSON bodies through fetch, parses JSON answers, and applies validateStatus', async () => {
    const calls = stubFetch({ ok: true });
    const res = await axios({
      method: 'post',
      url: 'https://h/multi_search',
      params: { a: 'b' },
      data: { x: 1 },
      headers: { 'X-Key': 'k' },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ url: 'https://h/multi_search?a=b', method: 'POST', body: '{"x":1}' });
    expect(calls[0]!.headers).toMatchObject({ 'x-key': 'k', 'content-type': 'application/json' });
    stubFetch({ message: 'nope' }, 404);
    await expect(axios({ url: 'https://h/' })).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 404, data: { message: 'nope' } },
    });
    await expect(axios({ url: 'https://h/', validateStatus: (s) => s > 0 })).resolves.toMatchObject({ status: 404 });
  });

  it('calls a function adapter with the config (the local transport) instead of fetch', async () => {
    const calls = stubFetch({});
    const adapter = vi.fn(async (config: LiteRequestConfig) => ({
      data: '{"a":1}',
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      config,
      request: {},
    }));
    const res = await axios({ url: 'https://h/', adapter, transformResponse: [(d) => JSON.parse(d as string)] });
    expect(res.data).toEqual({ a: 1 });
    expect(adapter).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });

  it('turns network failures, timeouts and cancels into axios-like errors; refuses streams', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(axios({ url: 'https://h/' })).rejects.toMatchObject({ code: 'ERR_NETWORK', message: 'fetch failed' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: unknown, init?: RequestInit) =>
          new Promise((_, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal!.reason))),
      ),
    );
    await expect(axios({ url: 'https://h/', timeout: 20 })).rejects.toMatchObject({ code: 'ECONNABORTED' });
    const source = axios.CancelToken.source();
    const pending = axios({ url: 'https://h/', cancelToken: source.token });
    source.cancel();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await expect(axios({ url: 'https://h/', responseType: 'stream' })).rejects.toThrow(/responseType "stream"/);
    expect(() => axios.getAdapter('http2')).toThrow(/only fetch/);
  });
});

describe('the Typesense client on the stand-in', () => {
  const settings = {
    backend: 'typesense' as const,
    nodes: [{ host: 'abc.a1.typesense.net', port: 443, protocol: 'https' as const }],
    searchKey: 'scoped-key',
    collection: 'demo_cars',
  };
  const result = {
    found: 1,
    out_of: 1,
    page: 1,
    hits: [{ document: { id: '1', make: 'Toyota' }, highlights: [], highlight: {} }],
    facet_counts: [],
    search_time_ms: 0,
    request_params: { per_page: 10, q: '*' },
  };

  it('multiSearch POSTs /multi_search to the node with the scoped key and the collection and query_by filled in', async () => {
    const calls = stubFetch({ results: [result] });
    const client = createSearchClient(settings);
    const [answer] = await client.multiSearch([{ q: 'hilux', filter_by: 'make:=`Toyota`', per_page: 5 }]);
    expect(answer?.found).toBe(1);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.method).toBe('POST');
    expect(new URL(call.url).origin + new URL(call.url).pathname).toBe('https://abc.a1.typesense.net/multi_search');
    // The search-only client sends the key as a query parameter (no CORS preflight for the header).
    expect(new URL(call.url).searchParams.get('x-typesense-api-key')).toBe('scoped-key');
    // Typesense's search client sends text/plain, a simple request with no CORS preflight.
    expect(call.headers['content-type']).toBe('text/plain');
    expect(JSON.parse(call.body!)).toEqual({
      searches: [
        { collection: 'demo_cars', query_by: client.queryBy, q: 'hilux', filter_by: 'make:=`Toyota`', per_page: 5 },
      ],
    });
  });

  it("InstantSearch's requests go to the same node through the adapter", async () => {
    const calls = stubFetch({ results: [result] });
    const client = createSearchClient(settings);
    const response = await client.searchClient.search([
      { indexName: 'demo_cars', params: { query: 'hilux', hitsPerPage: 5 } },
    ] as never);
    expect((response as { results: Array<{ nbHits: number }> }).results[0]!.nbHits).toBe(1);
    const call = calls[0]!;
    expect(new URL(call.url).pathname).toBe('/multi_search');
    expect(new URL(call.url).searchParams.get('x-typesense-api-key')).toBe('scoped-key');
    const body = JSON.parse(call.body!) as { searches: Array<Record<string, unknown>> };
    expect(body.searches[0]).toMatchObject({
      collection: 'demo_cars',
      q: 'hilux',
      per_page: 5,
      query_by: client.queryBy,
    });
  });

  it('a Typesense error answer becomes a rejected search naming the status', async () => {
    stubFetch({ message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' }, 401);
    const client = createSearchClient(settings);
    await expect(client.multiSearch([{ q: '*' }])).rejects.toThrow(/401|Forbidden/);
  });
});
