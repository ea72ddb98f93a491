/**
 * The Favourite toggle island (spec 01 §4.6): pressed when the car is saved, disabled while the call
 * is in flight; signed out, a press goes to sign-in and back. A sold car's toggle shows only while
 * the car is saved, so it can be removed. The built HTML is the unsaved state (the store's server
 * snapshot), so hydration matches it whatever the shopper has saved; the saved state follows at once.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { isLoading, isSaved } from '../../domain/watchlist';
import { signInPath } from '../../paths';
import { $session } from '../accounts/session-store';
import { namedFavouriteLabel, type FavouriteLabels } from './favourite-labels';
import { $watchlist, WATCHLIST_SERVER_SNAPSHOT, watchlistStore, type FavouriteCar } from './store';
import { startWatchlist } from './watchlist-runtime';

export interface WatchlistFavouriteProps {
  car: FavouriteCar;
  labels: FavouriteLabels;
  /** `card`: a round heart over the photo, named with its car (a grid has many); `page`: the heart with its label, for the vehicle page. */
  variant?: 'card' | 'page';
}

const HEART = 'M12 21s-6.7-4.35-9.33-8.1C.9 10.36 1.64 6.6 4.7 5.3c2.05-.87 4.2-.1 5.3 1.6L12 9l2-2.1c1.1-1.7 3.25-2.47 5.3-1.6 3.06 1.3 3.8 5.06 2.03 7.6C18.7 16.65 12 21 12 21z';

const BUTTON = {
  card: 'grid size-11 place-items-center rounded-full bg-panel/95 text-ink shadow ring-1 ring-line hover:text-bad disabled:opacity-60',
  page: 'fc-btn fc-btn-outline gap-2 disabled:opacity-60',
} as const;

export default function WatchlistFavourite({ car, labels, variant = 'card' }: WatchlistFavouriteProps) {
  const state = useStore($watchlist, { ssr: () => WATCHLIST_SERVER_SNAPSHOT });
  useEffect(() => startWatchlist(labels), [labels]);
  const saved = isSaved(state, car.id);
  const label = saved ? labels.remove : labels.save;
  const forSale = car.status === 'in_stock' || car.status === 'coming_soon';
  const toggle = () => {
    const here = `${location.pathname}${location.search}`;
    void watchlistStore.toggle(car, $session.get().status === 'signed-in', () => location.assign(signInPath('watchlist', here, here)));
  };
  return (
    // A sold car can't be newly saved: its toggle exists only to remove it.
    <div className="group/fav relative z-10 inline-block" data-saved={saved ? '' : undefined} hidden={!forSale && !saved}>
      <button
        type="button"
        className={BUTTON[variant]}
        aria-pressed={saved}
        aria-label={variant === 'card' ? namedFavouriteLabel(label, car.name) : label}
        title={label}
        disabled={isLoading(state, car.id)}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="fill-none stroke-current stroke-2 group-data-[saved]/fav:fill-bad group-data-[saved]/fav:stroke-bad">
          <path d={HEART} />
        </svg>
        {variant === 'page' ? <span aria-hidden="true">{label.split(' ')[0]}</span> : null}
      </button>
    </div>
  );
}
