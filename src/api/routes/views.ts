/**
 * `GET /cars/{slug}/view.json` (spec 01 §7): counts a view and answers the total with the car
 * fields that can change after the static build (status, reserved, price). A visitor (the
 * signed-in phone, else the address) counts once per car per day in the site's time zone.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { keyedHash } from '../auth/secrets';
import { currentPhone } from '../auth/session';
import { zonedDate } from '../availability/zoned-time';
import { rateLimitsOf, type AppDeps } from '../deps';
import { parseWith } from '../http/body';
import { ApiError } from '../http/errors';
import { clientAddress } from '../middleware/client-ip';
import { rateLimit } from '../middleware/rate-limit';
import { id } from '../../contracts/fields';
import { MESSAGES } from '../../contracts/messages';
import { ViewQuerySchema, type ViewAnswer } from '../../contracts/misc';

/** Routes under /cars. */
export function viewRoutes(deps: AppDeps, now: () => number) {
  const app = new Hono();
  const log = deps.log ?? console.log;
  // Without the site's zone (only in tests) days run in UTC, as lead times do.
  const timeZone = deps.settings.timeZone ?? 'UTC';
  let forgottenBefore = '';

  /** Who is viewing, as a keyed hash: no phone or address is stored in the clear. */
  const visitor = async (c: Context, at: number) => {
    const phone = await currentPhone(c, deps, at);
    return keyedHash(deps.secret, 'car-view', phone ? `phone:${phone}` : `address:${clientAddress(c)}`);
  };

  app.get('/:slug/view.json', rateLimit('views', rateLimitsOf(deps).views, now), async (c) => {
    const slug = parseWith(id, c.req.param('slug'), 'slug');
    parseWith(ViewQuerySchema, c.req.query());
    const car = deps.carBySlug?.(slug);
    if (deps.carBySlug && !car) throw new ApiError(404, MESSAGES.carNotFound);
    const at = now();
    const day = zonedDate(at, timeZone);
    const views = await deps.storage.countView(slug, await visitor(c, at), day);
    if (forgottenBefore !== day) {
      // Once a day per server: yesterday's visitors are no longer needed.
      forgottenBefore = day;
      await deps.storage
        .forgetViewVisitorsBefore(day)
        .catch((error: Error) => log(`[forecourt] forgetting past car viewers failed: ${error.message}`));
    }
    const reservation = car ? await deps.storage.activeReservation(car.id, at) : undefined;
    const carFields: ViewAnswer['car_fields'] = car
      ? {
          id: car.id,
          status: car.status,
          reserved: car.reserved || reservation !== undefined,
          ...(car.price !== undefined ? { price: car.price } : {}),
        }
      : {};
    const answer: ViewAnswer = { views, car_fields: carFields };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
  return app;
}
