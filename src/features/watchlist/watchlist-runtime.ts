/**
 * Starts the watchlist once per page: the session, the shopper's list when signed in (emptied on
 * sign-out), the other tabs' changes, and the toast region.
 */
import { $session, startSession } from '../accounts/session-store';
import { WATCHLIST_KEY, watchlistStore } from './store';
import type { FavouriteLabels } from './favourite-labels';
import { mountToasts } from './toasts';

let started = false;

/** Idempotent: the first Favourite toggle or list page on the page starts it. */
export function startWatchlist(labels: FavouriteLabels): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  mountToasts(labels);
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
