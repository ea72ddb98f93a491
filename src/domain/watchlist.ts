/**
 * The watchlist (garage, favourites) as a pure reducer (spec 01 §4.6, §6, §8): saves and removals
 * apply optimistically, the call's answer confirms them or rolls them back, and each car's
 * control is disabled while its call is in flight.
 */
import { isSold, type Car } from './car';

/** One saved car (spec 01 §3.3). */
export interface WatchlistEntry {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url?: string;
}

/**
 * A toast after success (messages watchlist.savedTitle/savedText or removedTitle/removedText, with
 * View List), or an alert with the call's error message after failure.
 */
export type WatchlistNotice =
  | { kind: 'saved'; name: string }
  | { kind: 'removed'; name: string }
  | { kind: 'error'; message?: string };

/** The watchlist state a store holds. */
export interface WatchlistState {
  entries: readonly WatchlistEntry[];
  /** Calls in flight by car id, with what to restore if they fail. */
  pending: Readonly<Record<string, { op: 'save' | 'remove'; entry: WatchlistEntry; index: number }>>;
  notice?: WatchlistNotice;
  /** The outcome of the last finished call. */
  lastResult?: { success: boolean };
}

/** What the store can be told. */
export type WatchlistAction =
  | { type: 'save'; entry: WatchlistEntry }
  | { type: 'remove'; id: string }
  | { type: 'settled'; id: string; success: boolean; message?: string }
  | { type: 'load'; entries: readonly WatchlistEntry[] }
  | { type: 'dismiss' };

/** An empty watchlist. */
export const emptyWatchlist: WatchlistState = { entries: [], pending: {} };

/** The entry saved for a car. */
export function watchlistEntry(
  car: Pick<Car, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url'>,
): WatchlistEntry {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    ...(car.primary_image_url ? { primary_image_url: car.primary_image_url } : {}),
  };
}

/** True when the car is saved. */
export function isSaved(state: WatchlistState, id: string): boolean {
  return state.entries.some((e) => e.id === id);
}

/** True while the car's call is in flight: its control is disabled. */
export function isLoading(state: WatchlistState, id: string): boolean {
  return id in state.pending;
}

function withoutPending(state: WatchlistState, id: string): WatchlistState['pending'] {
  const { [id]: _done, ...rest } = state.pending;
  return rest;
}

/** The next state; a save or remove for a car already in flight is ignored. */
export function watchlistReducer(state: WatchlistState, action: WatchlistAction): WatchlistState {
  switch (action.type) {
    case 'save': {
      const { entry } = action;
      if (isLoading(state, entry.id) || isSaved(state, entry.id)) return state;
      return {
        ...state,
        entries: [...state.entries, entry],
        pending: { ...state.pending, [entry.id]: { op: 'save', entry, index: state.entries.length } },
      };
    }
    case 'remove': {
      const index = state.entries.findIndex((e) => e.id === action.id);
      const entry = state.entries[index];
      if (isLoading(state, action.id) || entry === undefined) return state;
      return {
        ...state,
        entries: state.entries.filter((e) => e.id !== action.id),
        pending: { ...state.pending, [action.id]: { op: 'remove', entry, index } },
      };
    }
    case 'settled': {
      const pending = state.pending[action.id];
      if (!pending) return state;
      const rest = withoutPending(state, action.id);
      if (action.success) {
        const notice: WatchlistNotice = { kind: pending.op === 'save' ? 'saved' : 'removed', name: pending.entry.name };
        return { ...state, pending: rest, notice, lastResult: { success: true } };
      }
      const entries =
        pending.op === 'save'
          ? state.entries.filter((e) => e.id !== action.id)
          : [...state.entries.slice(0, pending.index), pending.entry, ...state.entries.slice(pending.index)];
      return {
        ...state,
        entries,
        pending: rest,
        notice: action.message?.trim() ? { kind: 'error', message: action.message.trim() } : { kind: 'error' },
        lastResult: { success: false },
      };
    }
    case 'load': {
      // A list that arrives while a call is in flight does not undo it: that call's answer settles the car.
      const inFlight = Object.values(state.pending);
      const removing = new Set(inFlight.filter((p) => p.op === 'remove').map((p) => p.entry.id));
      const entries = action.entries.filter((e) => !removing.has(e.id));
      for (const p of inFlight) if (p.op === 'save' && !entries.some((e) => e.id === p.entry.id)) entries.push(p.entry);
      return { ...state, entries };
    }
    case 'dismiss': {
      const { notice: _gone, ...rest } = state;
      return rest;
    }
  }
}

/** What a Favourite click means. */
export type ToggleIntent = { type: 'sign-in' } | WatchlistAction | undefined;

/**
 * A Favourite click: sign in first when signed out (or without a phone); otherwise flip — remove a
 * saved car, save an unsaved one. A sold car cannot be newly saved; nothing happens while in flight.
 */
export function toggleIntent(
  state: WatchlistState,
  car: Pick<Car, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url' | 'status'>,
  signedIn: boolean,
): ToggleIntent {
  if (!signedIn) return { type: 'sign-in' };
  if (isLoading(state, car.id)) return undefined;
  if (isSaved(state, car.id)) return { type: 'remove', id: car.id };
  if (isSold(car)) return undefined;
  return { type: 'save', entry: watchlistEntry(car) };
}
