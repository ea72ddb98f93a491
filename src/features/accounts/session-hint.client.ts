/**
 * The session hint: the phone of whoever signed in on this browser, kept in localStorage so a page
 * knows at once (the HttpOnly cookie stays the authority). Its own module, with no store or API
 * behind it, so code that only needs to peek (whether to load the watchlist early) stays small.
 */
import { localStore } from '../../components/browser-storage.client';

/** The shopper's state; `unknown` until the hint or the API says. */
export type Session = { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; phone: string };

/** The localStorage key of the hint. */
export const SESSION_KEY = 'forecourt:session';

/** The hint as stored; anything unreadable counts as signed out. */
export function parseSessionHint(raw: string | null): Session {
  if (raw === null) return { status: 'signed-out' };
  try {
    const value = JSON.parse(raw) as { phone?: unknown };
    return typeof value.phone === 'string' && value.phone !== ''
      ? { status: 'signed-in', phone: value.phone }
      : { status: 'signed-out' };
  } catch {
    return { status: 'signed-out' };
  }
}

/** The hint of this browser. */
export function readSessionHint(): Session {
  return parseSessionHint(localStore()?.getItem(SESSION_KEY) ?? null);
}
