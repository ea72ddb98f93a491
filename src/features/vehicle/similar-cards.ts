/**
 * Static HTML of the similar-car cards. A car is similar to many others, so each card is rendered
 * once per build and reused (React server rendering was the largest share of a vehicle page's build
 * time when every page rendered its six cards afresh).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Car } from '../../domain/car';
import { toCardView, type CardCar, type CardContext } from '../vehicle-card/card-view';
import { VehicleCard } from '../vehicle-card/VehicleCard';
import { cardFavourite } from '../watchlist/card-favourite';

/** Classes of a carousel slot: most of a phone screen, half a tablet, a third of a desktop row. */
export const SIMILAR_SLOT_CLASS = 'w-[78%] shrink-0 snap-start sm:w-[46%] lg:w-[31.5%]';

const cache = new WeakMap<CardContext, Map<string, string>>();

/**
 * The carousel items of `cars`, each card rendered at most once per card context; `toCardCar` adds
 * what the card reads beyond the car (its finance estimate). Hearts need the favourite element's
 * script on the page (VehicleSimilar adds it).
 */
export function similarCardsHtml(cars: readonly Car[], ctx: CardContext, toCardCar: (car: Car) => CardCar): string {
  let byId = cache.get(ctx);
  if (!byId) cache.set(ctx, (byId = new Map()));
  return cars
    .map((car) => {
      let html = byId.get(car.id);
      if (html === undefined) {
        const card = createElement(VehicleCard, { card: toCardView(toCardCar(car), ctx), favourite: cardFavourite(car, ctx.favourite) });
        html = `<li class="${SIMILAR_SLOT_CLASS}">${renderToStaticMarkup(card)}</li>`;
        byId.set(car.id, html);
      }
      return html;
    })
    .join('');
}
