/** `POST /api/valuation/range` (issue 21): the configured valuation provider's offer range for the shopper's car. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { MESSAGES } from '../../contracts/messages';
import { ValuationRangeRequestSchema } from '../../contracts/valuation';

/** Routes under /api/valuation. */
export function valuationRoutes(deps: AppDeps) {
  const app = new Hono();
  app.post('/range', async (c) => {
    const request = await jsonBody(c, ValuationRangeRequestSchema);
    c.header('Cache-Control', 'no-store');
    // No range is an ordinary answer, not an error (a 404 or 422 would be a red line in every
    // shopper's console): the wizard then says the team will call with an offer, and by when. No
    // figure is made up here.
    if (!deps.valuationProvider) return c.json({ range: null, message: MESSAGES.valuationNotConfigured });
    const range = await deps.valuationProvider.value(request);
    if (!range) return c.json({ range: null, message: MESSAGES.valuationUnavailable });
    return c.json({ range });
  });
  return app;
}
