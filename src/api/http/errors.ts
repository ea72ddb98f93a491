/** API errors: one JSON shape, a sentence for the shopper, never a stack trace or SQL. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../contracts/errors';
import { MESSAGES } from '../../contracts/messages';

/** A failure the route means to answer with. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The JSON body of an error. */
export function errorBody(message: string, fields?: { path: string; message: string }[]): ApiErrorBody {
  return { error: fields && fields.length > 0 ? { message, fields } : { message } };
}

/** Hono onError: ApiError as itself, anything else as a plain 500 (details to the server log only). */
export function handleError(log: (line: string) => void) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(error.message, error.fields), error.status);
    }
    log(`[forecourt] ${c.req.method} ${new URL(c.req.url).pathname} failed: ${error.stack ?? error.message}`);
    return c.json(errorBody(MESSAGES.serverError), 500);
  };
}
