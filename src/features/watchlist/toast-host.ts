/**
 * One toast region per page, however many components offer to render it (the vehicle page's
 * heart, every card heart of the home page, every heart in the search island): the first one
 * mounted does, and the next takes over if it goes (search results replace their cards).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { atom } from 'nanostores';

const $hosts = atom<readonly object[]>([]);

/**
 * Whether the calling component is the one that renders the page's toasts; never in server HTML
 * nor in the first client render, so hydration has nothing to compare. A component re-renders only
 * when its own answer changes (a page of hearts does not re-render each as the others mount).
 */
export function useIsToastHost(): boolean {
  const [me] = useState(() => ({}));
  const subscribe = useCallback((onChange: () => void) => $hosts.listen(onChange), []);
  const host = useSyncExternalStore(
    subscribe,
    () => $hosts.get()[0] === me,
    () => false,
  );
  useEffect(() => {
    $hosts.set([...$hosts.get(), me]);
    return () => $hosts.set($hosts.get().filter((other) => other !== me));
  }, [me]);
  return host;
}
