import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import type { ValuationRangeRequest } from '../../contracts/valuation';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness } from '../testing/harness';
import { httpValuationProvider } from '../valuation/valuation-provider';

const variant = STORAGE_VARIANTS[0]!;
const request = { lead_id: 'lead-123', rego: 'abc123', regoState: 'qld', kms: 54000, answers: { condition: 'Good' } };

describe('POST /api/valuation/range (issue 21)', () => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await variant.open(`valuation-${Math.random().toString(36).slice(2)}`);
  });
  afterEach(() => storage.close());

  it('answers no range (200, not an error status the console shows) without a valuation provider: no figure is made up', async () => {
    const res = await harness(storage, 'no-provider').call('POST', '/api/valuation/range', request);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ range: null, message: MESSAGES.valuationNotConfigured });
  });

  it("answers the configured provider's range, given the car as the wizard sent it", async () => {
    const seen: ValuationRangeRequest[] = [];
    const h = harness(storage, 'with-provider', {
      valuationProvider: { value: async (r) => (seen.push(r), { low: 18250, high: 20500 }) },
    });
    const res = await h.call('POST', '/api/valuation/range', request);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ range: { low: 18250, high: 20500 } });
    expect(seen).toEqual([{ ...request, rego: 'ABC123' }]);
  });

  it('answers no range, in plain words, when the provider cannot value the car', async () => {
    const h = harness(storage, 'cannot-value', { valuationProvider: { value: async () => undefined } });
    const res = await h.call('POST', '/api/valuation/range', request);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ range: null, message: MESSAGES.valuationUnavailable });
  });

  it('refuses a request without its lead, in plain words', async () => {
    const h = harness(storage, 'bad-request', { valuationProvider: { value: async () => ({ low: 1, high: 2 }) } });
    const res = await h.call('POST', '/api/valuation/range', { rego: 'ABC123' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).not.toMatch(/Invalid type|Expected/);
  });
});

describe('httpValuationProvider', () => {
  const answering = (status: number, body: unknown) => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => (
      calls.push({ url, init }), new Response(JSON.stringify(body), { status })
    )) as unknown as typeof fetch;
    return { calls, fetchImpl };
  };
  const parsed = {
    ...request,
    rego: 'ABC123',
    regoState: 'qld' as const,
    answers: { condition: 'Good' },
  } as ValuationRangeRequest;

  it('posts the request with its token and reads the range, rounded to dollars', async () => {
    const { calls, fetchImpl } = answering(200, { low: 18250.4, high: 20500.6 });
    const provider = httpValuationProvider('https://values.example/range', 'secret', {
      fetch: fetchImpl,
      log: () => undefined,
    });
    expect(await provider.value(parsed)).toEqual({ low: 18250, high: 20501 });
    expect(calls[0]!.url).toBe('https://values.example/range');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer secret');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(parsed);
  });

  it.each([
    ['an error status', 500, { low: 1, high: 2 }],
    ['a range upside down', 200, { low: 30000, high: 20000 }],
    ['no figures', 200, { offer: 'call us' }],
    ['a zero', 200, { low: 0, high: 1000 }],
  ])('answers nothing for %s, and logs why', async (_, status, body) => {
    const logs: string[] = [];
    const { fetchImpl } = answering(status, body);
    const provider = httpValuationProvider('https://values.example/range', undefined, {
      fetch: fetchImpl,
      log: (l) => logs.push(l),
    });
    expect(await provider.value(parsed)).toBeUndefined();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[forecourt\] valuation service /);
  });

  it('answers nothing when the service cannot be reached', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const provider = httpValuationProvider('https://values.example/range', undefined, {
      fetch: fetchImpl,
      log: () => undefined,
    });
    expect(await provider.value(parsed)).toBeUndefined();
  });
});
