/**
 * `<fc-favourite>`: the Favourite toggle on static cards and vehicle pages, and inside the search
 * island (through WatchlistFavouriteButton). It owns its button's state: pressed when saved,
 * disabled while the call is in flight; a sold car's toggle shows only while the car is saved.
 */
import { isLoading, isSaved } from '../../domain/watchlist';
import { signInPath } from '../../paths';
import { $session } from '../accounts/session-store';
import { namedFavouriteLabel, type FavouriteLabels } from './favourite-labels';
import { watchlistStore, type FavouriteCar } from './store';
import { startWatchlist } from './watchlist-runtime';
import { FAVOURITE_TAG } from './favourite-tag';

/** Defines the element (browser only: the class extends HTMLElement, absent when pages are pre-rendered). */
function defineFavourite(): void {
  class FavouriteElement extends HTMLElement {
    #stop: (() => void) | undefined;

    connectedCallback() {
      const button = this.querySelector('button');
      if (!button || this.#stop) return;
      const car = JSON.parse(this.dataset.car ?? '{}') as FavouriteCar;
      const labels = JSON.parse(this.dataset.labels ?? '{}') as FavouriteLabels;
      startWatchlist(labels);
      const here = `${location.pathname}${location.search}`;
      // Card hearts (data-named) say which car they save; the vehicle page's one toggle needs no name.
      const named = (label: string) => (this.hasAttribute('data-named') ? namedFavouriteLabel(label, car.name) : label);
      const onClick = () => {
        void watchlistStore.toggle(car, $session.get().status === 'signed-in', () => location.assign(signInPath('watchlist', here, here)));
      };
      button.addEventListener('click', onClick);
      const unsubscribe = watchlistStore.$watchlist.subscribe((state) => {
        const saved = isSaved(state, car.id);
        button.setAttribute('aria-pressed', String(saved));
        button.setAttribute('aria-label', named(saved ? labels.remove : labels.save));
        button.title = saved ? labels.remove : labels.save;
        const visible = button.querySelector('span');
        if (visible) visible.textContent = (saved ? labels.remove : labels.save).split(' ')[0] ?? '';
        button.disabled = isLoading(state, car.id);
        this.toggleAttribute('data-saved', saved);
        // A sold car can't be newly saved: its toggle exists only to remove it.
        if (car.status !== 'in_stock' && car.status !== 'coming_soon') this.hidden = !saved;
      });
      this.#stop = () => {
        button.removeEventListener('click', onClick);
        unsubscribe();
      };
    }

    disconnectedCallback() {
      this.#stop?.();
      this.#stop = undefined;
    }
  }

  if (!customElements.get(FAVOURITE_TAG)) customElements.define(FAVOURITE_TAG, FavouriteElement);
}

if (typeof customElements !== 'undefined') defineFavourite();
