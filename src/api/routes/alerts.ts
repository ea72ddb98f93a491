/**
 * Stopping alerts from the link an alert carries (alerts beyond the spec): the signed token names a
 * phone and, for a saved search's matches, the search. A search link deletes that search; any other
 * link stops every alert to the phone. Idempotent: the same link answers the same way again.
 * No session is needed (the link arrives by SMS), and the rate limit caps token guessing.
 */
import { Hono } from 'hono';
import { readUnsubscribeToken } from '../auth/unsubscribe-token';
import { rateLimitsOf, type AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { rateLimit } from '../middleware/rate-limit';
import { UnsubscribeSchema, type UnsubscribeAnswer } from '../../contracts/alerts';
import { MESSAGES } from '../../contracts/messages';

/** Routes under /api/alerts. */
export function alertRoutes(deps: AppDeps, now: () => number) {
  const app = new Hono();

  app.post('/unsubscribe', rateLimit('unsubscribe', rateLimitsOf(deps).unsubscribe, now), async (c) => {
    const { token } = await jsonBody(c, UnsubscribeSchema);
    const scope = readUnsubscribeToken(deps.secret, deps.settings.site, token);
    if (!scope)
      throw new ApiError(400, MESSAGES.unsubscribeTokenInvalid, [
        { path: 'token', message: MESSAGES.unsubscribeTokenInvalid },
      ]);
    if (scope.searchId) {
      const search = (await deps.storage.listSavedSearches(scope.phone)).find((s) => s.id === scope.searchId);
      if (search) await deps.storage.deleteSavedSearch(search.id, scope.phone);
      const answer: UnsubscribeAnswer = {
        success: true,
        stopped: 'search',
        ...(search ? { search_name: search.name } : {}),
      };
      return c.json(answer);
    }
    await deps.storage.turnAlertsOff(scope.phone, now());
    const answer: UnsubscribeAnswer = { success: true, stopped: 'all' };
    return c.json(answer);
  });

  return app;
}
