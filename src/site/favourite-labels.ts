/** The wording a Favourite toggle and its toasts need, resolved at build time for the site's list name. */
import type { Translate } from '../config/messages';
import { watchlistPath } from '../paths';

/** The list names a site can use (config features.watchlist.wording). */
export type ListWording = 'watchlist' | 'garage' | 'favourites';

/** What a heart shows: its two labels (every heart on a page carries these, so nothing more). */
export interface HeartLabels {
  save: string;
  remove: string;
}

/** What the page's toasts show, carried once per page (WatchlistToasts). */
export interface ToastLabels {
  /** Toast titles and texts; `{name}` is filled in the browser with the car's name. */
  savedTitle: string;
  savedText: string;
  removedTitle: string;
  removedText: string;
  viewList: string;
  close: string;
  listPath: string;
  /** The alert when a save or remove fails without the API's own message. */
  failed: string;
}

/** A heart's and its toasts' wording together (the card context carries it into the search island once). */
export type FavouriteLabels = HeartLabels & ToastLabels;

/** The labels for a site: "Car Saved In Watchlist", "{name} is now available in your watchlist", … */
export function favouriteLabels(t: Translate, wording: ListWording): FavouriteLabels {
  const list = t(`watchlist.name.${wording}`);
  const List = t(`watchlist.title.${wording}`);
  return {
    save: t('watchlist.save', { list }),
    remove: t('watchlist.remove', { list }),
    savedTitle: t('watchlist.savedTitle', { List }),
    savedText: t('watchlist.savedText', { list, name: '{name}' }),
    removedTitle: t('watchlist.removedTitle'),
    removedText: t('watchlist.removedText', { list, name: '{name}' }),
    viewList: t('watchlist.viewList'),
    close: t('toast.close'),
    listPath: watchlistPath(),
    failed: t('accounts.api.failed'),
  };
}

/** The heart's part of the labels. */
export function heartLabels({ save, remove }: FavouriteLabels): HeartLabels {
  return { save, remove };
}

/** The toasts' part of the labels. */
export function toastLabels({ save: _save, remove: _remove, ...toasts }: FavouriteLabels): ToastLabels {
  return toasts;
}

/** A toggle's accessible name that says which car it saves ("Save to garage: 2026 Mazda Mazda3"), where several share a page. */
export function namedFavouriteLabel(label: string, carName: string): string {
  return `${label}: ${carName}`;
}
