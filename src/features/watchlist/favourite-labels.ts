/** The wording a Favourite toggle and its toasts need, resolved at build time for the site's list name. */
import type { Translate } from '../../config/messages';
import { watchlistPath } from '../../paths';

/** The list names a site can use (config features.watchlist.wording). */
export type ListWording = 'watchlist' | 'garage' | 'favourites';

/** Labels carried by each toggle (a data attribute) so the script needs no site config. */
export interface FavouriteLabels {
  save: string;
  remove: string;
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

/** A toggle's accessible name that says which car it saves ("Save to garage: 2026 Mazda Mazda3"), where several share a page. */
export function namedFavouriteLabel(label: string, carName: string): string {
  return `${label}: ${carName}`;
}
