/** The car a request names, checked against the site's stock as the watchlist, reservations and phone reveals do. */
import type { ApiCar, AppDeps } from '../deps';
import { MESSAGES } from '../../contracts/messages';
import { ApiError } from './errors';

/** The site's car with that id; a 404 on `car_id` when the site has no such car (undefined when the API was given no cars). */
export function knownCar(deps: Pick<AppDeps, 'carLookup'>, carId: string): ApiCar | undefined {
  if (!deps.carLookup) return undefined;
  const car = deps.carLookup(carId);
  if (!car) throw new ApiError(404, MESSAGES.carNotFound, [{ path: 'car_id', message: MESSAGES.carNotFound }]);
  return car;
}
