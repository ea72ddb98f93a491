/**
 * The browser's storage, when it lets a page use it: reading `localStorage` throws where storage is
 * blocked (a sandboxed frame, some private modes), and every caller then goes on without it.
 */

/** `localStorage`, or undefined where the browser refuses it. */
export function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** `sessionStorage`, or undefined where the browser refuses it. */
export function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
