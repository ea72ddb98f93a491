/** The Favourite toggle of a vehicle card: the heart over its photo, or nothing when the site has no watchlist. */
import { createElement, type ReactElement } from 'react';
import type { FavouriteLabels } from './favourite-labels';
import type { FavouriteCar } from './store';
import { WatchlistFavouriteButton } from './WatchlistFavouriteButton';

/** The heart for `car` (fed to VehicleCard's `favourite`), undefined without labels (watchlist off). */
export function cardFavourite(car: FavouriteCar, labels: FavouriteLabels | undefined): ReactElement | undefined {
  return labels ? createElement(WatchlistFavouriteButton, { car, labels, variant: 'card' }) : undefined;
}
