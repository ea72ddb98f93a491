/**
 * The watchlist toasts (spec 01 §4.6, §8): "Car Saved In Watchlist" / "Car Removed" with the car's
 * name and View List in a polite live region, or the failed call's message as an alert; a close
 * button, and the toast closes itself after TOAST_MS. Rendered by whatever holds the page's wording
 * (a heart, the saved-cars island) into <body> (its fixed position must not sit in a card's or the
 * sidebar's stacking context), once per page (toast-host.ts), and never in server HTML, so hydration
 * has nothing to compare.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { watchlistReducer, type WatchlistNotice } from '../../domain/watchlist';
import type { ToastLabels } from '../../site/favourite-labels';
import { useIsToastHost } from './toast-host';
import { TOAST_MS, toastText } from './toasts';
import { $watchlist, WATCHLIST_SERVER_SNAPSHOT } from './watchlist-state';

export interface WatchlistToastsProps {
  labels: ToastLabels;
}

/** Closes the toast (the reducer comes with the toasts, which load with the watchlist's code: a heart's first view pays for neither). */
function dismissNotice(): void {
  $watchlist.set(watchlistReducer($watchlist.get(), { type: 'dismiss' }));
}

// Each notice gets a fresh box, so a screen reader announces the new toast whole.
const keys = new WeakMap<WatchlistNotice, number>();
let lastKey = 0;
function keyOf(notice: WatchlistNotice): number {
  let key = keys.get(notice);
  if (key === undefined) keys.set(notice, (key = ++lastKey));
  return key;
}

export default function WatchlistToasts({ labels }: WatchlistToastsProps) {
  const host = useIsToastHost();
  const { notice } = useStore($watchlist, { ssr: () => WATCHLIST_SERVER_SNAPSHOT });
  useEffect(() => {
    if (!host || !notice) return;
    const timer = setTimeout(dismissNotice, TOAST_MS);
    return () => clearTimeout(timer);
  }, [host, notice]);
  if (!host) return null;
  const toast = notice && toastText(notice, labels);
  const box = notice && toast && (
    <div
      key={keyOf(notice)}
      data-toast={notice.kind}
      className={
        `pointer-events-auto flex w-full max-w-md items-start gap-3 ` +
        `rounded-brand border p-4 shadow-lg ` +
        `${toast.alert ? 'border-bad bg-panel text-ink' : 'border-line bg-panel text-ink'}`
      }
    >
      <div className="flex-1">
        <p className="font-bold">{toast.title}</p>
        {toast.text ? <p className="text-sm text-muted">{toast.text}</p> : null}
        {toast.alert ? null : (
          <a href={labels.listPath} className="mt-1 inline-block text-sm font-semibold text-brand underline">
            {labels.viewList}
          </a>
        )}
      </div>
      <button
        type="button"
        className="rounded-brand px-2 text-lg leading-none text-muted hover:text-ink"
        aria-label={labels.close}
        onClick={dismissNotice}
      >
        ×
      </button>
    </div>
  );
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      <div aria-live="polite">{toast && !toast.alert ? box : null}</div>
      <div role="alert">{toast?.alert ? box : null}</div>
    </div>,
    document.body,
  );
}
