import { describe, expect, it } from 'vitest';
import { isLoading, isSaved } from '../../domain/watchlist';
import type { CallResult } from '../accounts/account-api.client';
import { createWatchlistStore, parseMirror, WATCHLIST_KEY, type FavouriteCar } from './store';

const cx5: FavouriteCar = {
  id: 'car-1',
  name: '2021 Mazda CX-5',
  slug: '2021-mazda-cx-5',
  make: 'Mazda',
  model: 'CX-5',
  status: 'in_stock',
};
const sold: FavouriteCar = { ...cx5, id: 'car-2', name: '2019 Ford Ranger', status: 'sold' };
type Answer = CallResult<{ cars: { id: string }[] }>;

function setup(answer: Answer) {
  const calls: string[] = [];
  const memory = new Map<string, string>();
  let release: () => void = () => undefined;
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  const store = createWatchlistStore({
    save: async (id) => (calls.push(`save ${id}`), await gate(), answer),
    remove: async (id) => (calls.push(`remove ${id}`), await gate(), answer),
    list: async () => ({ ok: true, status: 200, data: { cars: [{ id: 'car-9', name: 'Saved elsewhere' }] } }),
    storage: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) },
  });
  return { store, calls, memory, release: () => release() };
}

const ok: Answer = { ok: true, status: 200, data: { cars: [] } };
const fail: Answer = { ok: false, status: 500, message: 'The watchlist is unavailable.' };

describe('watchlist store', () => {
  it('saves optimistically, disables the control while in flight, then shows the saved toast', async () => {
    const { store, calls, release, memory } = setup(ok);
    const done = store.toggle(cx5, true, () => undefined);
    expect(isSaved(store.$watchlist.get(), 'car-1')).toBe(true);
    expect(isLoading(store.$watchlist.get(), 'car-1')).toBe(true);
    expect(await store.toggle(cx5, true, () => undefined)).toBeUndefined();
    release();
    expect(await done).toEqual({ success: true });
    expect(calls).toEqual(['save car-1']);
    expect(isLoading(store.$watchlist.get(), 'car-1')).toBe(false);
    expect(store.$watchlist.get().notice).toEqual({ kind: 'saved', name: '2021 Mazda CX-5' });
    expect(parseMirror(memory.get(WATCHLIST_KEY) ?? null).map((e) => e.id)).toEqual(['car-1']);
  });

  it('rolls a failed save back with the error and a result with success false', async () => {
    const { store, release } = setup(fail);
    const done = store.toggle(cx5, true, () => undefined);
    release();
    expect(await done).toEqual({ success: false });
    expect(isSaved(store.$watchlist.get(), 'car-1')).toBe(false);
    expect(store.$watchlist.get().notice).toEqual({ kind: 'error', message: 'The watchlist is unavailable.' });
    expect(store.$watchlist.get().lastResult).toEqual({ success: false });
  });

  it('rolls a failed removal back into its place', async () => {
    const { store, release } = setup(ok);
    store.dispatch({
      type: 'load',
      entries: [
        { id: 'a', name: 'A', slug: 'a', make: '', model: '' },
        { id: 'car-1', name: cx5.name, slug: cx5.slug, make: 'Mazda', model: 'CX-5' },
      ],
    });
    const failing = setup(fail);
    failing.store.dispatch({ type: 'load', entries: store.$watchlist.get().entries });
    const done = failing.store.toggle(cx5, true, () => undefined);
    expect(isSaved(failing.store.$watchlist.get(), 'car-1')).toBe(false);
    failing.release();
    await done;
    expect(failing.store.$watchlist.get().entries.map((e) => e.id)).toEqual(['a', 'car-1']);
    release();
  });

  it('each click flips: a saved car is removed with the removed toast', async () => {
    const { store, calls, release } = setup(ok);
    store.dispatch({
      type: 'load',
      entries: [{ id: 'car-1', name: cx5.name, slug: cx5.slug, make: 'Mazda', model: 'CX-5' }],
    });
    const done = store.toggle(cx5, true, () => undefined);
    release();
    await done;
    expect(calls).toEqual(['remove car-1']);
    expect(store.$watchlist.get().notice).toEqual({ kind: 'removed', name: '2021 Mazda CX-5' });
  });

  it('sends a signed-out shopper to sign in and calls nothing', async () => {
    const { store, calls } = setup(ok);
    let signIns = 0;
    expect(await store.toggle(cx5, false, () => signIns++)).toBeUndefined();
    expect(signIns).toBe(1);
    expect(calls).toEqual([]);
  });

  it('never newly saves a sold car', async () => {
    const { store, calls } = setup(ok);
    expect(await store.toggle(sold, true, () => undefined)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('loads the list and follows another tab, unless a call is in flight', async () => {
    const { store, release } = setup(ok);
    await store.load();
    expect(store.$watchlist.get().entries.map((e) => e.id)).toEqual(['car-9']);
    store.fromOtherTab(JSON.stringify([{ id: 'car-7', name: 'Other tab' }]));
    expect(store.$watchlist.get().entries.map((e) => e.id)).toEqual(['car-7']);
    const done = store.toggle(cx5, true, () => undefined);
    store.fromOtherTab('[]');
    expect(store.$watchlist.get().entries.map((e) => e.id)).toEqual(['car-7', 'car-1']);
    release();
    await done;
    store.fromOtherTab('garbage');
    expect(store.$watchlist.get().entries).toEqual([]);
  });
});

describe('a save chosen before signing in', () => {
  it('is carried out once the list has loaded, with its toast', async () => {
    const { store, calls, release } = setup(ok);
    await store.load();
    const done = store.savePending(cx5);
    release();
    expect(await done).toEqual({ success: true });
    expect(calls).toEqual(['save car-1']);
    expect(store.$watchlist.get().notice).toEqual({ kind: 'saved', name: '2021 Mazda CX-5' });
  });

  it('leaves a car the shopper had already saved as it is (never a removal)', async () => {
    const { store, calls } = setup(ok);
    await store.load();
    expect(await store.savePending({ ...cx5, id: 'car-9' })).toBeUndefined();
    expect(calls).toEqual([]);
    expect(isSaved(store.$watchlist.get(), 'car-9')).toBe(true);
  });
});
