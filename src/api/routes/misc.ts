/** `POST /api/miscellaneous` (spec 02 §7): a valuation result saved with column_name valuation, rate-limited per address. */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { rateLimitsOf, type AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { rateLimit } from '../middleware/rate-limit';
import { MESSAGES } from '../../contracts/messages';
import { MiscellaneousSchema } from '../../contracts/misc';

/** Routes under /api/miscellaneous. */
export function miscRoutes(deps: AppDeps, now: () => number) {
  const app = new Hono();
  app.post('/', rateLimit('miscellaneous', rateLimitsOf(deps).miscellaneous, now), async (c) => {
    const body = await jsonBody(c, MiscellaneousSchema);
    if (body.lead_id && !(await deps.storage.getLead(body.lead_id))) {
      throw new ApiError(404, MESSAGES.leadNotFound, [{ path: 'lead_id', message: MESSAGES.leadNotFound }]);
    }
    const id = randomUUID();
    await deps.storage.saveMiscellaneous(id, body.column_name, body.lead_id ?? null, body.valuation, now());
    return c.json({ success: true, id });
  });
  return app;
}
