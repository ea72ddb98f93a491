/** `GET /api/admin/undelivered`: leads the CRM has not taken. Exists only with an admin token. */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { untriedDueBefore, type AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { MESSAGES } from '../../contracts/messages';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Routes under /api/admin (mounted only when `deps.adminToken` is set). */
export function adminRoutes(deps: AppDeps & { adminToken: string }) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(token, deps.adminToken)) throw new ApiError(401, MESSAGES.adminTokenRequired);
    await next();
  });
  app.get('/undelivered', async (c) => {
    const rows = await deps.storage.listUndelivered(untriedDueBefore((deps.now ?? Date.now)(), deps.outboxPolicy));
    return c.json({
      undelivered: rows.map((r) => ({
        outbox_id: r.outboxId,
        lead_id: r.leadId,
        channel: r.channel,
        status: r.status,
        attempts: r.attempts,
        last_error: r.lastError,
        next_attempt_at: r.status === 'pending' ? new Date(r.nextAttemptAt).toISOString() : null,
        created_at: new Date(r.createdAt).toISOString(),
      })),
    });
  });
  return app;
}
