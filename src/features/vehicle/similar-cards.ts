/**
 * Static HTML of the similar-car cards. A car is similar to many others, so each card is rendered
 * once per build and reused (React server rendering was the largest share of a vehicle page's build
 * time when every page rendered its six cards afresh). A card's heart is an island of its own, which
 * the page renders between the card's two cached halves.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Car } from '../../domain/car';
import { toCardView } from '../vehicle-card/card-view';
import type { CardCar, CardContext } from '../../site/card-context';
import { VehicleCard } from '../vehicle-card/VehicleCard';
import { narrowClock, recordClock, type ClockSpan } from '../../site/build-clock';

/** Classes of a carousel slot: most of a phone screen, half a tablet, a third of a desktop row. */
export const SIMILAR_SLOT_CLASS = 'w-[78%] shrink-0 snap-start sm:w-[46%] lg:w-[31.5%]';

/** Stands where the heart goes while the card is rendered, and is cut out of the HTML. */
const HEART_MARK = 'fc-heart-mark';

/** One carousel item: its HTML up to the heart and after it (`after` absent when the site has no watchlist, so no heart). */
export interface SimilarCardHtml {
  car: Car;
  before: string;
  after?: string;
}

/** A card's HTML halves and the span of the clock answers it was made with (its badge), passed on to every page that shows it. */
type CachedCard = readonly [ClockSpan, string, string?];

const cache = new WeakMap<CardContext, Map<string, CachedCard>>();

/**
 * The carousel items of `cars`, each card rendered at most once per card context; `toCardCar` adds
 * what the card reads beyond the car (its finance estimate).
 */
export function similarCardsHtml(
  cars: readonly Car[],
  ctx: CardContext,
  toCardCar: (car: Car) => CardCar,
): SimilarCardHtml[] {
  let byId = cache.get(ctx);
  if (!byId) cache.set(ctx, (byId = new Map()));
  return cars.map((car) => {
    let parts = byId.get(car.id);
    if (parts === undefined) {
      const { value: html, span } = recordClock(() => {
        const card = createElement(VehicleCard, {
          card: toCardView(toCardCar(car), ctx),
          favourite: ctx.favourite ? createElement(HEART_MARK) : undefined,
        });
        return renderToStaticMarkup(card);
      });
      const [before, after] = `<li class="${SIMILAR_SLOT_CLASS}">${html}</li>`.split(
        `<${HEART_MARK}></${HEART_MARK}>`,
      ) as [string, string?];
      byId.set(car.id, (parts = after === undefined ? [span, before] : [span, before, after]));
    }
    const [span, before, after] = parts;
    narrowClock(span);
    return after === undefined ? { car, before } : { car, before, after };
  });
}
