/**
 * The watchlist toasts (spec 01 §8, §9): "Car Saved In Watchlist" / "Car Removed" with their text
 * and a View List link, or the call's error as an alert. One at a time: a new one replaces it.
 */
import type { WatchlistNotice } from '../../domain/watchlist';
import type { FavouriteLabels } from './favourite-labels';
import { watchlistStore } from './store';

/** How long a toast stays before it closes itself. */
export const TOAST_MS = 6000;

/** Title and text of a notice. */
export function toastText(notice: WatchlistNotice, labels: FavouriteLabels, fallbackError: string): { title: string; text: string; alert: boolean } {
  if (notice.kind === 'error') return { title: notice.message ?? fallbackError, text: '', alert: true };
  const saved = notice.kind === 'saved';
  const text = (saved ? labels.savedText : labels.removedText).replace('{name}', notice.name);
  return { title: saved ? labels.savedTitle : labels.removedTitle, text, alert: false };
}

/** Adds the toast region to the page and keeps it in step with the store. */
export function mountToasts(labels: FavouriteLabels): void {
  const region = document.createElement('div');
  region.className = 'pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4';
  const polite = document.createElement('div');
  polite.setAttribute('aria-live', 'polite');
  const urgent = document.createElement('div');
  urgent.setAttribute('role', 'alert');
  region.append(polite, urgent);
  document.body.append(region);
  let timer: ReturnType<typeof setTimeout> | undefined;

  watchlistStore.$watchlist.subscribe(({ notice }) => {
    polite.replaceChildren();
    urgent.replaceChildren();
    clearTimeout(timer);
    if (!notice) return;
    const { title, text, alert } = toastText(notice, labels, labels.failed);
    const box = document.createElement('div');
    box.className = `pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-brand border p-4 shadow-lg ${alert ? 'border-bad bg-panel text-ink' : 'border-line bg-panel text-ink'}`;
    box.dataset.toast = notice.kind;
    const body = document.createElement('div');
    body.className = 'flex-1';
    const heading = document.createElement('p');
    heading.className = 'font-bold';
    heading.textContent = title;
    body.append(heading);
    if (text) {
      const p = document.createElement('p');
      p.className = 'text-sm text-muted';
      p.textContent = text;
      body.append(p);
    }
    if (!alert) {
      const link = document.createElement('a');
      link.href = labels.listPath;
      link.className = 'mt-1 inline-block text-sm font-semibold text-brand underline';
      link.textContent = labels.viewList;
      body.append(link);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'rounded-brand px-2 text-lg leading-none text-muted hover:text-ink';
    close.setAttribute('aria-label', labels.close);
    close.textContent = '×';
    close.addEventListener('click', () => watchlistStore.dismiss());
    box.append(body, close);
    (alert ? urgent : polite).append(box);
    timer = setTimeout(() => watchlistStore.dismiss(), TOAST_MS);
  });
}
