/**
 * Loads the `<fc-favourite>` element for hearts an island renders, so a visitor who never touches
 * one does not pay for the watchlist code: at once when the session hint says someone is signed in
 * (their saved cars must show as saved), otherwise on the first pointer or focus on a heart. A click
 * that beats the load is held and replayed on the same button once the element is defined.
 */
import { readSessionHint } from '../accounts/session-hint';
import { FAVOURITE_TAG } from './favourite-tag';

/** Starts loading as described; returns the function that removes the listeners. */
export function loadFavouritesOnIntent(load: () => Promise<unknown>): () => void {
  if (customElements.get(FAVOURITE_TAG)) return () => undefined;
  if (readSessionHint().status === 'signed-in') {
    void load();
    return () => undefined;
  }
  let loading: Promise<unknown> | undefined;
  const start = () => (loading ??= load());
  const heartOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`${FAVOURITE_TAG} button`) : null);
  const onIntent = (event: Event) => {
    if (heartOf(event)) void start();
  };
  const onClick = (event: Event) => {
    const button = heartOf(event);
    if (!button || customElements.get(FAVOURITE_TAG)) return;
    event.preventDefault();
    event.stopPropagation();
    void start()
      .then(() => customElements.whenDefined(FAVOURITE_TAG))
      .then(() => button.click());
  };
  const listeners: [string, (event: Event) => void, boolean][] = [['pointerover', onIntent, false], ['focusin', onIntent, false], ['click', onClick, true]];
  for (const [type, listener, capture] of listeners) document.addEventListener(type, listener, capture);
  return () => {
    for (const [type, listener, capture] of listeners) document.removeEventListener(type, listener, capture);
  };
}
