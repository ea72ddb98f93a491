/**
 * The build's recording clock (issue 22, docs/decisions.md § Incremental builds: the clock). Pages
 * never see the build instant: they ask this clock questions (is it before X? which local day, month
 * or year is it? the instant itself), and each answer narrows the span [from, to) of instants at
 * which every answer given so far would be the same. Answers are recorded where they are asked:
 * - while a page renders (src/middleware.ts runs it in a page scope), into that page;
 * - while a keyed route lists its pages (`keyedPaths`), into every page of that route;
 * - in a value made once and shared by pages (`clockMemo`), into the value, and from it into every
 *   page (or route) that reads it;
 * - anywhere else (the build script, module set-up), into the build, which bounds every page.
 * A page rendered at instant t with span S is the same bytes at any instant of S (given the same
 * data, which its key covers), so the next build keys it on the clock part it had while its new
 * instant stays in S, and on the new instant once it leaves S.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CalendarDay, CalendarUnit, Now } from '../domain/now';
import { zonedParts, zonedToInstant } from '../domain/time-zone';

/** Instants [from, to) (epoch ms) over which a page's clock answers hold; ±Infinity when unbounded. */
export interface ClockSpan {
  from: number;
  to: number;
}

/** What a keyed page keeps of the clock: the clock part of its key and the span it holds over (null for unbounded, as JSON has no Infinity). */
export interface PageClock {
  part: string;
  from: number | null;
  to: number | null;
}

class Recorder {
  from = -Infinity;
  to = Infinity;
  narrow(from: number, to: number): void {
    if (from > this.from) this.from = from;
    if (to < this.to) this.to = to;
  }
  span(): ClockSpan {
    return { from: this.from, to: this.to };
  }
}

interface ClockState {
  now: number;
  build: Recorder;
  scope: AsyncLocalStorage<Recorder>;
  /** The previous build's clock records, by page path. */
  previous: Map<string, PageClock>;
  /** This build's keyed pages: the clock part of each key and the span of its route's listing. */
  keyed: Map<string, { part: string; route: ClockSpan }>;
}

// On the global object: the build script and Astro's renderer load this module separately.
const KEY = Symbol.for('forecourt.buildClock');
const store = globalThis as typeof globalThis & { [KEY]?: ClockState };

const current = (state: ClockState): Recorder => state.scope.getStore() ?? state.build;

/** The build's clock: the only way page code reads the time. */
export class BuildClock implements Now {
  readonly #state: ClockState;
  constructor(state: ClockState) {
    this.#state = state;
  }

  before(ms: number): boolean {
    if (Number.isNaN(ms)) return false;
    const yes = this.#state.now < ms;
    if (yes) current(this.#state).narrow(-Infinity, ms);
    else current(this.#state).narrow(ms, Infinity);
    return yes;
  }

  calendar(unit: CalendarUnit, timeZone: string): CalendarDay {
    const now = this.#state.now;
    const p = zonedParts(new Date(now), timeZone);
    const day: CalendarDay = { year: p.year, month: unit === 'year' ? 1 : p.month, day: unit === 'day' ? p.day : 1 };
    const next = new Date(
      Date.UTC(
        day.year + (unit === 'year' ? 1 : 0),
        day.month - 1 + (unit === 'month' ? 1 : 0),
        day.day + (unit === 'day' ? 1 : 0),
      ),
    );
    const start = zonedToInstant(day, timeZone).getTime();
    const end = zonedToInstant(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
      timeZone,
    ).getTime();
    // A zone whose day does not start at midnight (a DST jump at 00:00) may put the start after now: then the answer holds for the instant only.
    if (start <= now && now < end) current(this.#state).narrow(start, end);
    else current(this.#state).narrow(now, now + 1);
    return day;
  }

  instant(): Date {
    const now = this.#state.now;
    current(this.#state).narrow(now, now + 1);
    return new Date(now);
  }

  /** The clock is never data: a page that serialised it would carry an instant no key covers. */
  toJSON(): never {
    throw new Error(
      'The build clock is not data: ask it a question (before, calendar), or show clock.instant().toISOString().',
    );
  }
}

/** Starts the build's clock at `now` (scripts/build/site-build.ts, before anything reads it). */
export function startBuildClock(now: Date): BuildClock {
  const state: ClockState = {
    now: now.getTime(),
    build: new Recorder(),
    scope: new AsyncLocalStorage(),
    previous: new Map(),
    keyed: new Map(),
  };
  store[KEY] = state;
  return new BuildClock(state);
}

function state(): ClockState {
  const found = store[KEY];
  if (!found) throw new Error('The build clock was not started: build the site with scripts/build.ts.');
  return found;
}

/** The build's clock: the one the build started, else (dev server, tests) one started at `nowIso`. */
export function siteClock(nowIso: string): BuildClock {
  const found = store[KEY];
  return found && found.now === Date.parse(nowIso) ? new BuildClock(found) : startBuildClock(new Date(nowIso));
}

/**
 * Runs `fn` in a scope of its own; returns its value and the span of the answers it was given.
 * With no clock started (a unit test's own context), nothing can be asked, and `fn` just runs.
 */
export function recordClock<T>(fn: () => T): { value: T; span: ClockSpan } {
  const s = store[KEY];
  if (!s) return { value: fn(), span: { from: -Infinity, to: Infinity } };
  const recorder = new Recorder();
  const value = s.scope.run(recorder, fn);
  return { value, span: recorder.span() };
}

/** As recordClock, for work that goes on after an await. */
export async function recordClockAsync<T>(fn: () => Promise<T>): Promise<{ value: T; span: ClockSpan }> {
  const s = store[KEY];
  if (!s) return { value: await fn(), span: { from: -Infinity, to: Infinity } };
  const recorder = new Recorder();
  const value = await s.scope.run(recorder, fn);
  return { value, span: recorder.span() };
}

/**
 * Makes the body of a file keyed without a clock part (a car's data file, `carDataKey`); fails the build when making it
 * asked the clock, since a key without the clock would then let a stale answer be reused.
 */
export function clockFree<T>(path: string, make: () => T): T {
  const { value, span } = recordClock(make);
  if (span.from !== -Infinity || span.to !== Infinity)
    throw new Error(`${path} asked the build clock, but its cache key has no clock part: list it with keyedRoute`);
  return value;
}

/** Narrows the scope in force by a span recorded elsewhere (a shared value being read). */
export function narrowClock(span: ClockSpan): void {
  const s = store[KEY];
  if (s) current(s).narrow(span.from, span.to);
}

/**
 * A value made once per build and read by many pages: the answers given while it was made are kept
 * with it, and every read passes them on to the reader's scope (a cache that skipped this would let
 * the first page's answers stand for every page's).
 */
export function clockMemo<T>(make: () => T): () => T {
  let made: { value: T; span: ClockSpan } | undefined;
  return () => {
    made ??= recordClock(make);
    narrowClock(made.span);
    return made.value;
  };
}

/** As clockMemo, for a value made with an await. */
export function clockMemoAsync<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<{ value: T; span: ClockSpan }> | undefined;
  return async () => {
    made ??= recordClockAsync(make);
    const { value, span } = await made;
    narrowClock(span);
    return value;
  };
}

const spanOf = (c: PageClock): ClockSpan => ({ from: c.from ?? -Infinity, to: c.to ?? Infinity });
const toRecord = (part: string, s: ClockSpan): PageClock => ({
  part,
  from: Number.isFinite(s.from) ? s.from : null,
  to: Number.isFinite(s.to) ? s.to : null,
});
const within = (now: number, s: ClockSpan) => s.from <= now && now < s.to;
const intersect = (a: ClockSpan, b: ClockSpan): ClockSpan => ({
  from: Math.max(a.from, b.from),
  to: Math.min(a.to, b.to),
});
const pathKey = (path: string) => path.replace(/\/+$/, '') || '/';

/** The previous build's page clocks (its page records), read before any page is listed. */
export function takePreviousPageClocks(records: Iterable<readonly [string, PageClock | undefined]>): void {
  const s = state();
  s.previous = new Map(
    [...records].filter((r): r is [string, PageClock] => r[1] !== undefined).map(([path, c]) => [pathKey(path), c]),
  );
}

/**
 * The clock part of a keyed page's key: the part it had in the previous build while this build's
 * instant is within the span its answers held over, else this build's instant.
 */
function clockPart(s: ClockState, path: string): string {
  const before = s.previous.get(path);
  return before && within(s.now, spanOf(before)) ? before.part : new Date(s.now).toISOString();
}

/** A page of a keyed route: its URL path and the key of everything but the clock it renders. */
export interface KeyedPage {
  path: string;
  key: string;
}

/**
 * Lists a keyed route's pages (in its getStaticPaths): the answers given while listing bound every
 * page of the route, and each page's key gets its clock part (`withClock` joins the two).
 */
export function keyedPaths<E extends KeyedPage>(
  list: () => E[],
  withClock: (key: string, part: string) => string,
): Array<Omit<E, 'path' | 'key'> & { cacheKey: string }> {
  const s = state();
  const { value, span } = recordClock(list);
  return value.map(({ path, key, ...entry }) => {
    const at = pathKey(path);
    const part = clockPart(s, at);
    s.keyed.set(at, { part, route: span });
    return { ...entry, cacheKey: withClock(key, part) };
  });
}

/** As keyedPaths, for a route whose listing awaits. */
export async function keyedPathsAsync<E extends KeyedPage>(
  list: () => Promise<E[]>,
  withClock: (key: string, part: string) => string,
): Promise<Array<Omit<E, 'path' | 'key'> & { cacheKey: string }>> {
  const s = state();
  const { value, span } = await recordClockAsync(list);
  return value.map(({ path, key, ...entry }) => {
    const at = pathKey(path);
    const part = clockPart(s, at);
    s.keyed.set(at, { part, route: span });
    return { ...entry, cacheKey: withClock(key, part) };
  });
}

/**
 * Renders one page in a scope of its own (src/middleware.ts); returns its value and, for a keyed
 * page, its clock record: its key's clock part and the span of its answers, its route's and the
 * build's so far (the build's final span is applied by `settlePageClock` once every page is made).
 */
export async function renderWithClock<T>(
  path: string,
  render: () => Promise<T>,
): Promise<{ value: T; clock?: PageClock }> {
  const s = store[KEY];
  if (!s) return { value: await render() };
  const { value, span } = await recordClockAsync(render);
  const keyed = s.keyed.get(pathKey(path));
  if (!keyed) return { value };
  return { value, clock: toRecord(keyed.part, intersect(intersect(span, keyed.route), s.build.span())) };
}

/** A rendered page's clock record bounded by the build's span at its end (answers given outside any page). */
export function settlePageClock(record: PageClock): PageClock {
  return toRecord(record.part, intersect(spanOf(record), state().build.span()));
}
