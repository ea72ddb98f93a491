/**
 * The few lead API calls the account pieces make, as plain fetches: the full typed client
 * (src/features/forms/client/api-client.ts) carries every form schema, too heavy for a heart button on a static page.
 */

import { ACCOUNT_API_FAILED } from '../../config/messages/shared';
import {
  meApiPath,
  removeCarApiPath,
  requestCodeApiPath,
  saveCarApiPath,
  signOutApiPath,
  verifyCodeApiPath,
  watchlistApiPath,
} from '../../paths';

/** A call's outcome: the JSON answer, or the API's error message. */
export type CallResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string };

/** Shown when the network or the server fails without a message (message key accounts.api.failed). */
let genericFailure: string = ACCOUNT_API_FAILED;

/** A page passes the site's wording of accounts.api.failed (its labels may reword it). */
export function setApiFailureMessage(text: string | undefined): void {
  if (text) genericFailure = text;
}

/** One JSON call to the site's own API (same origin, session cookie included). */
export async function callApi<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  try {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const data = (await response.json().catch(() => undefined)) as (T & { error?: { message?: string } }) | undefined;
    if (response.ok && data !== undefined) return { ok: true, status: response.status, data };
    const message = typeof data?.error?.message === 'string' ? data.error.message : genericFailure;
    return { ok: false, status: response.status, message };
  } catch {
    return { ok: false, status: 0, message: genericFailure };
  }
}

/** A saved car as the API lists it. */
export interface ApiWatchlistCar {
  id: string;
  name?: string;
  slug?: string;
  make?: string;
  model?: string;
  primary_image_url?: string;
}

/** The account calls. */
export const accountApi = {
  me: () => callApi<{ user: { phone: string } | null }>(meApiPath),
  requestCode: (phone: string) => callApi<{ sent_to: string }>(requestCodeApiPath, { method: 'POST', body: { phone } }),
  verifyCode: (phone: string, code: string) =>
    callApi<{ user: { phone: string } }>(verifyCodeApiPath, { method: 'POST', body: { phone, code } }),
  signOut: () => callApi<{ success: true }>(signOutApiPath, { method: 'POST', body: {} }),
  watchlist: () => callApi<{ cars: ApiWatchlistCar[] }>(watchlistApiPath),
  saveCar: (carId: string) =>
    callApi<{ cars: ApiWatchlistCar[] }>(saveCarApiPath, { method: 'POST', body: { car_id: carId } }),
  removeCar: (carId: string) =>
    callApi<{ cars: ApiWatchlistCar[] }>(removeCarApiPath, { method: 'POST', body: { car_id: carId } }),
};
