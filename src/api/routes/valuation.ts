/** `POST /api/valuation/range` (issue 21): the configured valuation provider's offer range for the shopper's car. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { MESSAGES } from '../../contracts/messages';
import { ValuationRangeRequestSchema } from '../../contracts/valuation';

/** Routes under /api/valuation. */
export function valuationRoutes(deps: AppDeps) {
  const app = new Hono();
  app.post('/range', async (c) => {
    const request = await jsonBody(c, ValuationRangeRequestSchema);
    // The wizard then says the team will call with an offer (and by when): no figure is made up here.
    if (!deps.valuationProvider) throw new ApiError(404, MESSAGES.valuationNotConfigured);
    const range = await deps.valuationProvider.value(request);
    if (!range) throw new ApiError(422, MESSAGES.valuationUnavailable);
    c.header('Cache-Control', 'no-store');
    return c.json(range);
  });
  return app;
}
