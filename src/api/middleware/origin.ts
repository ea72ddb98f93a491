/**
 * CORS for the site's own origins only, and a refusal of state-changing calls from any other
 * origin (CORS alone does not stop a cross-site form post from being processed).
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ApiError } from '../http/errors';
import { MESSAGES } from '../../contracts/messages';

/** The request's own origin is always allowed (same-origin calls from the static site). */
export function isAllowedOrigin(origin: string, requestUrl: string, allowedOrigins: readonly string[]): boolean {
  return origin === new URL(requestUrl).origin || allowedOrigins.includes(origin);
}

/** CORS headers for allowed origins, credentials included. */
export function siteCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin, c) => (origin && isAllowedOrigin(origin, c.req.url, allowedOrigins) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
}

/** 403 for a POST whose Origin header names another site. */
export function refuseForeignOrigins(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (
      c.req.method !== 'GET' &&
      c.req.method !== 'OPTIONS' &&
      origin &&
      !isAllowedOrigin(origin, c.req.url, allowedOrigins)
    ) {
      throw new ApiError(403, MESSAGES.forbiddenOrigin);
    }
    await next();
  };
}
