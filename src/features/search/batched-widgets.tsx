/**
 * One registration for the widgets of the island's first render. With initial results, React
 * InstantSearch starts the search before its children render, so each hook's widget is then added
 * on its own, and every addition recomputes the search parameters of all the widgets so far (n²
 * work at hydration: 20 widgets, about a quarter of the hydration task).
 * The additions made while the island mounts are held and made in one call once every child's
 * layout effect has run (a parent's layout effect runs after its children's). Later mounts add
 * their widgets as usual.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useInstantSearchContext } from 'react-instantsearch';

type Widgets = Parameters<ReturnType<typeof useInstantSearchContext>['mainIndex']['addWidgets']>[0];
type Index = { addWidgets(widgets: Widgets): unknown };

/** Holds `index.addWidgets` calls until `flush`, which adds them all at once and restores the method. */
export function holdWidgetAdditions(index: Index): { flush: () => void } {
  const own = Object.hasOwn(index, 'addWidgets');
  const add = index.addWidgets;
  const held: Widgets = [];
  let holding = true;
  index.addWidgets = (widgets: Widgets) => {
    held.push(...widgets);
    return index;
  };
  return {
    flush() {
      if (!holding) return;
      holding = false;
      if (own) index.addWidgets = add;
      else delete (index as Partial<Index>).addWidgets;
      if (held.length > 0) add.call(index, held);
    },
  };
}

export function BatchedWidgets({ children }: { children: ReactNode }) {
  const search = useInstantSearchContext();
  // Only in the browser: the server never adds widgets (they are added in layout effects).
  const [batch] = useState(() => (typeof document === 'undefined' ? undefined : holdWidgetAdditions(search.mainIndex)));
  useLayoutEffect(() => batch?.flush(), [batch]);
  return <>{children}</>;
}
