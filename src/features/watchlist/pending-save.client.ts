/**
 * A save that waits for its sign-in (issue 21): a signed-out shopper's press on a heart is kept in
 * this tab's sessionStorage on the way to sign-in, and carried out when they are back on the page
 * they pressed it on, signed in, so they need not find the car and press again. It lapses after
 * PENDING_SAVE_MS, and is used once.
 */
import type { FavouriteCar } from './watchlist-state';

/** The sessionStorage key. */
export const PENDING_SAVE_KEY = 'forecourt:pending-save';
/** How long a save waits for its sign-in: a shopper back much later has moved on. */
export const PENDING_SAVE_MS = 30 * 60_000;

interface PendingSave {
  car: FavouriteCar;
  /** The page the heart was pressed on (path and query). */
  page: string;
  at: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A page's path and query, compared without a trailing slash (/cars/x and /cars/x/ are one page). */
const samePage = (a: string, b: string) => {
  const norm = (p: string) => p.replace(/\/+(?=\?|$)/, '') || '/';
  return norm(a) === norm(b);
};

const isText = (v: unknown): v is string => typeof v === 'string';

/** The stored save, or undefined when there is none or it cannot be read. */
function parsePending(raw: string | null): PendingSave | undefined {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PendingSave> | null;
    const car = value?.car as Partial<FavouriteCar> | undefined;
    if (!value || !car || !isText(value.page) || typeof value.at !== 'number') return undefined;
    if (![car.id, car.name, car.slug, car.make, car.model, car.status].every(isText)) return undefined;
    return { car: car as FavouriteCar, page: value.page, at: value.at };
  } catch {
    return undefined;
  }
}

/** Keeps the save of `car`, pressed on `page`, for after the sign-in (a blocked storage just loses it). */
export function keepPendingSave(storage: Store | undefined, car: FavouriteCar, page: string, now: number): void {
  try {
    storage?.setItem(PENDING_SAVE_KEY, JSON.stringify({ car, page, at: now } satisfies PendingSave));
  } catch {
    // The shopper presses again after signing in, as before.
  }
}

/**
 * The car to save now, on `page`: the kept save when it was pressed on this page within
 * PENDING_SAVE_MS. A save that is used, lapsed or unreadable is dropped; one for another page stays.
 */
export function takePendingSave(storage: Store | undefined, page: string, now: number): FavouriteCar | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(PENDING_SAVE_KEY);
  } catch {
    return undefined;
  }
  if (raw === null || raw === undefined) return undefined;
  const pending = parsePending(raw);
  const fresh = pending !== undefined && now - pending.at >= 0 && now - pending.at <= PENDING_SAVE_MS;
  if (fresh && !samePage(pending.page, page)) return undefined;
  try {
    storage?.removeItem(PENDING_SAVE_KEY);
  } catch {
    // Nothing else to do: a save is idempotent.
  }
  return fresh ? pending.car : undefined;
}
