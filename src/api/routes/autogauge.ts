/**
 * `GET /cars/{slug}/autogauge` (spec 01 §3.3, §7): the market price check for a car, worked out
 * from comparable cars of the site's own stock (src/domain/market-range.ts). An unknown car is 404;
 * a known car without comparables answers with null range and confidence 0, which the page hides.
 */
import { Hono } from 'hono';
import { createTranslator } from '../../config/messages';
import { marketRange } from '../../domain/market-range';
import { itemNoun } from '../../domain/vehicle-noun';
import type { AppDeps } from '../deps';
import { parseWith } from '../http/body';
import { ApiError } from '../http/errors';
import { id } from '../../contracts/fields';
import { MESSAGES } from '../../contracts/messages';
import type { AutogaugeAnswer } from '../../contracts/autogauge';

/** Stock changes with each build, not each request: shared caches may keep an answer 5 minutes. */
export const AUTOGAUGE_CACHE_CONTROL = 'public, max-age=300';

/** Routes under /cars. */
export function autogaugeRoutes(deps: AppDeps) {
  const t = createTranslator(deps.settings.labels);
  const app = new Hono();
  app.get('/:slug/autogauge', (c) => {
    const slug = parseWith(id, c.req.param('slug'), 'slug');
    const car = deps.carBySlug?.(slug);
    if (!car) throw new ApiError(404, MESSAGES.carNotFound);
    const range = marketRange(car, deps.cars ?? []);
    // Comparables are called what the car is: "12 comparable caravans" (issue 21 point 10).
    const nouns = t(`noun.${itemNoun(car.item_type)}.other`);
    const description =
      range.position === 'none'
        ? t('vehiclePage.autogauge.none', { nouns })
        : t(`vehiclePage.autogauge.${range.position}`, { count: range.comparables, nouns });
    const answer: AutogaugeAnswer = {
      fill: range.fill,
      listing_price: range.listing_price,
      market_range_min: range.market_range_min,
      market_range_max: range.market_range_max,
      confidence: range.confidence,
      description,
    };
    c.header('Cache-Control', AUTOGAUGE_CACHE_CONTROL);
    return c.json(answer);
  });
  return app;
}
