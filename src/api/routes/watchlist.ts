/**
 * Watchlist (spec 01 §4.6, §6, §7): only for the signed-in phone, whatever phone_number a body
 * names; a sold car can't be newly saved, but stays listed when it was saved before.
 */
import { Hono } from 'hono';
import { isSold } from '../../domain/car';
import { requirePhone } from '../auth/session';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { knownCar } from '../http/known-car';
import { MESSAGES } from '../../contracts/messages';
import { WatchlistChangeSchema, type WatchlistAnswer, type WatchlistEntry } from '../../contracts/watchlist';

/** Routes under /api/watchlist. */
export function watchlistRoutes(deps: AppDeps, now: () => number) {
  const app = new Hono();

  const answer = async (phone: string): Promise<WatchlistAnswer> => {
    const rows = await deps.storage.listWatchlist(phone);
    const cars = rows.map(({ carId, savedAt }): WatchlistEntry => {
      const car = deps.carLookup?.(carId);
      const entry: WatchlistEntry = { id: carId, saved_at: new Date(savedAt).toISOString() };
      if (!car) return entry;
      return {
        ...entry,
        name: car.name,
        slug: car.slug,
        make: car.make,
        model: car.model,
        ...(car.primary_image_url ? { primary_image_url: car.primary_image_url } : {}),
      };
    });
    return { success: true, cars };
  };

  /** The signed-in phone, refusing a body that names another. */
  const ownPhone = async (c: Parameters<typeof requirePhone>[0], named: string | undefined) => {
    const phone = await requirePhone(c, deps, now());
    if (named !== undefined && named !== phone)
      throw new ApiError(403, MESSAGES.notYourWatchlist, [
        { path: 'phone_number', message: MESSAGES.notYourWatchlist },
      ]);
    return phone;
  };

  app.get('/', async (c) => c.json(await answer(await requirePhone(c, deps, now()))));

  app.post('/save-car', async (c) => {
    const body = await jsonBody(c, WatchlistChangeSchema);
    const phone = await ownPhone(c, body.phone_number);
    const car = knownCar(deps, body.car_id);
    if (car) {
      const saved = (await deps.storage.listWatchlist(phone)).some((e) => e.carId === body.car_id);
      if (isSold(car) && !saved)
        throw new ApiError(409, MESSAGES.soldCarNotSaved, [{ path: 'car_id', message: MESSAGES.soldCarNotSaved }]);
    }
    await deps.storage.addToWatchlist(phone, body.car_id, now());
    return c.json(await answer(phone));
  });

  app.post('/remove-car', async (c) => {
    const body = await jsonBody(c, WatchlistChangeSchema);
    const phone = await ownPhone(c, body.phone_number);
    await deps.storage.removeFromWatchlist(phone, body.car_id);
    return c.json(await answer(phone));
  });

  return app;
}
