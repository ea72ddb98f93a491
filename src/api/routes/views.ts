/**
 * `GET /cars/{slug}/view.json` (spec 01 §7): counts a view and answers the total with the car
 * fields that can change after the static build (status, reserved, price).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { parseWith } from '../http/body';
import { ApiError } from '../http/errors';
import { id } from '../schemas/fields';
import { MESSAGES } from '../schemas/messages';
import { ViewQuerySchema, type ViewAnswer } from '../schemas/misc';

/** Routes under /cars. */
export function viewRoutes(deps: AppDeps, now: () => number) {
  const app = new Hono();
  app.get('/:slug/view.json', async (c) => {
    const slug = parseWith(id, c.req.param('slug'), 'slug');
    parseWith(ViewQuerySchema, c.req.query());
    const car = deps.carBySlug?.(slug);
    if (deps.carBySlug && !car) throw new ApiError(404, MESSAGES.carNotFound);
    const views = await deps.storage.countView(slug);
    const reservation = car ? await deps.storage.activeReservation(car.id, now()) : undefined;
    const carFields: ViewAnswer['car_fields'] = car
      ? { id: car.id, status: car.status, reserved: car.reserved || reservation !== undefined, ...(car.price !== undefined ? { price: car.price } : {}) }
      : {};
    const answer: ViewAnswer = { views, car_fields: carFields };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
  return app;
}
