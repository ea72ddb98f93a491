/**
 * The Favourite toggle, the one heart everywhere (spec 01 §4.6): over a card's photo and on the
 * vehicle and reserve pages, each its own small island, and inside the search island as a plain
 * component. Pressed when the car is saved, disabled while the call is in flight; signed out, a
 * press goes to sign-in and back. A sold car's toggle shows only while the car is saved, so it can
 * be removed. The built HTML is the unsaved state (the store's server snapshot), so hydration
 * matches it whatever the shopper has saved; the saved state follows at once. The watchlist's code
 * loads apart with the toasts (watchlist-loader.client.ts): a visitor who never reaches for a heart does not pay for them.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isLoading, isSaved } from '../../domain/watchlist';
import { namedFavouriteLabel, type HeartLabels, type ToastLabels } from '../../site/favourite-labels';
import { readToastWording } from './toast-wording';
import { $toasts, loadWatchlist, logFailure, watchWatchlist } from './watchlist-loader.client';
import { $watchlist, WATCHLIST_SERVER_SNAPSHOT, type FavouriteCar } from './watchlist-state';

export interface WatchlistFavouriteProps {
  car: FavouriteCar;
  labels: HeartLabels;
  /** `card`: a round heart over the photo, named with its car (a grid has many); `page`: the heart with its label, for the vehicle page. */
  variant?: 'card' | 'page';
  /**
   * The page's toast wording: given to the page's own heart, or to the hearts of an island; card
   * hearts without it read the page's once (WatchlistToastWording.astro). The first one mounted shows the toasts.
   */
  toasts?: ToastLabels;
}

const HEART =
  'M12 21s-6.7-4.35-9.33-8.1C.9 10.36 1.64 6.6 4.7 5.3c2.05-.87 4.2-.1 5.3 1.6L12 9l2-2.1c1.1-1.7 3.25-2.47 5.3-1.6 3.06 1.3 3.8 5.06 2.03 7.6C18.7 16.65 12 21 12 21z';

const BUTTON = {
  card: 'grid size-11 place-items-center rounded-full bg-panel/95 text-ink shadow ring-1 ring-line hover:text-bad disabled:opacity-60',
  page: 'fc-btn fc-btn-outline gap-2 disabled:opacity-60',
} as const;

const prefetch = () => void loadWatchlist().catch(logFailure);

export default function WatchlistFavourite({ car, labels, variant = 'card', toasts }: WatchlistFavouriteProps) {
  const state = useStore($watchlist, { ssr: () => WATCHLIST_SERVER_SNAPSHOT });
  const Toasts = useStore($toasts, { ssr: () => undefined });
  const button = useRef<HTMLButtonElement>(null);
  const [pageToasts, setPageToasts] = useState<ToastLabels | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    watchWatchlist();
    if (!toasts) setPageToasts(readToastWording(document));
    // Hydrated because the shopper reached for it: the press is likely next.
    if (button.current?.matches(':hover, :focus')) prefetch();
  }, []);
  const toastWording = toasts ?? pageToasts;
  const saved = isSaved(state, car.id);
  const label = saved ? labels.remove : labels.save;
  const forSale = car.status === 'in_stock' || car.status === 'coming_soon';
  const toggle = () => void loadWatchlist().then((runtime) => runtime.toggleFavourite(car), logFailure);
  return (
    <>
      {/* A sold car can't be newly saved: its toggle exists only to remove it. */}
      <div
        className="group/fav relative z-10 inline-block"
        data-saved={saved ? '' : undefined}
        hidden={!forSale && !saved}
      >
        <button
          ref={button}
          type="button"
          className={BUTTON[variant]}
          aria-pressed={saved}
          aria-label={variant === 'card' ? namedFavouriteLabel(label, car.name) : label}
          title={label}
          disabled={isLoading(state, car.id)}
          onClick={toggle}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            className={
              'fill-none stroke-current stroke-2 ' +
              'group-data-[saved]/fav:fill-bad ' +
              'group-data-[saved]/fav:stroke-bad'
            }
          >
            <path d={HEART} />
          </svg>
          {variant === 'page' ? <span aria-hidden="true">{label.split(' ')[0]}</span> : null}
        </button>
      </div>
      {toastWording && Toasts ? <Toasts labels={toastWording} /> : null}
    </>
  );
}
