/**
 * A page that stores a localStorage key an island may be waiting for (`client:late="intent:<key>"`,
 * late-directive.ts) says so with this event: the browser tells only the other tabs (`storage`).
 */

/** The event's name; its `detail` is the key. */
export const STORED_EVENT = 'fc:stored';

/** Tells this tab's waiting islands that `key` is now stored. */
export function announceStored(key: string): void {
  window.dispatchEvent(new CustomEvent(STORED_EVENT, { detail: key }));
}
