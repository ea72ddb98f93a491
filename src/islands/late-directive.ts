/**
 * `client:late="idle"` and `client:late="visible"` (registered in astro.config.mjs): an island that
 * hydrates late, so its code never competes with the page's first paint, yet never loses an input.
 *
 * - `idle`: after the page's `load` event, in the next idle period (at most IDLE_TIMEOUT_MS later);
 *   for islands above the fold (the media viewer, the favourite button).
 * - `visible`: when the island comes within NEAR_VIEWPORT of the viewport; for islands below the
 *   fold (the calculator, the vehicle page's forms).
 * - `intent`: only when the shopper reaches for it; for a page's own lead form, which posts without
 *   script and keeps what is typed in its fields, so a form page loads no React until it is used.
 *   It hydrates in idle time after all when the page was opened with a query (about a car, an
 *   offer, a location, which the form shows) or, with `intent:<key>`, when localStorage holds `key`
 *   (saved details to fill in, someone signed in), and at once when it is stored later, in another
 *   tab or this one (stored-event.ts).
 * - Either way, at once when the shopper reaches for it first: a pointer over it, a press, a key,
 *   focus or a change in one of its fields.
 *
 * Until the island has hydrated, a press (click) is held and replayed on the same element once;
 * a key on the island's own surfaces is held and replayed; a swipe or drag is replayed as its pointer
 * events; text typed and options chosen stay in their fields and reach the component as an input or
 * change event (and a field committed, by leaving it or Enter, also hears its change); a form
 * submitted is submitted again through the component. Links are never held.
 * Should the island's code fail to load, held presses and submissions go ahead natively, so a form
 * still posts the no-script way. The rules are in late-rules.ts.
 */
import type { ClientDirective } from 'astro';
import { STORED_EVENT } from './stored-event';
import {
  holdsClick,
  holdsKey,
  IDLE_TIMEOUT_MS,
  INTENT_EVENTS,
  isSwipe,
  latePlan,
  NEAR_VIEWPORT,
  valueReplay,
  type TargetFacts,
} from './late-rules';

/** One input held for replay, in the order it happened. */
type Held =
  | { kind: 'click'; target: Element }
  | { kind: 'key'; target: Element; init: KeyboardEventInit }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'gesture'; target: Element; events: Array<{ type: string; init: PointerEventInit }> };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function facts(target: Element, island: Element): TargetFacts {
  const link = target.closest('a[href]');
  return {
    tag: target.localName,
    inLink: link !== null && island.contains(link),
    editable: target instanceof HTMLElement && target.isContentEditable,
    inputType: target instanceof HTMLInputElement ? target.type : undefined,
    role: target.getAttribute('role') ?? undefined,
  };
}

function pointerInit(e: PointerEvent, type: string): { type: string; init: PointerEventInit } {
  return {
    type,
    init: {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: e.clientX,
      clientY: e.clientY,
      screenX: e.screenX,
      screenY: e.screenY,
      pointerId: e.pointerId,
      pointerType: e.pointerType,
      isPrimary: e.isPrimary,
      button: type === 'pointermove' ? -1 : 0,
      buttons: type === 'pointerup' ? 0 : 1,
    },
  };
}

/**
 * Gives a field's value to the hydrated component as an input event. React follows a field's value
 * through its own property setter, so the value is first put back to the built one (an event then
 * makes React finish hydrating the field as built), then set to what was typed past that setter, and
 * announced: the component sees exactly one change, to the typed value.
 */
function replayValue(field: Field, type: 'input' | 'change', typed: string): void {
  if (type === 'change') {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const text = field as HTMLInputElement | HTMLTextAreaElement;
  const focused = document.activeElement === text;
  const [start, end] = focused
    ? [safeSelection(text, 'selectionStart'), safeSelection(text, 'selectionEnd')]
    : [null, null];
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(text), 'value')?.set;
  text.value = text.defaultValue;
  text.dispatchEvent(new Event('input', { bubbles: true }));
  if (nativeSetter) nativeSetter.call(text, typed);
  else text.value = typed;
  text.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null) text.setSelectionRange(start, end);
}

function safeSelection(
  field: HTMLInputElement | HTMLTextAreaElement,
  key: 'selectionStart' | 'selectionEnd',
): number | null {
  try {
    return field[key];
  } catch {
    return null; // number, range, date… have no selection
  }
}

/**
 * Lets the component render what the last replayed input did before the next one: React renders an
 * update from a press in a microtask, so a search pressed straight after a quick pick would otherwise
 * send the form as it was before the pick.
 */
const rendered = () => Promise.resolve();

async function replay(held: Held[]): Promise<void> {
  for (const item of held) {
    await rendered();
    if (item.kind !== 'submit' && !item.target.isConnected) continue;
    if (item.kind === 'click') {
      const typingIn = fieldInFocus(item.target);
      if (item.target instanceof HTMLElement) item.target.click();
      else
        item.target.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }),
        );
      // A press made earlier may move the focus (a quick pick focuses its field), but the shopper has
      // moved on to another field since and may be typing in it: the next keys must land there.
      if (typingIn?.isConnected && document.activeElement !== typingIn) typingIn.focus({ preventScroll: true });
    } else if (item.kind === 'key') {
      item.target.dispatchEvent(new KeyboardEvent('keydown', item.init));
    } else if (item.kind === 'gesture') {
      for (const e of item.events) item.target.dispatchEvent(new PointerEvent(e.type, e.init));
    } else if (item.form.isConnected) {
      item.form.requestSubmit(item.submitter && item.form.contains(item.submitter) ? item.submitter : undefined);
    }
  }
}

/** The field the shopper is typing or choosing in, unless it is within the pressed element (a press may take its focus then). */
function fieldInFocus(pressed: Element): HTMLElement | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || pressed.contains(active)) return undefined;
  const field = facts(active, pressed);
  return field.editable || valueReplay(field) ? active : undefined;
}

/** What happens to held inputs when the island's code could not be loaded: their native actions. */
function goNative(held: Held[]): void {
  for (const item of held) {
    if (item.kind === 'submit') item.form.submit();
    else if (item.kind === 'click' && item.target instanceof HTMLElement) item.target.click();
  }
}

/** Whether localStorage holds `key` (storage that cannot be read holds nothing). */
function isStored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

const lateDirective: ClientDirective = (load, options, el) => {
  const { mode, idleIfStored } = latePlan(options.value);
  const held: Held[] = [];
  const heldClicks = new WeakSet<Element>();
  const changed = new Set<Field>();
  const committed = new Set<Field>();
  let gesture: { target: Element; down: PointerEvent; last?: PointerEvent } | undefined;
  let swipedTarget: Element | undefined;
  let started = false;
  let holding = true;
  const stopTriggers: Array<() => void> = [];

  const listen = <K extends keyof HTMLElementEventMap>(type: K, handler: (e: HTMLElementEventMap[K]) => void) => {
    el.addEventListener(type, handler, true);
    return () => el.removeEventListener(type, handler, true);
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const stop of stopTriggers.splice(0)) stop();
    const hydrate = await load();
    await hydrate();
    holding = false;
    for (const stop of stopHolds) stop();
    // A gesture still under way goes on live from here; what it did so far is replayed first.
    if (gesture)
      held.push({
        kind: 'gesture',
        target: gesture.target,
        events: [
          pointerInit(gesture.down, 'pointerdown'),
          ...(gesture.last ? [pointerInit(gesture.last, 'pointermove')] : []),
        ],
      });
    // Astro removes `ssr` once the component has hydrated; still there, its code failed to load.
    if (el.hasAttribute('ssr')) {
      goNative(held);
      return;
    }
    // Every value is read before any is replayed: the component re-renders on the first, which puts
    // the other fields it controls back to the values it holds.
    const typed = [...changed].map((field) => [field, field.value] as const);
    for (const [field, value] of typed) {
      const type = valueReplay(facts(field, el));
      if (!type || !field.isConnected) continue;
      replayValue(field, type, value);
      // A field committed (left, or Enter) before hydration is committed again: the component hears its change.
      if (type === 'input' && committed.has(field)) {
        await rendered();
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
    await replay(held);
  };

  const stopHolds = [
    listen('click', (e) => {
      if (!holding || !(e.target instanceof Element)) return;
      if (!holdsClick(facts(e.target, el))) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      // The click that ends a swipe or drag on the same element is not a press of its own.
      if (swipedTarget === e.target) {
        swipedTarget = undefined;
        return;
      }
      if (!heldClicks.has(e.target)) {
        heldClicks.add(e.target);
        held.push({ kind: 'click', target: e.target });
      }
      void start();
    }),
    listen('submit', (e) => {
      if (!holding || !(e.target instanceof HTMLFormElement)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (!held.some((h) => h.kind === 'submit' && h.form === e.target))
        held.push({ kind: 'submit', form: e.target, submitter: e.submitter });
      void start();
    }),
    listen('keydown', (e) => {
      if (!holding || !(e.target instanceof Element) || !holdsKey(facts(e.target, el), e.key)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      held.push({
        kind: 'key',
        target: e.target,
        init: {
          key: e.key,
          code: e.code,
          shiftKey: e.shiftKey,
          ctrlKey: e.ctrlKey,
          altKey: e.altKey,
          metaKey: e.metaKey,
          bubbles: true,
          cancelable: true,
          composed: true,
        },
      });
    }),
    listen('input', (e) => {
      if (holding && e.target instanceof Element && e.target.matches('input, textarea, select'))
        changed.add(e.target as Field);
    }),
    listen('change', (e) => {
      if (!holding || !(e.target instanceof Element) || !e.target.matches('input, textarea, select')) return;
      if (e.target instanceof HTMLSelectElement) changed.add(e.target);
      else committed.add(e.target as Field);
    }),
    listen('pointerdown', (e) => {
      if (holding && e.isPrimary && e.button === 0 && e.target instanceof Element)
        gesture = { target: e.target, down: e };
    }),
    listen('pointermove', (e) => {
      if (holding && gesture && e.pointerId === gesture.down.pointerId) gesture.last = e;
    }),
    listen('pointerup', (e) => {
      if (!holding || !gesture || e.pointerId !== gesture.down.pointerId) return;
      const { target, down, last } = gesture;
      gesture = undefined;
      if (!isSwipe({ x: down.clientX, y: down.clientY }, { x: e.clientX, y: e.clientY })) return;
      swipedTarget = target;
      held.push({
        kind: 'gesture',
        target,
        events: [
          pointerInit(down, 'pointerdown'),
          ...(last ? [pointerInit(last, 'pointermove')] : []),
          pointerInit(e, 'pointerup'),
        ],
      });
    }),
    listen('pointercancel', () => {
      gesture = undefined;
    }),
  ];

  for (const type of INTENT_EVENTS) stopTriggers.push(listen(type, () => void start()));

  if (mode === 'visible') {
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void start();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    // The island element has `display: contents`: watch what it holds.
    for (const child of el.children) io.observe(child);
    stopTriggers.push(() => io.disconnect());
  } else if (mode === 'idle' || location.search.length > 1 || (idleIfStored && isStored(idleIfStored))) {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(() => void start(), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  } else if (idleIfStored) {
    // Stored later, in another tab (someone signs in there) or this one (stored-event.ts): what the island shows may change now.
    const onStorage = (e: StorageEvent) => {
      if (e.key === idleIfStored && e.newValue !== null) void start();
    };
    const onStored = (e: Event) => {
      if ((e as CustomEvent<unknown>).detail === idleIfStored) void start();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(STORED_EVENT, onStored);
    stopTriggers.push(
      () => window.removeEventListener('storage', onStorage),
      () => window.removeEventListener(STORED_EVENT, onStored),
    );
  }
};

export default lateDirective;
