import { describe, expect, it } from 'vitest';
import {
  hydrationText,
  interactionDuration,
  sampleValue,
  type EventEntry,
  type InteractionSample,
} from './interaction-timing';

const entry = (name: string, startTime: number, duration: number, interactionId: number): EventEntry => ({
  name,
  startTime,
  duration,
  interactionId,
});

describe('interactionDuration', () => {
  it("is the longest entry of the first interaction that starts at the input, the tap's pointerdown, pointerup and click together", () => {
    const entries = [
      entry('pointerdown', 900, 200, 11), // an earlier interaction (the tap that focused the field)
      entry('pointerdown', 1000.4, 48, 17),
      entry('pointerup', 1030, 40, 17),
      entry('click', 1031, 104, 17),
      entry('keydown', 1500, 300, 18), // a later one
      entry('pointerover', 1000.4, 120, 0), // not part of an interaction
    ];
    expect(interactionDuration(entries, 1000.4)).toBe(104);
  });

  it('takes the input timestamp as its entries start (rounded to the ms in Event Timing)', () => {
    expect(interactionDuration([entry('keydown', 1000, 56, 3), entry('keyup', 1090, 24, 3)], 1000.6)).toBe(56);
  });

  it('is undefined when no entry of an interaction reached the threshold', () => {
    expect(interactionDuration([entry('pointermove', 1000, 40, 0)], 1000)).toBeUndefined();
    expect(interactionDuration([], 1000)).toBeUndefined();
    expect(interactionDuration([entry('click', 800, 40, 2)], 1000)).toBeUndefined();
  });
});

const sample = (over: Partial<InteractionSample>): InteractionSample => ({
  response: 'dom',
  hydratedAtInput: false,
  ...over,
});

describe('sampleValue', () => {
  it('before hydration: from the input to the paint of the response, which includes hydrating and the replay', () => {
    expect(sampleValue(sample({ toResponsePaint: 640, eventDuration: 24 }), 'first')).toBe(640);
    // The held input's own event can be the longer one: its paint came later than the response's.
    expect(sampleValue(sample({ toResponsePaint: 60, eventDuration: 72 }), 'first')).toBe(72);
    expect(
      sampleValue(sample({ eventDuration: 24, response: 'no response within 15 s (input lost)' }), 'first'),
    ).toBeNaN();
  });

  it('after hydration: the Event Timing duration, the threshold when it was faster, NaN without a response', () => {
    expect(sampleValue(sample({ toResponsePaint: 90, eventDuration: 88 }), 'hydrated')).toBe(88);
    expect(sampleValue(sample({ toResponsePaint: 9 }), 'hydrated')).toBe(16);
    expect(sampleValue(sample({ response: 'no response' }), 'hydrated')).toBeNaN();
  });
});

describe('hydrationText', () => {
  it('counts the inputs made before hydration, and says when there was no island to tell', () => {
    expect(hydrationText([sample({}), sample({ hydratedAtInput: true }), sample({})])).toBe('2 of 3 before hydration');
    expect(hydrationText([sample({ hydratedAtInput: null }), sample({})])).toBe(
      '1 of 2 before hydration (1 with no island around it)',
    );
    expect(hydrationText([sample({ hydratedAtInput: null })])).toBe(
      'no island or custom element around the element (a page script): whether it was ready is not shown',
    );
  });
});
