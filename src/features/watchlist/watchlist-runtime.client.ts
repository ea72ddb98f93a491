/**
 * The watchlist's working half, loaded by watchlist-loader.client.ts when a page needs it: the session,
 * the shopper's list when signed in (emptied on sign-out), the other tabs' changes, and the
 * Favourite press itself.
 */
import { signInPath } from '../../paths';
import { $session, startSession } from '../accounts/session-store';
import { keepPendingSave, takePendingSave } from './pending-save.client';
import { watchlistStore } from './store';
import { WATCHLIST_KEY, type FavouriteCar } from './watchlist-state';
import { sessionStore } from '../../components/browser-storage.client';

let started = false;

/** Idempotent: the first heart or list page that needs the watchlist starts it. */
export function startWatchlist(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let last: string | undefined;
  $session.subscribe((session) => {
    if (session.status === last) return;
    last = session.status;
    if (session.status === 'signed-in') void watchlistStore.load().then(savePendingHere);
    if (session.status === 'signed-out') watchlistStore.dispatch({ type: 'load', entries: [] });
  });
  window.addEventListener('storage', (event) => {
    if (event.key === WATCHLIST_KEY) watchlistStore.fromOtherTab(event.newValue);
  });
  startSession();
}

const currentPage = () => `${location.pathname}${location.search}`;

/** Back from signing in, on the page where the shopper pressed a heart: that car is saved now. */
function savePendingHere(): void {
  const car = takePendingSave(sessionStore(), currentPage(), Date.now());
  if (car) void watchlistStore.savePending(car);
}

/**
 * A Favourite press: flips the car, or sends a signed-out shopper to sign in and back to this page,
 * keeping the save to carry out when they are back (pending-save.client.ts).
 */
export function toggleFavourite(car: FavouriteCar): Promise<{ success: boolean } | undefined> {
  startWatchlist();
  const here = currentPage();
  return watchlistStore.toggle(car, $session.get().status === 'signed-in', () => {
    keepPendingSave(sessionStore(), car, here, Date.now());
    location.assign(signInPath('watchlist', here, here));
  });
}

/** Remove on the saved-cars page, which only signed-in shoppers see (a sold car can be removed too). */
export function removeSaved(car: FavouriteCar): Promise<{ success: boolean } | undefined> {
  startWatchlist();
  return watchlistStore.toggle(car, true, () => undefined);
}
