/** Test-drive availability: the location's free slots for a date (opening hours minus booked). */
import { Hono } from 'hono';
import { availableSlots } from '../availability/slots';
import { zonedToInstant } from '../availability/zoned-time';
import type { AppDeps } from '../deps';
import { parseWith } from '../http/body';
import { ApiError } from '../http/errors';
import { MESSAGES } from '../../contracts/messages';
import { AvailabilityQuerySchema, type AvailabilityAnswer } from '../../contracts/misc';

/** Routes under /api/test-drive. */
export function availabilityRoutes(deps: AppDeps, now: () => number) {
  const app = new Hono();
  app.get('/availability', async (c) => {
    const { location_id, date } = parseWith(AvailabilityQuerySchema, c.req.query());
    const location = deps.settings.locations.find((l) => l.id === location_id);
    if (!location)
      throw new ApiError(404, MESSAGES.locationNotFound, [{ path: 'location_id', message: MESSAGES.locationNotFound }]);
    const dayStart = zonedToInstant(date, '00:00', location.timeZone);
    const booked = new Set(await deps.storage.bookedSlots(location.id, dayStart, dayStart + 26 * 3_600_000));
    const slots = availableSlots(location, date, {
      slotMinutes: deps.settings.testDrive.slotMinutes,
      notBefore: now() + deps.settings.testDrive.leadTimeMinutes * 60_000,
      booked,
    });
    const answer: AvailabilityAnswer = { location_id, date, time_zone: location.timeZone, slots };
    return c.json(answer);
  });
  return app;
}
