/** The session cookie `fc_session`: HttpOnly, SameSite=Lax, Path=/, Secure except on http://localhost. */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { MESSAGES } from '../../contracts/messages';
import { keyedHash } from './secrets';

/** Cookie name. */
export const SESSION_COOKIE = 'fc_session';
/** How long a sign-in lasts: 30 days. */
export const SESSION_MS = 30 * 24 * 3_600_000;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure everywhere but plain-http localhost, where a browser would drop a Secure cookie. */
function secureFor(c: Context): boolean {
  const url = new URL(c.req.url);
  return !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** Sets the session cookie. */
export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: secureFor(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_MS / 1000,
  });
}

/** Clears the session cookie. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureFor(c), httpOnly: true, sameSite: 'Lax' });
}

/** The hash under which a session token is stored. */
export function sessionKey(deps: AppDeps, token: string): string {
  return keyedHash(deps.secret, 'session', token);
}

/** The signed-in phone (E.164), or undefined for a visitor. */
export async function currentPhone(c: Context, deps: AppDeps, now: number): Promise<string | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return undefined;
  return deps.storage.sessionPhone(sessionKey(deps, token), now);
}

/** The signed-in phone, or a 401 asking the shopper to sign in. */
export async function requirePhone(c: Context, deps: AppDeps, now: number): Promise<string> {
  const phone = await currentPhone(c, deps, now);
  if (!phone) throw new ApiError(401, MESSAGES.signInRequired);
  return phone;
}
