/** The idempotency key a submission is recognised by, from its header or its body. */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { idempotencyKey } from '../../contracts/fields';
import { parseWith } from './body';

/** Header carrying the key; the body's `idempotency_key` is the fallback. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Body field carrying the key when the header is absent. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

/** Header first, then body, else a fresh key (no dedupe); a bad key is a 400 naming where it was sent. */
export function submissionKey(c: Context, body: unknown): string {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header !== undefined) return parseWith(idempotencyKey, header, IDEMPOTENCY_HEADER);
  const fromBody =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[IDEMPOTENCY_FIELD] : undefined;
  return fromBody === undefined ? randomUUID() : parseWith(idempotencyKey, fromBody, IDEMPOTENCY_FIELD);
}
