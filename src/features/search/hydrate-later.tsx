/**
 * Hydration in slices. React hydrates an island's root in one task; on the search page that task held the
 * whole filter column (600 of the island's 1,300 elements). A part rendered through <HydrateLater>
 * keeps its built HTML on screen at hydration and hydrates in a later task, one part per task in
 * page order, so no task grows long. Only the markup waits: hooks above the part (the InstantSearch
 * widgets) run at once, so every widget is registered before the first search. A press, key or
 * focus anywhere hydrates every waiting part at once, before the event's default action, so no
 * control is ever pressed without its handler. Outside hydration (a fresh mount) a part renders at once.
 */
import { createContext, Suspense, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

/** One island's slicing: whether it is still hydrating, and the parts waiting for their turn. */
export type HydrationSlices = { hydrating: boolean; queue: Array<() => void> };

const SlicesContext = createContext<HydrationSlices | null>(null);

/** Events that release every waiting part first (capture phase, before any default action). */
const EAGER_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Releases the waiting parts one per task, in the order they were met; all at once on input. */
export function drainSlices(slices: HydrationSlices, target: EventTarget = document): void {
  const releaseAll = () => {
    for (const release of slices.queue.splice(0)) release();
    done();
  };
  const done = () => {
    for (const type of EAGER_EVENTS) target.removeEventListener(type, releaseAll, true);
  };
  if (slices.queue.length === 0) return;
  for (const type of EAGER_EVENTS) target.addEventListener(type, releaseAll, true);
  const next = () => {
    const release = slices.queue.shift();
    if (!release) return done();
    release();
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/** Provides slicing to the island below; its first render is the hydration. */
export function HydrationSlicesProvider({ children }: { children: ReactNode }) {
  const [slices] = useState<HydrationSlices>(() => ({ hydrating: true, queue: [] }));
  useLayoutEffect(() => {
    slices.hydrating = false;
    drainSlices(slices);
  }, [slices]);
  return <SlicesContext.Provider value={slices}>{children}</SlicesContext.Provider>;
}

/**
 * Suspends once during hydration until its turn comes. React keeps the built DOM of a suspended
 * boundary meanwhile (selective hydration) and hydrates it when the promise settles.
 */
function Turn({ render, now }: { render: () => ReactNode; now: boolean }) {
  const slices = useContext(SlicesContext);
  const [wait] = useState(() => {
    // The server renders every part at once (there is nothing to hydrate there).
    if (now || !slices?.hydrating || typeof document === 'undefined') return undefined;
    const gate = { done: false, promise: undefined as Promise<void> | undefined };
    gate.promise = new Promise<void>((resolve) =>
      slices.queue.push(() => {
        gate.done = true;
        resolve();
      }),
    );
    return gate;
  });
  if (wait && !wait.done) throw wait.promise;
  return <>{render()}</>;
}

/**
 * A part that hydrates in a later task: a Suspense boundary of its own. `render` is called only when
 * the part renders, so a waiting part's elements are not even created. `now` hydrates it with the
 * rest of the island: no boundary at all, on the server as on the client (React hydrates a boundary
 * in a pass of its own even when nothing in it waits, and a widget inside it would then register
 * late and start a search). `now` must be the same on both sides.
 */
export function HydrateLater({ render, now = false }: { render: () => ReactNode; now?: boolean | undefined }) {
  if (now) return <>{render()}</>;
  return (
    <Suspense fallback={null}>
      <Turn render={render} now={now} />
    </Suspense>
  );
}
