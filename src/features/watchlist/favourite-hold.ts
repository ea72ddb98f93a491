/**
 * A click on a Favourite toggle that comes before its element is defined (the module still on its
 * way) is held and replayed on the same button once it is, instead of being lost. Static pages get
 * this as a tiny inline script with the toggle's HTML; the search island's loader does the same in
 * its module (favourite-loader.ts). One click per button is held: a second press before the code
 * arrives would only undo the first.
 */
import { FAVOURITE_TAG } from './favourite-tag';

/** Set on window by whichever hold is installed first, so a page never holds (and replays) a click twice. */
const HOLD_FLAG = '__fcFavouriteHold';

/**
 * Installs the hold on `doc`, removed once the element is defined; returns the function that removes
 * it. `onHold` hears every held click (the loader starts loading on it). Where a hold is installed
 * already (the inline one), only `onHold` is wired.
 */
export function holdFavouriteClicks(doc: Document, registry: CustomElementRegistry, onHold?: () => void): () => void {
  if (registry.get(FAVOURITE_TAG)) return () => undefined;
  const flags = globalThis as unknown as Record<string, unknown>;
  const holding = !flags[HOLD_FLAG];
  flags[HOLD_FLAG] = 1;
  const held = new WeakSet<Element>();
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`${FAVOURITE_TAG} button`) : null;
    if (!(button instanceof HTMLElement) || registry.get(FAVOURITE_TAG)) return;
    onHold?.();
    if (!holding) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.has(button)) return;
    held.add(button);
    void registry.whenDefined(FAVOURITE_TAG).then(() => button.click());
  };
  const stop = () => doc.removeEventListener('click', onClick, true);
  doc.addEventListener('click', onClick, true);
  void registry.whenDefined(FAVOURITE_TAG).then(stop);
  return stop;
}

/**
 * The same hold as an inline script for static pages, written out by hand (it runs before any
 * module); it runs once however many toggles a page has.
 */
export const favouriteHoldInlineScript =
  `(function(d,r,t,f){if(window[f]||r.get(t))return;window[f]=1;var held=new WeakSet();` +
  `function h(e){var b=e.target instanceof Element?e.target.closest(t+" button"):null;if(!b||r.get(t))return;e.preventDefault();e.stopPropagation();` +
  `if(held.has(b))return;held.add(b);r.whenDefined(t).then(function(){b.click()})}` +
  `d.addEventListener("click",h,true);r.whenDefined(t).then(function(){d.removeEventListener("click",h,true)})})(document,customElements,${JSON.stringify(FAVOURITE_TAG)},${JSON.stringify(HOLD_FLAG)})`;
