import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './http';
import {
  afterAttempt,
  isRetryable,
  LeadOutbox,
  OUTBOX_STORAGE_KEY,
  retryDelayMs,
  RETRY_MAX_MS,
  type KeyValueStorage,
  type OutboxEntry,
} from './outbox';

const ok: ApiResult<unknown> = { ok: true, status: 200, data: { success: true, lead_id: 'lead-1' } };
const fail = (status: number, extra: Partial<Extract<ApiResult<unknown>, { ok: false }>> = {}): ApiResult<unknown> => ({
  ok: false,
  status,
  network: status === 0,
  message: 'failed',
  fields: [],
  ...extra,
});
const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: 'k1',
  path: '/api/leads',
  body: {},
  queuedAt: 0,
  attempts: 0,
  nextAt: 0,
  ...over,
});

describe('backoff state machine', () => {
  it('keeps network failures, 5xx and 429; settles successes and every other answer', () => {
    expect([fail(0), fail(500), fail(502), fail(503), fail(429)].map(isRetryable)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([ok, fail(400), fail(404), fail(409), fail(413), fail(403)].map(isRetryable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('waits 2 s, 4 s, 8 s … and never more than the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n))).toEqual([2000, 4000, 8000, 16000, 32000, 60000]);
    expect(retryDelayMs(40)).toBe(RETRY_MAX_MS);
  });

  it('follows a longer Retry-After (bounded at 10 minutes), never a shorter one', () => {
    expect(retryDelayMs(1, 30_000)).toBe(30_000);
    expect(retryDelayMs(4, 1_000)).toBe(16_000);
    expect(retryDelayMs(1, 3_600_000)).toBe(600_000);
  });

  it('moves an entry on: one more attempt and the next time, or settled', () => {
    expect(afterAttempt(entry(), fail(503), 10_000)).toEqual(entry({ attempts: 1, nextAt: 12_000 }));
    expect(afterAttempt(entry({ attempts: 2 }), fail(0), 10_000)).toEqual(entry({ attempts: 3, nextAt: 18_000 }));
    expect(afterAttempt(entry(), fail(429, { retryAfterMs: 20_000 }), 0)).toEqual(
      entry({ attempts: 1, nextAt: 20_000 }),
    );
    expect(afterAttempt(entry({ attempts: 5 }), ok, 0)).toBeUndefined();
    expect(afterAttempt(entry(), fail(400), 0)).toBeUndefined();
  });
});

describe('the outbox over fake time', () => {
  let data: Map<string, string>;
  let storage: KeyValueStorage;
  let answers: Array<number | 'down'>;
  let calls: { key: string | null; at: number }[];
  let keys: number;

  const fetchFake = (async (_input: string | URL | Request, init?: RequestInit) => {
    calls.push({ key: new Headers(init?.headers).get('Idempotency-Key'), at: Date.now() });
    const next = answers.shift() ?? 200;
    if (next === 'down') throw new TypeError('Failed to fetch');
    const body = next === 200 ? { success: true, lead_id: 'lead-1' } : { error: { message: 'Server trouble' } };
    return new Response(JSON.stringify(body), { status: next, headers: next === 429 ? { 'Retry-After': '5' } : {} });
  }) as typeof fetch;

  const outbox = () => new LeadOutbox({ fetch: fetchFake, baseUrl: '' }, storage, { newKey: () => `key-${++keys}` });
  const queue = () => JSON.parse(data.get(OUTBOX_STORAGE_KEY) ?? '[]') as OutboxEntry[];

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    data = new Map();
    storage = { getItem: (k) => data.get(k) ?? null, setItem: (k, value) => void data.set(k, value) };
    answers = [];
    calls = [];
    keys = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('a 503 is kept and retried after 2 s with the same key, then settled', async () => {
    const box = outbox();
    const win = new EventTarget();
    box.start(win);
    await vi.runAllTimersAsync();
    const settled: string[] = [];
    box.onSettled((key, result) => settled.push(`${key}:${result.ok}`));
    answers = [503, 200];
    const result = await box.submit('/api/leads', { a: 1 });
    expect(result).toMatchObject({ ok: false, status: 503, queued: true, key: 'key-1' });
    expect(queue()).toMatchObject([{ key: 'key-1', attempts: 1, nextAt: 1_002_000 }]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1']);
    expect(queue()).toEqual([]);
    expect(settled).toEqual(['key-1:true']);
  });

  it('backs off 2 s, 4 s, 8 s between failed attempts', async () => {
    const box = outbox();
    box.start(new EventTarget());
    await vi.runAllTimersAsync();
    answers = [500, 502, 503, 'down', 200];
    await box.submit('/api/leads', {});
    await vi.advanceTimersByTimeAsync(60_000);
    const gaps = calls.slice(1).map((c, i) => c.at - (calls[i] as { at: number }).at);
    expect(gaps).toEqual([2000, 4000, 8000, 16000]);
    expect(calls.every((c) => c.key === 'key-1')).toBe(true);
    expect(queue()).toEqual([]);
  });

  it("waits for a 429's Retry-After", async () => {
    const box = outbox();
    box.start(new EventTarget());
    await vi.runAllTimersAsync();
    answers = [429, 200];
    await box.submit('/api/leads', {});
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('the online event sends at once, ignoring the backoff', async () => {
    const box = outbox();
    const win = new EventTarget();
    box.start(win);
    await vi.runAllTimersAsync();
    answers = ['down', 'down', 200];
    await box.submit('/api/leads', {});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(queue()).toMatchObject([{ attempts: 2, nextAt: Date.now() + 4_000 }]);
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(3);
    expect(queue()).toEqual([]);
  });

  it('a 4xx answer is not queued: the form shows it', async () => {
    const box = outbox();
    answers = [400];
    expect(await box.submit('/api/leads', {})).toMatchObject({ ok: false, status: 400, queued: false });
    expect(queue()).toEqual([]);
  });

  it('a 4xx on a retry settles the entry and tells the listener', async () => {
    const box = outbox();
    box.start(new EventTarget());
    await vi.runAllTimersAsync();
    const settled: Array<[string, boolean]> = [];
    box.onSettled((key, result) => settled.push([key, result.ok]));
    answers = [503, 409];
    await box.submit('/api/leads', {});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(settled).toEqual([['key-1', false]]);
    expect(queue()).toEqual([]);
  });

  it('the next page load sends what an earlier page left, whatever its backoff', async () => {
    answers = [503];
    await outbox().submit('/api/leads', { n: 1 });
    expect(queue()).toMatchObject([{ key: 'key-1', attempts: 1 }]);
    const nextPage = outbox();
    nextPage.start(new EventTarget());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1']);
    expect(queue()).toEqual([]);
  });

  it('reads entries written before backoff existed', async () => {
    data.set(OUTBOX_STORAGE_KEY, JSON.stringify([{ key: 'old', path: '/api/leads', body: {}, queuedAt: Date.now() }]));
    const box = outbox();
    expect(box.pending()).toEqual([entry({ key: 'old', queuedAt: Date.now() })]);
    await box.flush();
    expect(queue()).toEqual([]);
  });

  it('drains under the lock, one drain at a time', async () => {
    let held = 0;
    let most = 0;
    const lock = async <T>(work: () => Promise<T>) => {
      held += 1;
      most = Math.max(most, held);
      try {
        return await work();
      } finally {
        held -= 1;
      }
    };
    answers = ['down'];
    await outbox().submit('/api/leads', {});
    const box = new LeadOutbox({ fetch: fetchFake, baseUrl: '' }, storage, { newKey: () => 'x', lock });
    await Promise.all([box.flush(), box.flush(), box.flush()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(most).toBe(1);
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1']);
  });

  it('a drain leaves a submission being sent to its own call (no second request at once)', async () => {
    const box = outbox();
    let release: (r: Response) => void = () => undefined;
    const slow = new LeadOutbox(
      {
        fetch: (async (_input: string | URL | Request, init?: RequestInit) => {
          calls.push({ key: new Headers(init?.headers).get('Idempotency-Key'), at: Date.now() });
          return new Promise<Response>((resolve) => (release = resolve));
        }) as typeof fetch,
        baseUrl: '',
      },
      storage,
      { newKey: () => 'slow-1' },
    );
    const submitted = slow.submit('/api/leads', {});
    await slow.flush();
    expect(calls.map((c) => c.key)).toEqual(['slow-1']);
    release(new Response(JSON.stringify({ error: { message: 'down' } }), { status: 503 }));
    expect(await submitted).toMatchObject({ queued: true, key: 'slow-1' });
    expect(box.pending()).toHaveLength(1);
  });
});
