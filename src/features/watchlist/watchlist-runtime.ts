/**
 * The watchlist's working half, loaded by watchlist-loader.ts when a page needs it: the session,
 * the shopper's list when signed in (emptied on sign-out), the other tabs' changes, and the
 * Favourite press itself.
 */
import { signInPath } from '../../paths';
import { $session, startSession } from '../accounts/session-store';
import { watchlistStore } from './store';
import { WATCHLIST_KEY, type FavouriteCar } from './watchlist-state';

let started = false;

/** Idempotent: the first heart or list page that needs the watchlist starts it. */
export function startWatchlist(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let last: string | undefined;
  $session.subscribe((session) => {
    if (session.status === last) return;
    last = session.status;
    if (session.status === 'signed-in') void watchlistStore.load();
    if (session.status === 'signed-out') watchlistStore.dispatch({ type: 'load', entries: [] });
  });
  window.addEventListener('storage', (event) => {
    if (event.key === WATCHLIST_KEY) watchlistStore.fromOtherTab(event.newValue);
  });
  startSession();
}

/** A Favourite press: flips the car, or sends a signed-out shopper to sign in and back to this page. */
export function toggleFavourite(car: FavouriteCar): Promise<{ success: boolean } | undefined> {
  startWatchlist();
  const here = `${location.pathname}${location.search}`;
  return watchlistStore.toggle(car, $session.get().status === 'signed-in', () => location.assign(signInPath('watchlist', here, here)));
}

/** Remove on the saved-cars page, which only signed-in shoppers see (a sold car can be removed too). */
export function removeSaved(car: FavouriteCar): Promise<{ success: boolean } | undefined> {
  startWatchlist();
  return watchlistStore.toggle(car, true, () => undefined);
}
