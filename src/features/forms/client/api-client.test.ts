import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { openStorage } from '../../../api/storage/open-storage';
import type { Storage } from '../../../api/storage/types';
import { enquiry, harness, type Harness } from '../../../api/testing/harness';
import { createApiClient } from './api-client';
import { OUTBOX_STORAGE_KEY, type KeyValueStorage } from './outbox';

function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, value) => void data.set(k, value) };
}

/** An EventTarget standing in for window. */
class FakeWindow extends EventTarget {}

describe('browser client against the real app', () => {
  let storage: Storage;
  let h: Harness;
  let keys: number;
  /** 'up' passes calls to the app; 'down' fails before sending; 'lost' sends, then loses the answer. */
  let network: 'up' | 'down' | 'lost';
  const seen: { path: string; key: string | null }[] = [];

  const fetchThroughNetwork = (async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    seen.push({ path, key: new Headers(init?.headers).get('Idempotency-Key') });
    if (network === 'down') throw new TypeError('Failed to fetch');
    const response = await h.app.request(`http://localhost${path}`, init);
    if (network === 'lost') throw new TypeError('network connection was lost');
    return response;
  }) as typeof fetch;

  beforeEach(async () => {
    storage = await openStorage({ site: 'client', sqliteFile: ':memory:' });
    h = harness(storage, 'client');
    keys = 0;
    network = 'up';
    seen.length = 0;
  });
  afterEach(() => storage.close());

  const client = (store: KeyValueStorage) =>
    createApiClient({ fetch: fetchThroughNetwork, storage: store, newKey: () => `test-key-${++keys}` });

  it('submits a lead with an idempotency key and clears it from the outbox', async () => {
    const store = fakeStorage();
    const result = await client(store).submitLead(enquiry() as never);
    expect(result).toMatchObject({ ok: true, queued: false, data: { success: true, event_id: 15 } });
    expect(seen).toEqual([{ path: '/api/leads', key: 'test-key-1' }]);
    expect(JSON.parse(store.data.get(OUTBOX_STORAGE_KEY)!)).toEqual([]);
  });

  it('keeps a submission whose answer was lost and sends it again on `online`: one lead', async () => {
    const store = fakeStorage();
    const api = client(store);
    const win = new FakeWindow();
    network = 'lost';
    const first = await api.submitLead(enquiry() as never);
    expect(first).toMatchObject({ ok: false, network: true, queued: true, message: MESSAGES.formFailed });
    expect(await storage.countLeads()).toBe(1); // the server had it already
    network = 'down';
    api.outbox.start(win); // page-load flush while still offline: nothing lost
    await api.outbox.flush();
    expect(api.outbox.pending()).toHaveLength(1);
    network = 'up';
    win.dispatchEvent(new Event('online'));
    await expect.poll(() => api.outbox.pending().length).toBe(0);
    expect(seen.map((s) => s.key)).toEqual(['test-key-1', 'test-key-1', 'test-key-1']);
    expect(await storage.countLeads()).toBe(1);
  });

  it('sends a queued submission on the next page load', async () => {
    const store = fakeStorage();
    network = 'down';
    await client(store).submitLead(enquiry() as never);
    expect(await storage.countLeads()).toBe(0);
    network = 'up';
    const nextPage = client(store);
    nextPage.outbox.start(new FakeWindow());
    await expect.poll(() => nextPage.outbox.pending().length).toBe(0);
    expect(await storage.countLeads()).toBe(1);
  });

  it('flushes again after a flush of an empty queue (the page-load flush usually finds nothing)', async () => {
    const store = fakeStorage();
    const api = client(store);
    await api.outbox.flush();
    await api.outbox.flush();
    network = 'down';
    await api.submitLead(enquiry() as never);
    expect(api.outbox.pending()).toHaveLength(1);
    network = 'up';
    await api.outbox.flush();
    expect(api.outbox.pending()).toEqual([]);
    expect(await storage.countLeads()).toBe(1);
  });

  it('does not keep a submission the server refused (4xx) and shows its message and fields', async () => {
    const store = fakeStorage();
    const result = await client(store).submitLead(enquiry({ email: 'nope' }) as never);
    expect(result).toEqual({
      ok: false,
      status: 400,
      network: false,
      queued: false,
      key: 'test-key-1',
      message: MESSAGES.emailInvalid,
      fields: [{ path: 'email', message: MESSAGES.emailInvalid }],
    });
    expect(JSON.parse(store.data.get(OUTBOX_STORAGE_KEY)!)).toEqual([]);
  });

  it('keeps a submission answered 5xx and retries it', async () => {
    const store = fakeStorage();
    const failing = createApiClient({
      storage: store,
      newKey: () => 'key-500-aaaa',
      fetch: (async () =>
        new Response(JSON.stringify({ error: { message: MESSAGES.serverError } }), { status: 500 })) as typeof fetch,
    });
    expect(await failing.submitLead(enquiry() as never)).toMatchObject({
      ok: false,
      status: 500,
      network: false,
      queued: true,
      message: MESSAGES.serverError,
    });
    const recovered = client(store);
    await recovered.outbox.flush();
    expect(recovered.outbox.pending()).toEqual([]);
    expect(await storage.countLeads()).toBe(1);
  });

  it('reads a corrupt outbox as empty', async () => {
    const store = fakeStorage({ [OUTBOX_STORAGE_KEY]: '{not json' });
    expect(client(store).outbox.pending()).toEqual([]);
    const wrongShape = fakeStorage({ [OUTBOX_STORAGE_KEY]: JSON.stringify([{ nope: 1 }]) });
    expect(client(wrongShape).outbox.pending()).toEqual([]);
  });

  it('calls the other endpoints with typed answers', async () => {
    const api = client(fakeStorage());
    expect(await api.deliveryPrice('4217')).toEqual({
      ok: true,
      status: 200,
      data: { price: 250, region: 'Gold Coast' },
    });
    expect(await api.deliveryPrice('')).toMatchObject({ ok: false, status: 400, message: 'Please enter a postcode.' });
    expect((await api.carView('2021-mazda-cx-5', { photos_count: 12, website_id: '7' })).ok).toBe(true);
    expect(seen.at(-1)?.path).toBe('/cars/2021-mazda-cx-5/view.json?photos_count=12&website_id=7');
    expect((await api.testDriveAvailability('loc-bne', '2026-11-24')).ok).toBe(true);
    expect(await api.financeQuote({ purchasePrice: 30000 })).toMatchObject({
      ok: true,
      data: { weeklyRepaymentAmount: 99.75 },
    });
    expect(await api.me()).toEqual({ ok: true, status: 200, data: { user: null } });
    expect(await api.saveCar({ car_id: 'car-1' })).toMatchObject({
      ok: false,
      status: 401,
      message: MESSAGES.signInRequired,
    });
    expect(await api.requestCode({ phone: '0412 345 678' })).toMatchObject({
      ok: true,
      data: { sent_to: '0412 345 678' },
    });
    expect((await api.reservationStatus('car-1')).ok).toBe(true);
    expect((await api.revealPhone({ car_id: 'car-1' })).ok).toBe(true);
  });
});
