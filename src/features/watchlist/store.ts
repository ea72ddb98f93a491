/**
 * The functions that change the watchlist (spec 01 §4.6): optimistic save and remove over the
 * domain reducer, the API call, rollback with the error on failure, and the list mirrored to
 * localStorage so other tabs follow (their `storage` event reloads it). The state they change is
 * watchlist-state.ts's atom, which the hearts read without loading this.
 */
import { atom, type WritableAtom } from 'nanostores';
import {
  isSaved,
  toggleIntent,
  watchlistEntry,
  watchlistReducer,
  type WatchlistAction,
  type WatchlistEntry,
  type WatchlistState,
} from '../../domain/watchlist';
import { accountApi, type ApiWatchlistCar, type CallResult } from '../accounts/account-api.client';
import { trackEvent } from '../analytics/track.client';
import { ANALYTICS_EVENTS } from '../analytics/events';
import {
  $watchlist as $pageWatchlist,
  WATCHLIST_KEY,
  WATCHLIST_SERVER_SNAPSHOT,
  type FavouriteCar,
} from './watchlist-state';
import { localStore } from '../../components/browser-storage.client';

export { WATCHLIST_KEY, type FavouriteCar } from './watchlist-state';

/** What the store talks to; the browser defaults are swapped in tests. */
export interface WatchlistDeps {
  save(carId: string): Promise<CallResult<{ cars: ApiWatchlistCar[] }>>;
  remove(carId: string): Promise<CallResult<{ cars: ApiWatchlistCar[] }>>;
  list(): Promise<CallResult<{ cars: ApiWatchlistCar[] }>>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** An API entry as a domain entry (cars the site no longer knows keep their id as the name). */
export function entryFromApi(car: ApiWatchlistCar): WatchlistEntry {
  return watchlistEntry({
    id: car.id,
    name: car.name ?? car.id,
    slug: car.slug ?? '',
    make: car.make ?? '',
    model: car.model ?? '',
    primary_image_url: car.primary_image_url,
  });
}

/** The mirrored list; anything unreadable counts as empty. */
export function parseMirror(raw: string | null): WatchlistEntry[] {
  try {
    const value = JSON.parse(raw ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (e): e is ApiWatchlistCar =>
          typeof e === 'object' && e !== null && typeof (e as { id?: unknown }).id === 'string',
      )
      .map(entryFromApi);
  } catch {
    return [];
  }
}

/** A store over its deps: the atom (a fresh one unless given) and the functions that change it. */
export function createWatchlistStore(
  deps: WatchlistDeps,
  $watchlist: WritableAtom<WatchlistState> = atom<WatchlistState>(WATCHLIST_SERVER_SNAPSHOT),
) {
  const dispatch = (action: WatchlistAction) => $watchlist.set(watchlistReducer($watchlist.get(), action));
  const mirror = () => {
    try {
      deps.storage?.setItem(WATCHLIST_KEY, JSON.stringify($watchlist.get().entries));
    } catch {
      // A full or blocked storage only costs the other tabs their update.
    }
  };

  const store = {
    $watchlist,
    dispatch,
    /** Loads the signed-in shopper's list from the API. */
    async load(): Promise<void> {
      const result = await deps.list();
      if (!result.ok) return;
      dispatch({ type: 'load', entries: result.data.cars.map(entryFromApi) });
      mirror();
    },
    /** Another tab changed the list: take it, unless a call of ours is in flight. */
    fromOtherTab(raw: string | null): void {
      if (Object.keys($watchlist.get().pending).length > 0) return;
      dispatch({ type: 'load', entries: parseMirror(raw) });
    },
    /**
     * A Favourite click. Signed out: `signIn` is called. Otherwise flips optimistically, calls the
     * API, and settles: a toast on success, rollback and the error on failure. Resolves to the
     * result ({ success }), or undefined when nothing was done (sold, or in flight).
     */
    async toggle(car: FavouriteCar, signedIn: boolean, signIn: () => void): Promise<{ success: boolean } | undefined> {
      const intent = toggleIntent($watchlist.get(), car, signedIn);
      if (!intent) return undefined;
      if (intent.type === 'sign-in') {
        signIn();
        return undefined;
      }
      dispatch(intent);
      const result = intent.type === 'save' ? await deps.save(car.id) : await deps.remove(car.id);
      dispatch(
        result.ok
          ? { type: 'settled', id: car.id, success: true }
          : { type: 'settled', id: car.id, success: false, message: result.message },
      );
      if (result.ok) mirror();
      if (result.ok && intent.type === 'save') trackEvent(ANALYTICS_EVENTS.favourite, { car_id: car.id });
      return { success: result.ok };
    },
    /** Saves a car the shopper chose before signing in (pending-save.client.ts), unless it is saved already. */
    async savePending(car: FavouriteCar): Promise<{ success: boolean } | undefined> {
      if (isSaved($watchlist.get(), car.id)) return undefined;
      return store.toggle(car, true, () => undefined);
    },
    /** Closes the toast. */
    dismiss: () => dispatch({ type: 'dismiss' }),
  };
  return store;
}

/** The page's watchlist store, over the page's atom. */
export const watchlistStore = createWatchlistStore(
  {
    save: accountApi.saveCar,
    remove: accountApi.removeCar,
    list: accountApi.watchlist,
    storage: localStore(),
  },
  $pageWatchlist,
);
