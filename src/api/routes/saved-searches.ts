/**
 * Saved searches (alerts beyond the spec): list, save and delete, only for the signed-in phone.
 * scripts/alerts.ts reads them after each feed build and queues a message per new match.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { requirePhone } from '../auth/session';
import type { AppDeps } from '../deps';
import { jsonBody, parseWith } from '../http/body';
import { ApiError } from '../http/errors';
import { id } from '../../contracts/fields';
import {
  SAVED_SEARCH_LIMIT,
  SavedSearchSchema,
  StoredSearchQuerySchema,
  type SavedSearchesAnswer,
} from '../../contracts/saved-search';

/** The answer past the cap. */
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`;

/** Routes under /api/saved-searches. */
export function savedSearchRoutes(deps: AppDeps, now: () => number) {
  const app = new Hono();

  const answer = async (phone: string): Promise<SavedSearchesAnswer> => ({
    success: true,
    searches: (await deps.storage.listSavedSearches(phone)).map((row) => {
      const stored = v.parse(StoredSearchQuerySchema, safeJson(row.query));
      return {
        id: row.id,
        name: row.name,
        path: stored.path,
        filters: stored.filters,
        created_at: new Date(row.createdAt).toISOString(),
      };
    }),
  });

  app.get('/', async (c) => c.json(await answer(await requirePhone(c, deps, now()))));

  app.post('/', async (c) => {
    const phone = await requirePhone(c, deps, now());
    const body = await jsonBody(c, SavedSearchSchema);
    const query = JSON.stringify({ path: body.path, filters: body.filters });
    // Saving the same search again keeps one copy; the cap is checked in the saving transaction, so parallel saves can't pass it.
    const saved = await deps.storage.saveSearch(
      { id: randomUUID(), phone, name: body.name, query, createdAt: now() },
      SAVED_SEARCH_LIMIT,
    );
    if (saved === 'full') throw new ApiError(409, SAVED_SEARCH_LIMIT_MESSAGE);
    // Following a search asks for alerts: it undoes an earlier "stop every alert" link.
    await deps.storage.turnAlertsOn(phone);
    return c.json(await answer(phone), 201);
  });

  app.delete('/:id', async (c) => {
    const phone = await requirePhone(c, deps, now());
    await deps.storage.deleteSavedSearch(parseWith(id, c.req.param('id'), 'id'), phone);
    return c.json(await answer(phone));
  });

  return app;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
