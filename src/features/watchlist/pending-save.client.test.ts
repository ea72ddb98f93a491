import { describe, expect, it } from 'vitest';
import { keepPendingSave, PENDING_SAVE_KEY, PENDING_SAVE_MS, takePendingSave } from './pending-save.client';
import type { FavouriteCar } from './watchlist-state';

const car: FavouriteCar = {
  id: 'c1',
  name: '2020 Mazda 3',
  slug: '2020-mazda-3-c1',
  make: 'Mazda',
  model: '3',
  status: 'in_stock',
};

function memory(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('a save kept for after sign-in', () => {
  it('is carried out once, on the page it was pressed on', () => {
    const s = memory();
    keepPendingSave(s, car, '/cars/2020-mazda-3-c1', 1_000);
    expect(takePendingSave(s, '/cars/2020-mazda-3-c1', 2_000)).toEqual(car);
    expect(takePendingSave(s, '/cars/2020-mazda-3-c1', 2_000)).toBeUndefined();
  });

  it('matches the page with or without its trailing slash, query kept', () => {
    const s = memory();
    keepPendingSave(s, car, '/search/mazda?page=2', 0);
    expect(takePendingSave(s, '/search/mazda/?page=2', 1)).toEqual(car);
  });

  it('waits on another page, untouched', () => {
    const s = memory();
    keepPendingSave(s, car, '/cars/2020-mazda-3-c1', 0);
    expect(takePendingSave(s, '/sign-in', 10)).toBeUndefined();
    expect(s.data.has(PENDING_SAVE_KEY)).toBe(true);
  });

  it.each([
    ['lapsed', PENDING_SAVE_MS + 1],
    ['from the future (a changed clock)', -1],
  ])('is dropped when %s', (_, age) => {
    const s = memory();
    keepPendingSave(s, car, '/cars/x', 10_000);
    expect(takePendingSave(s, '/cars/x', 10_000 + age)).toBeUndefined();
    expect(s.data.has(PENDING_SAVE_KEY)).toBe(false);
  });

  it('counts exactly PENDING_SAVE_MS as still fresh', () => {
    const s = memory();
    keepPendingSave(s, car, '/cars/x', 0);
    expect(takePendingSave(s, '/cars/x', PENDING_SAVE_MS)).toEqual(car);
  });

  it.each(['not json', 'null', '{"car":{"id":1},"page":"/cars/x","at":0}', '{"car":{},"page":"/cars/x"}'])(
    'drops what it cannot read: %s',
    (raw) => {
      const s = memory();
      s.setItem(PENDING_SAVE_KEY, raw);
      expect(takePendingSave(s, '/cars/x', 0)).toBeUndefined();
      expect(s.data.has(PENDING_SAVE_KEY)).toBe(false);
    },
  );

  it('does nothing without storage, or with a storage that throws', () => {
    expect(() => keepPendingSave(undefined, car, '/', 0)).not.toThrow();
    expect(takePendingSave(undefined, '/', 0)).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(() => keepPendingSave(blocked, car, '/', 0)).not.toThrow();
    expect(takePendingSave(blocked, '/', 0)).toBeUndefined();
  });
});
