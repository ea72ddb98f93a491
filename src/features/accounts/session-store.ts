/**
 * Who is signed in, shared by every island on the page and across tabs. The HttpOnly session
 * cookie is the authority; localStorage keeps a hint (the phone) so a page knows at once, and
 * its `storage` event tells the other tabs of a sign-in or sign-out.
 */
import { atom } from 'nanostores';
import { accountApi } from './account-api';

/** The shopper's state; `unknown` until the hint or the API says. */
export type Session = { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; phone: string };

/** The localStorage key of the hint. */
export const SESSION_KEY = 'forecourt:session';

/** What server-rendered HTML assumes: nothing known yet. */
export const SESSION_SERVER_SNAPSHOT: Session = { status: 'unknown' };

/** The session. */
export const $session = atom<Session>(SESSION_SERVER_SNAPSHOT);

/** The hint as stored; anything unreadable counts as signed out. */
export function parseSessionHint(raw: string | null): Session {
  if (raw === null) return { status: 'signed-out' };
  try {
    const value = JSON.parse(raw) as { phone?: unknown };
    return typeof value.phone === 'string' && value.phone !== '' ? { status: 'signed-in', phone: value.phone } : { status: 'signed-out' };
  } catch {
    return { status: 'signed-out' };
  }
}

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Records a sign-in (after the code is verified). */
export function setSignedIn(phone: string): void {
  store()?.setItem(SESSION_KEY, JSON.stringify({ phone }));
  $session.set({ status: 'signed-in', phone });
}

/** Records a sign-out. */
export function setSignedOut(): void {
  store()?.removeItem(SESSION_KEY);
  $session.set({ status: 'signed-out' });
}

let started = false;

/** Reads the hint, follows other tabs, then confirms with the API once per page. */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $session.set(parseSessionHint(store()?.getItem(SESSION_KEY) ?? null));
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) $session.set(parseSessionHint(event.newValue));
  });
  void accountApi.me().then((result) => {
    if (!result.ok) return;
    if (result.data.user) setSignedIn(result.data.user.phone);
    else setSignedOut();
  });
}

/** Signs out everywhere (this tab, others through storage). */
export async function signOut(): Promise<void> {
  await accountApi.signOut();
  setSignedOut();
}
