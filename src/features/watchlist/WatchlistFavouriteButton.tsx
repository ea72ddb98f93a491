/**
 * The Favourite toggle as markup: a `<fc-favourite>` element around its button. Rendered to static
 * HTML (cards, vehicle page through WatchlistFavourite.astro) and inside the search island; in both
 * the custom element, over the one watchlist store, does the work. The element's script is loaded
 * by whoever renders the markup (WatchlistFavouriteScript.astro, or the island after hydration), so
 * this file stays markup only.
 */
import { namedFavouriteLabel, type FavouriteLabels } from './favourite-labels';
import type { FavouriteCar } from './store';

export interface WatchlistFavouriteButtonProps {
  car: FavouriteCar;
  labels: FavouriteLabels;
  /** `card`: a round heart over the photo, named with its car (a grid has many); `page`: the heart with its label, for the vehicle page. */
  variant?: 'card' | 'page';
}

const HEART = 'M12 21s-6.7-4.35-9.33-8.1C.9 10.36 1.64 6.6 4.7 5.3c2.05-.87 4.2-.1 5.3 1.6L12 9l2-2.1c1.1-1.7 3.25-2.47 5.3-1.6 3.06 1.3 3.8 5.06 2.03 7.6C18.7 16.65 12 21 12 21z';

export function WatchlistFavouriteButton({ car, labels, variant = 'card' }: WatchlistFavouriteButtonProps) {
  const forSale = car.status === 'in_stock' || car.status === 'coming_soon';
  const carData = { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, status: car.status, ...(car.primary_image_url ? { primary_image_url: car.primary_image_url } : {}) };
  const button =
    variant === 'card'
      ? 'grid size-11 place-items-center rounded-full bg-panel/95 text-ink shadow ring-1 ring-line hover:text-bad disabled:opacity-60'
      : 'fc-btn fc-btn-outline gap-2 disabled:opacity-60';
  return (
    <fc-favourite class="group/fav relative z-10 inline-block" data-car={JSON.stringify(carData)} data-labels={JSON.stringify(labels)} data-named={variant === 'card' ? '' : undefined} hidden={forSale ? undefined : true}>
      <button type="button" className={button} aria-pressed="false" aria-label={variant === 'card' ? namedFavouriteLabel(labels.save, car.name) : labels.save} title={labels.save}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="fill-none stroke-current stroke-2 group-data-[saved]/fav:fill-bad group-data-[saved]/fav:stroke-bad">
          <path d={HEART} />
        </svg>
        {variant === 'page' ? <span aria-hidden="true">{labels.save.split(' ')[0]}</span> : null}
      </button>
    </fc-favourite>
  );
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'fc-favourite': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string; 'data-car'?: string; 'data-labels'?: string; 'data-named'?: string };
    }
  }
}
