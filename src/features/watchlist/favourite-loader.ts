/**
 * Loads the `<fc-favourite>` element for hearts an island renders, so a visitor who never touches
 * one does not pay for the watchlist code: at once when the session hint says someone is signed in
 * (their saved cars must show as saved), otherwise on the first pointer or focus on a heart. A click
 * that beats the load is held and replayed on the same button once the element is defined.
 */
import { readSessionHint } from '../accounts/session-hint';
import { FAVOURITE_TAG } from './favourite-tag';
import { holdFavouriteClicks } from './favourite-hold';

/** Starts loading as described; returns the function that removes the listeners. */
export function loadFavouritesOnIntent(load: () => Promise<unknown>): () => void {
  if (customElements.get(FAVOURITE_TAG)) return () => undefined;
  let loading: Promise<unknown> | undefined;
  const start = () => (loading ??= load());
  // Signed in: load at once, their saved cars must show as saved. A click before it is defined is still held.
  if (readSessionHint().status === 'signed-in') void start();
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`${FAVOURITE_TAG} button`)) void start();
  };
  const stopHold = holdFavouriteClicks(document, customElements, () => void start());
  const listeners: [string, (event: Event) => void][] = [['pointerover', onIntent], ['focusin', onIntent]];
  for (const [type, listener] of listeners) document.addEventListener(type, listener);
  return () => {
    stopHold();
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  };
}
