/**
 * The saved-cars page island (watchlist / garage / favourites): who is signed in (with Sign Out,
 * which leaves for the home page), then the shopper's cars with their current price and
 * availability (the site's /my-garage/cars.json, fetched after hydration) and Remove, with the
 * page's toasts. The built HTML says the list is loading, as the server knows no shopper.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { homePath } from '../../paths';
import { $session, SESSION_SERVER_SNAPSHOT, signOutTo } from '../accounts/session-store';
import type { FavouriteLabels } from '../../site/favourite-labels';
import { toastLabels } from '../../site/favourite-labels';
import type { GarageCar } from './garage-cars';
import { removeSaved, startWatchlist } from './watchlist-runtime.client';
import { $watchlist, WATCHLIST_SERVER_SNAPSHOT } from './watchlist-state';
import { WatchlistGarageCar } from './WatchlistGarageCar';
import WatchlistToasts from './WatchlistToasts';

/** The page's wording. */
export interface GarageText {
  loading: string;
  empty: string;
  signInPrompt: string;
  signedInAs: string;
  signOut: string;
  alertsNote: string;
  /** Availability by car status. */
  status: Record<string, string>;
  unlisted: string;
}

export interface WatchlistGarageProps {
  labels: FavouriteLabels;
  text: GarageText;
  /** Where the listed cars' current state is (/my-garage/cars.json). */
  carsUrl: string;
}

export default function WatchlistGarage({ labels, text, carsUrl }: WatchlistGarageProps) {
  const state = useStore($watchlist, { ssr: () => WATCHLIST_SERVER_SNAPSHOT });
  const session = useStore($session, { ssr: () => SESSION_SERVER_SNAPSHOT });
  const [cars, setCars] = useState<Record<string, GarageCar> | undefined>(undefined);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    startWatchlist();
    let live = true;
    void fetch(carsUrl)
      .then((response) => response.json() as Promise<Record<string, GarageCar>>)
      .catch(() => ({}))
      .then((listed) => live && setCars(listed));
    return () => void (live = false);
  }, [carsUrl]);

  const status = !cars
    ? text.loading
    : session.status === 'signed-out'
      ? text.signInPrompt
      : state.entries.length === 0
        ? text.empty
        : '';
  const signOut = () => {
    setLeaving(true);
    void signOutTo(homePath());
  };
  return (
    <>
      <p
        id="garage-account"
        className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted"
        hidden={session.status !== 'signed-in'}
      >
        <span>
          {text.signedInAs}{' '}
          <strong data-phone className="font-semibold text-ink">
            {session.status === 'signed-in' ? session.phone : ''}
          </strong>
        </span>
        <button
          type="button"
          className="fc-btn fc-btn-outline px-3 py-1.5 text-sm"
          disabled={leaving}
          onClick={signOut}
        >
          {text.signOut}
        </button>
      </p>
      <p className="mt-2 text-muted">{text.alertsNote}</p>
      <p id="garage-status" className="mt-6 text-ink" aria-live="polite">
        {status}
      </p>
      <ul id="garage-list" className="mt-4 grid gap-4">
        {cars
          ? state.entries.map((entry) => {
              const car = cars[entry.id];
              const remove = () => void removeSaved({ ...entry, status: car?.status ?? 'unavailable' });
              return (
                <WatchlistGarageCar
                  key={entry.id}
                  entry={entry}
                  car={car}
                  statusText={text.status}
                  unlisted={text.unlisted}
                  remove={labels.remove}
                  pending={entry.id in state.pending}
                  onRemove={remove}
                />
              );
            })
          : null}
      </ul>
      <WatchlistToasts labels={toastLabels(labels)} />
    </>
  );
}
