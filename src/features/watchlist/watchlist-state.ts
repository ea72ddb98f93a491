/**
 * The watchlist state every heart on a page reads, apart from the code that changes it (store.ts,
 * with the API and the session, and the toasts), so a heart costs a page only this until the shopper reaches for
 * it (watchlist-loader.client.ts).
 */
import { atom } from 'nanostores';
import { emptyWatchlist, type WatchlistState } from '../../domain/watchlist';
import type { Car } from '../../domain/car';

/** The car fields a Favourite toggle carries. */
export type FavouriteCar = Pick<Car, 'id' | 'name' | 'slug' | 'make' | 'model' | 'status'> & {
  primary_image_url?: string;
};

/** The localStorage key of the mirrored list. */
export const WATCHLIST_KEY = 'forecourt:watchlist';

/** What server-rendered HTML assumes: nothing saved. */
export const WATCHLIST_SERVER_SNAPSHOT: WatchlistState = emptyWatchlist;

/** The page's watchlist (read it with `useStore($watchlist, { ssr: () => WATCHLIST_SERVER_SNAPSHOT })`). */
export const $watchlist = atom<WatchlistState>(WATCHLIST_SERVER_SNAPSHOT);
