/** The Favourite toggle of a card inside an island (the search results): the heart over its photo, or nothing when the site has no watchlist. */
import { createElement, type ReactElement } from 'react';
import { heartLabels, toastLabels, type FavouriteLabels } from '../../site/favourite-labels';
import type { FavouriteCar } from './watchlist-state';
import WatchlistFavourite from './WatchlistFavourite';

/** The heart for `car` (fed to VehicleCard's `favourite`), undefined without labels (watchlist off). Each offers to show the page's toasts; one does. */
export function cardFavourite(car: FavouriteCar, labels: FavouriteLabels | undefined): ReactElement | undefined {
  if (!labels) return undefined;
  const { id, name, slug, make, model, status } = car;
  return createElement(WatchlistFavourite, {
    car: { id, name, slug, make, model, status },
    labels: heartLabels(labels),
    toasts: toastLabels(labels),
  });
}
