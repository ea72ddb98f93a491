/**
 * The watchlist toasts' wording (spec 01 §8, §9): "Car Saved In Watchlist" / "Car Removed" with
 * their text and a View List link, or the call's error as an alert. One at a time: a new one replaces it.
 */
import type { WatchlistNotice } from '../../domain/watchlist';
import type { ToastLabels } from '../../site/favourite-labels';

/** How long a toast stays before it closes itself. */
export const TOAST_MS = 6000;

/** Title and text of a notice. */
export function toastText(
  notice: WatchlistNotice,
  labels: ToastLabels,
): { title: string; text: string; alert: boolean } {
  if (notice.kind === 'error') return { title: notice.message ?? labels.failed, text: '', alert: true };
  const saved = notice.kind === 'saved';
  const text = (saved ? labels.savedText : labels.removedText).replace('{name}', notice.name);
  return { title: saved ? labels.savedTitle : labels.removedTitle, text, alert: false };
}
