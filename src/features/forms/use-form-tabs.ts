/**
 * The vehicle page's form tabs (Enquire Now | Book a Test Drive): WAI-ARIA tabs with automatic
 * activation (arrow keys, Home, End). A link to a panel, or to something inside one (#test-drive),
 * opens that tab before the browser scrolls to it; a link to the section holding the tabs
 * (#enquiry) opens the first. The page's address does the same when the island hydrates.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/** The tab a link's hash points into: a panel or something in it, or the first for what holds the tabs. */
function tabFor(root: HTMLElement, hash: string): number | undefined {
  let id = '';
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return undefined;
  if (target.contains(root)) return 0;
  const panel = target.closest('[role="tabpanel"]');
  const index = panel ? [...root.querySelectorAll('[role="tabpanel"]')].indexOf(panel) : -1;
  return index >= 0 ? index : undefined;
}

/** The selected tab, whether the island has taken over, and the handlers of `count` tabs. */
export function useFormTabs(count: number) {
  const rootRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [selected, setSelected] = useState(0);
  const [ready, setReady] = useState(false);
  // A tab the shopper chose (a key or press made before hydration is replayed as the island
  // hydrates) wins over the one the address opens.
  const chosen = useRef(false);
  const choose = (index: number) => {
    chosen.current = true;
    setSelected(index);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration; `choose` only touches a ref and a state setter
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const fromAddress = tabFor(root, location.hash) ?? 0;
    setSelected((current) => (chosen.current ? current : fromAddress));
    setReady(true);
    // Capture, and committed at once, so the tab opens before the browser scrolls to the link's target.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      const index = link ? tabFor(root, link.getAttribute('href') ?? '') : undefined;
      if (index !== undefined) flushSync(() => choose(index));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = count - 1;
    const next = (
      { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last } as Record<
        string,
        number
      >
    )[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return { rootRef, tabRefs, selected, ready, select: choose, onKeyDown };
}
