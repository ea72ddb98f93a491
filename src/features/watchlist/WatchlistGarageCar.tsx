/** One saved car on the saved-cars page: photo, name linking to its page, current price and availability, and Remove. */
import type { WatchlistEntry } from '../../domain/watchlist';
import { vehiclePath } from '../../paths';
import { namedFavouriteLabel } from '../../site/favourite-labels';
import type { GarageCar } from './garage-cars';

export interface WatchlistGarageCarProps {
  entry: WatchlistEntry;
  /** The car as the site lists it now; absent once it is no longer listed. */
  car: GarageCar | undefined;
  /** What the car's availability is called ({in_stock: 'Available', …}), and what an unlisted car says. */
  statusText: Readonly<Record<string, string>>;
  unlisted: string;
  remove: string;
  pending: boolean;
  onRemove: () => void;
}

export function WatchlistGarageCar({
  entry,
  car,
  statusText,
  unlisted,
  remove,
  pending,
  onRemove,
}: WatchlistGarageCarProps) {
  const image = car?.image ?? entry.primary_image_url;
  return (
    <li className="flex gap-4 rounded-brand border border-line bg-panel p-3">
      {image ? (
        <img className="h-20 w-28 shrink-0 rounded-brand object-cover" src={image} alt="" width={112} height={80} />
      ) : null}
      <div className="flex-1">
        <h2>
          <a
            className="font-display text-lg font-bold text-ink hover:text-brand"
            href={car?.href ?? vehiclePath(entry.slug)}
          >
            {car?.name ?? entry.name}
          </a>
        </h2>
        {car ? <p className="text-xl font-extrabold text-ink">{car.price}</p> : null}
        <p className="text-sm font-semibold text-muted">{car ? (statusText[car.status] ?? unlisted) : unlisted}</p>
      </div>
      <button
        type="button"
        className="fc-btn fc-btn-outline self-start"
        disabled={pending}
        aria-label={namedFavouriteLabel(remove, entry.name)}
        onClick={onRemove}
      >
        {remove}
      </button>
    </li>
  );
}
