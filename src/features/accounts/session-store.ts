/**
 * Who is signed in, shared by every island on the page and across tabs. The HttpOnly session
 * cookie is the authority; localStorage keeps a hint (the phone) so a page knows at once, and
 * its `storage` event tells the other tabs of a sign-in or sign-out.
 */
import { atom } from 'nanostores';
import { accountApi } from './account-api.client';
import { announceStored } from '../../islands/stored-event';
import { SESSION_KEY, parseSessionHint, readSessionHint, type Session } from './session-hint.client';
import { localStore } from '../../components/browser-storage.client';

export type { Session } from './session-hint.client';

/** What server-rendered HTML assumes: nothing known yet. */
export const SESSION_SERVER_SNAPSHOT: Session = { status: 'unknown' };

/** The session. */
export const $session = atom<Session>(SESSION_SERVER_SNAPSHOT);

/** Records a sign-in (after the code is verified, or the API's answer where the hint was missing): islands waiting for one hydrate. */
export function setSignedIn(phone: string): void {
  const storage = localStore();
  const before = storage?.getItem(SESSION_KEY) ?? null;
  storage?.setItem(SESSION_KEY, JSON.stringify({ phone }));
  $session.set({ status: 'signed-in', phone });
  if (before === null) announceStored(SESSION_KEY);
}

/** Records a sign-out. */
export function setSignedOut(): void {
  localStore()?.removeItem(SESSION_KEY);
  $session.set({ status: 'signed-out' });
}

let started = false;

/** Reads the hint, follows other tabs, then confirms with the API once per page. */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $session.set(readSessionHint());
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

/**
 * Signs out and goes to `path` (other tabs follow through storage). This page's session is left as
 * it was, so a gated page does not send the shopper to sign-in on the way out.
 */
export async function signOutTo(path: string): Promise<void> {
  await accountApi.signOut();
  localStore()?.removeItem(SESSION_KEY);
  location.replace(path);
}
