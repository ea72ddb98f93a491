import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture';
import {
  emptyWatchlist,
  isLoading,
  isSaved,
  toggleIntent,
  watchlistEntry,
  watchlistReducer,
  type WatchlistAction,
  type WatchlistState,
} from './watchlist';

const car = makeCar({ id: '7', name: '2021 Toyota Hilux', slug: 'hilux-7', primary_image_url: 'h.jpg' });
const entry = watchlistEntry(car);
const other = watchlistEntry(
  makeCar({ id: '8', name: '2020 Mazda CX-5', slug: 'cx5-8', make: 'Mazda', model: 'CX-5' }),
);
const run = (state: WatchlistState, ...actions: WatchlistAction[]) => actions.reduce(watchlistReducer, state);

describe('saving', () => {
  it('adds optimistically and marks the car loading', () => {
    const state = run(emptyWatchlist, { type: 'save', entry });
    expect(isSaved(state, '7')).toBe(true);
    expect(isLoading(state, '7')).toBe(true);
  });

  it('confirms with the saved toast', () => {
    const state = run(emptyWatchlist, { type: 'save', entry }, { type: 'settled', id: '7', success: true });
    expect(state.entries).toEqual([entry]);
    expect(isLoading(state, '7')).toBe(false);
    expect(state.notice).toEqual({ kind: 'saved', name: '2021 Toyota Hilux' });
    expect(state.lastResult).toEqual({ success: true });
  });

  it('rolls back on failure with an alert and success false', () => {
    const state = run(
      emptyWatchlist,
      { type: 'save', entry },
      { type: 'settled', id: '7', success: false, message: 'Network error' },
    );
    expect(state.entries).toEqual([]);
    expect(state.notice).toEqual({ kind: 'error', message: 'Network error' });
    expect(state.lastResult).toEqual({ success: false });
  });
});

describe('removing', () => {
  const saved = run(emptyWatchlist, { type: 'load', entries: [other, entry] });
  it('removes optimistically and confirms with the removed toast', () => {
    const optimistic = run(saved, { type: 'remove', id: '8' });
    expect(optimistic.entries).toEqual([entry]);
    const done = run(optimistic, { type: 'settled', id: '8', success: true });
    expect(done.notice).toEqual({ kind: 'removed', name: '2020 Mazda CX-5' });
  });

  it('restores the entry in its place on failure', () => {
    const state = run(saved, { type: 'remove', id: '8' }, { type: 'settled', id: '8', success: false });
    expect(state.entries).toEqual([other, entry]);
    expect(state.notice).toEqual({ kind: 'error' });
  });
});

describe('a list loaded while a call is in flight', () => {
  it('keeps a save in flight (the list was read before it) and still rolls it back if it fails', () => {
    const state = run(emptyWatchlist, { type: 'save', entry }, { type: 'load', entries: [other] });
    expect(state.entries).toEqual([other, entry]);
    expect(isLoading(state, '7')).toBe(true);
    expect(run(state, { type: 'settled', id: '7', success: true }).entries).toEqual([other, entry]);
    expect(run(state, { type: 'settled', id: '7', success: false }).entries).toEqual([other]);
  });

  it('keeps a removal in flight, and puts the car back if it fails', () => {
    const saved = run(emptyWatchlist, { type: 'load', entries: [other, entry] });
    const state = run(saved, { type: 'remove', id: '8' }, { type: 'load', entries: [other, entry] });
    expect(state.entries).toEqual([entry]);
    expect(run(state, { type: 'settled', id: '8', success: false }).entries).toEqual([other, entry]);
  });

  it('takes the list as it is when nothing is in flight', () => {
    expect(
      run(
        emptyWatchlist,
        { type: 'save', entry },
        { type: 'settled', id: '7', success: true },
        { type: 'load', entries: [other] },
      ).entries,
    ).toEqual([other]);
  });
});

describe('toggleIntent', () => {
  it.each([
    ['signed out → sign in', emptyWatchlist, car, false, { type: 'sign-in' }],
    ['not saved → save', emptyWatchlist, car, true, { type: 'save', entry }],
    ['saved → remove', run(emptyWatchlist, { type: 'load', entries: [entry] }), car, true, { type: 'remove', id: '7' }],
    [
      'sold, not saved → nothing (cannot be newly saved)',
      emptyWatchlist,
      { ...car, status: 'sold' as const },
      true,
      undefined,
    ],
    [
      'sold, saved → can be removed',
      run(emptyWatchlist, { type: 'load', entries: [entry] }),
      { ...car, status: 'sold' as const },
      true,
      { type: 'remove', id: '7' },
    ],
    ['in flight → nothing', run(emptyWatchlist, { type: 'save', entry }), car, true, undefined],
  ])('%s', (_name, state, input, signedIn, expected) => {
    expect(toggleIntent(state, input, signedIn)).toEqual(expected);
  });

  it('each settled click flips the saved state', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 20 }), (outcomes) => {
        let state = emptyWatchlist;
        let expected = false;
        for (const success of outcomes) {
          const intent = toggleIntent(state, car, true);
          if (!intent || intent.type === 'sign-in') return false;
          state = run(state, intent, { type: 'settled', id: '7', success });
          if (success) expected = !expected;
          if (isSaved(state, '7') !== expected || isLoading(state, '7')) return false;
        }
        return true;
      }),
    );
  });
});

describe('housekeeping', () => {
  it('ignores a second save while in flight and a settle for nothing pending', () => {
    const once = run(emptyWatchlist, { type: 'save', entry });
    expect(run(once, { type: 'save', entry })).toBe(once);
    expect(run(emptyWatchlist, { type: 'settled', id: '7', success: true })).toBe(emptyWatchlist);
  });
  it('dismisses the notice and never mutates the given state', () => {
    const frozen = Object.freeze({ ...emptyWatchlist, entries: Object.freeze([entry]) });
    const state = run(
      frozen,
      { type: 'remove', id: '7' },
      { type: 'settled', id: '7', success: true },
      { type: 'dismiss' },
    );
    expect(state.notice).toBeUndefined();
    expect(frozen.entries).toEqual([entry]);
  });
});
