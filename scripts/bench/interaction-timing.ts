/**
 * The pure part of the interaction rows: which Event Timing entries belong to the interaction a run
 * made, and what one run measured.
 */

/** One Event Timing entry as the page recorded it (PerformanceEventTiming's fields the bench reads). */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

/**
 * The interaction's duration from input to next paint: the longest entry of the first interaction
 * (by interactionId) that started at or after the input (`inputAt`, the input event's timeStamp,
 * which is its entries' startTime). Undefined when no entry reached the observer's 16 ms threshold.
 */
export function interactionDuration(entries: readonly EventEntry[], inputAt: number): number | undefined {
  const after = entries.filter((e) => e.interactionId > 0 && e.startTime >= inputAt - 1);
  if (after.length === 0) return undefined;
  const first = after.reduce((a, b) => (b.startTime < a.startTime ? b : a));
  return Math.max(...after.filter((e) => e.interactionId === first.interactionId).map((e) => e.duration));
}

/** What one run of one interaction measured. */
export interface InteractionSample {
  /** ms from the input to the paint after the page's response to it (its DOM change or navigation), when one came. */
  toResponsePaint?: number;
  /** The Event Timing duration of the input's own interaction; undefined under the 16 ms threshold. */
  eventDuration?: number;
  /** What the response was ("dom", "navigation"), or why there was none. */
  response: string;
  /** Whether the element's island (or custom element) had hydrated when the input came; null when neither is around it (a page script's element). */
  hydratedAtInput: boolean | null;
}

/** The Event Timing threshold the observer uses: an interaction faster than this has no entry. */
export const EVENT_THRESHOLD_MS = 16;

/**
 * The figure of one run: before hydration, from the input to the paint of the response (the held
 * input is replayed once the island hydrates, and a replayed event has no Event Timing entry of its
 * own, so only this includes loading and hydrating the island); after hydration, the Event Timing
 * duration (the threshold when the interaction was faster than it). NaN when nothing responded.
 */
export function sampleValue(sample: InteractionSample, timing: 'first' | 'hydrated'): number {
  if (timing === 'first') {
    if (sample.toResponsePaint === undefined) return Number.NaN;
    return Math.max(sample.toResponsePaint, sample.eventDuration ?? 0);
  }
  if (sample.eventDuration !== undefined) return sample.eventDuration;
  return sample.toResponsePaint === undefined ? Number.NaN : EVENT_THRESHOLD_MS;
}

/** "3 of 5 before hydration", or what can be said when the element has no island or custom element around it. */
export function hydrationText(samples: readonly InteractionSample[]): string {
  const known = samples.filter((s) => s.hydratedAtInput !== null);
  const early = known.filter((s) => s.hydratedAtInput === false).length;
  if (known.length === 0)
    return 'no island or custom element around the element (a page script): whether it was ready is not shown';
  return `${early} of ${samples.length} before hydration${known.length < samples.length ? ` (${samples.length - known.length} with no island around it)` : ''}`;
}
