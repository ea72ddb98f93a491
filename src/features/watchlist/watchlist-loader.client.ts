/**
 * When the watchlist's code (watchlist-runtime.client.ts: store, session, API) loads: a heart costs a page
 * only its markup and the shared state until then. At once for a signed-in shopper (their saved
 * cars must show as saved), when another tab signs in or changes the list (this one follows), and
 * otherwise on the shopper's first pointer, focus or press on a heart. The page's toasts load with
 * it: a notice comes only from the runtime, and their live region is in place before the first one.
 */
import { atom } from 'nanostores';
import { readSessionHint, SESSION_KEY } from '../accounts/session-hint.client';
import { WATCHLIST_KEY } from './watchlist-state';

type Runtime = typeof import('./watchlist-runtime.client');
type Toasts = typeof import('./WatchlistToasts').default;

/** The toasts' component once loaded (read it with `useStore($toasts, { ssr: () => undefined })`). */
export const $toasts = atom<Toasts | undefined>(undefined);

let loading: Promise<Runtime> | undefined;

/** The started runtime, loaded once with the toasts (again after a failed load, so a later press can retry). */
export function loadWatchlist(): Promise<Runtime> {
  loading ??= Promise.all([import('./watchlist-runtime.client'), import('./WatchlistToasts')]).then(
    ([runtime, toasts]) => {
      $toasts.set(toasts.default);
      runtime.startWatchlist();
      return runtime;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

let watching = false;

/** Called by every heart as it mounts; the first call decides (see above). */
export function watchWatchlist(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  if (readSessionHint().status === 'signed-in') {
    void loadWatchlist().catch(logFailure);
    return;
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== WATCHLIST_KEY && event.key !== null) return;
    window.removeEventListener('storage', onStorage);
    void loadWatchlist().catch(logFailure);
  };
  window.addEventListener('storage', onStorage);
}

/** A failed load is retried by the next press; nothing to show the shopper until then. */
export function logFailure(error: unknown): void {
  console.warn('[watchlist] code not loaded', error);
}
