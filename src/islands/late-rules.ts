/**
 * The rules of late hydration (late-directive.ts), apart from the DOM wiring so they can be tested:
 * which inputs made before an island has hydrated are held for replay, which start hydration at
 * once, and when a pointer gesture counts as a swipe.
 */

/**
 * When a `client:late` island hydrates if the shopper does not reach for it first: in idle time,
 * near the viewport, or never (`intent`: only when reached for, unless the page was opened with a
 * query or its stored key is there, when it is idle).
 */
export type LateMode = 'idle' | 'visible' | 'intent';

/** A `client:late` island's plan: its mode, and for `intent`, a localStorage key whose presence means idle after all. */
export interface LatePlan {
  mode: LateMode;
  /** `intent:<key>`: the island has something to show when this key is stored (saved details to fill in, a signed-in shopper), so it hydrates in idle time then, or when another tab stores it. */
  idleIfStored?: string;
}

/**
 * The directive's value: `"visible"` for below the fold; `"intent"` for an island with nothing to do
 * until the shopper reaches for it (a form: it posts without script, and what is typed stays in its
 * fields), or `"intent:<key>"`, the same unless localStorage holds `key`; anything else means idle.
 */
export function latePlan(value: unknown): LatePlan {
  if (value === 'visible' || value === 'intent') return { mode: value };
  if (typeof value === 'string' && value.startsWith('intent:') && value.length > 'intent:'.length)
    return { mode: 'intent', idleIfStored: value.slice('intent:'.length) };
  return { mode: 'idle' };
}

/** How near the viewport (CSS margin) a `visible` island starts loading, so it is ready as it scrolls in. */
export const NEAR_VIEWPORT = '200px 0px';

/** The longest an `idle` island waits for an idle period once the page has loaded, in ms. */
export const IDLE_TIMEOUT_MS = 2000;

/** Events on an island that start its hydration at once: the shopper is reaching for it. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/** A pointer that moves further than this (px) between press and release made a swipe or drag, not a tap. */
export const SWIPE_SLOP_PX = 10;

/** Whether a press-to-release movement was a swipe (replayed as pointer events) rather than a tap (replayed as a click). */
export function isSwipe(from: { x: number; y: number }, to: { x: number; y: number }): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) > SWIPE_SLOP_PX;
}

/** The least a target needs to be judged: its tag and whether it is editable or inside a link. */
export interface TargetFacts {
  /** Lower-case tag name of the event's target element. */
  tag: string;
  /** The target or an ancestor within the island is a link with an href (links work without script). */
  inLink: boolean;
  /** The target is editable text (contenteditable). */
  editable: boolean;
  /** The `type` of an input target, lower case. */
  inputType?: string | undefined;
  /** The target's ARIA role, where it has one. */
  role?: string | undefined;
}

/**
 * Whether a click before hydration is held: every click except on a link, which works without
 * script and navigates as it would have.
 */
export function holdsClick(target: TargetFacts): boolean {
  return !target.inLink;
}

/** Controls whose keys do their own work natively (typing, Enter and Space pressing a button). */
const NATIVE_KEY_TAGS = new Set(['input', 'textarea', 'select', 'button', 'a', 'summary', 'option']);

/** Keys that press a button natively (the click hold then covers the press). */
const PRESS_KEYS = new Set(['Enter', ' ', 'Spacebar']);

/** Keys never held: moving focus, and modifiers alone. */
const FREE_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/**
 * Whether a keydown before hydration is held and replayed: keys on the island's own surfaces (an
 * arrow key on the media stage, or on a tab of the vehicle page's form tabs), not keys a native
 * control acts on itself (typing into a field, Enter on a button, which the click hold then
 * covers), nor focus moves.
 */
export function holdsKey(target: TargetFacts, key: string): boolean {
  if (FREE_KEYS.has(key) || target.inLink || target.editable) return false;
  // A tab's arrows, Home and End are the tab list's (a button alone lets them scroll the page).
  if (target.role === 'tab') return !PRESS_KEYS.has(key);
  return !NATIVE_KEY_TAGS.has(target.tag);
}

/** Input types whose value is text typed or chosen in place, replayed as an input event after hydration. */
const VALUE_TYPES = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'number',
  'password',
  'range',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
  'color',
]);

/**
 * How a field changed before hydration is replayed: `input` for text-like fields and textareas
 * (the component hears an input event with the value typed), `change` for selects; checkboxes and
 * radios change by a click, which is held instead.
 */
export function valueReplay(target: TargetFacts): 'input' | 'change' | undefined {
  if (target.tag === 'textarea') return 'input';
  if (target.tag === 'select') return 'change';
  if (target.tag === 'input') return VALUE_TYPES.has(target.inputType ?? 'text') ? 'input' : undefined;
  return undefined;
}
