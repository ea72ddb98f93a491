import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clockFree,
  clockMemo,
  keyedPaths,
  narrowClock,
  recordClock,
  renderWithClock,
  settlePageClock,
  startBuildClock,
  takePreviousPageClocks,
} from './build-clock';
import { isJustArrived } from '../domain/badges';

const T = Date.parse('2026-11-20T10:00:00+10:00');
const HOUR = 3_600_000;
const KEY = Symbol.for('forecourt.buildClock');
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEY];
});

describe('the build clock', () => {
  it('records the instant at which each answer would change', () => {
    const clock = startBuildClock(new Date(T));
    const { span } = recordClock(() => {
      expect(clock.before(T + 2 * HOUR)).toBe(true);
      expect(clock.before(T - HOUR)).toBe(false);
      expect(clock.before(Number.NaN)).toBe(false);
    });
    expect(span).toEqual({ from: T - HOUR, to: T + 2 * HOUR });
  });

  it('makes a file keyed without a clock part, and fails the build if making it asked the clock', () => {
    const clock = startBuildClock(new Date(T));
    expect(clockFree('/form-cars/1.json', () => '{"id":"1"}')).toBe('{"id":"1"}');
    expect(() => clockFree('/form-cars/2.json', () => clock.before(T + HOUR))).toThrow(
      '/form-cars/2.json asked the build clock, but its cache key has no clock part: list it with keyedRoute',
    );
  });

  it('answers a local day, month or year for the whole of it', () => {
    const clock = startBuildClock(new Date(T));
    const day = recordClock(() => clock.calendar('day', 'Australia/Brisbane'));
    expect(day.value).toEqual({ year: 2026, month: 11, day: 20 });
    expect(day.span).toEqual({
      from: Date.parse('2026-11-20T00:00:00+10:00'),
      to: Date.parse('2026-11-21T00:00:00+10:00'),
    });
    const month = recordClock(() => clock.calendar('month', 'Australia/Perth'));
    expect(month.value).toEqual({ year: 2026, month: 11, day: 1 });
    expect(month.span).toEqual({
      from: Date.parse('2026-11-01T00:00:00+08:00'),
      to: Date.parse('2026-12-01T00:00:00+08:00'),
    });
    // Sydney is on daylight time in November (+11:00) and the year starts there at +11:00 too.
    const year = recordClock(() => clock.calendar('year', 'Australia/Sydney'));
    expect(year.span).toEqual({
      from: Date.parse('2026-01-01T00:00:00+11:00'),
      to: Date.parse('2027-01-01T00:00:00+11:00'),
    });
    const exact = recordClock(() => clock.instant());
    expect(exact.span).toEqual({ from: T, to: T + 1 });
  });

  it('lets domain rules ask it in place of a Date', () => {
    const clock = startBuildClock(new Date(T));
    const car = { created_at: new Date(T - 8 * 24 * HOUR + 2 * HOUR).toISOString() };
    const { value, span } = recordClock(() => isJustArrived(car, clock, 8));
    expect(value).toBe(isJustArrived(car, new Date(T), 8));
    expect(span.to).toBe(T + 2 * HOUR);
  });

  it("passes a shared value's answers on to every reader, not only the first", () => {
    const clock = startBuildClock(new Date(T));
    const shared = clockMemo(() => clock.before(T + HOUR));
    const first = recordClock(() => shared());
    const second = recordClock(() => shared());
    expect(first.span).toEqual({ from: -Infinity, to: T + HOUR });
    expect(second.span).toEqual(first.span);
  });

  it('is never serialised into a page', () => {
    const clock = startBuildClock(new Date(T));
    expect(() => JSON.stringify({ now: clock })).toThrow(/not data/);
  });

  it('keys a page on its old clock part while the new instant is within its span, else on the new instant', async () => {
    startBuildClock(new Date(T + HOUR));
    takePreviousPageClocks([
      ['/cars/a', { part: 'T', from: T, to: T + 2 * HOUR }],
      ['/cars/b', { part: 'T', from: T, to: T + HOUR }],
    ]);
    const listed = keyedPaths(
      () => ['a', 'b', 'c'].map((slug) => ({ path: `/cars/${slug}/`, key: slug, slug })),
      (key, part) => `${key}@${part}`,
    );
    expect(listed.map((e) => e.cacheKey)).toEqual([
      'a@T',
      `b@${new Date(T + HOUR).toISOString()}`,
      `c@${new Date(T + HOUR).toISOString()}`,
    ]);
    const rendered = await renderWithClock('/cars/a', async () => {
      narrowClock({ from: T - HOUR, to: T + 3 * HOUR });
      return 'html';
    });
    expect(rendered.clock).toEqual({ part: 'T', from: T - HOUR, to: T + 3 * HOUR });
    // An answer given outside any page (the build script's) bounds every page.
    startBuildClockKeep();
    expect(settlePageClock(rendered.clock!)).toEqual({ part: 'T', from: T - HOUR, to: T + 2 * HOUR });
  });
});

/** Asks, outside any page, a question whose answer changes at T + 2 h. */
function startBuildClockKeep(): void {
  const state = (globalThis as Record<symbol, { now: number; build: { narrow(from: number, to: number): void } }>)[
    KEY
  ]!;
  state.build.narrow(-Infinity, T + 2 * HOUR);
}

/**
 * Pages read the time only through the build clock: a raw read of the machine's clock in code that
 * can run while pages are made would be an answer no page records. Each file below reads it only
 * in the browser (or outside the pages); a new one must be added here with its reason, or use the clock.
 */
const BROWSER_OR_ELSEWHERE: Record<string, string> = {
  'src/features/forms/TestDriveSlots.tsx': "the browser's today, read when the shopper picks a date",
  'src/features/forms/use-valuation-wizard.ts': 'the offer shown after the shopper answers, in the browser',
  'src/features/sales-counter/SalesCounter.astro': 'the schedule figure, refreshed by a page script',
  'src/features/sales-counter/sales-count-stale-inline.ts': 'the stale check, an inline script',
  'src/features/search/SearchIsland.tsx': 'the sold window of live searches, a filter that renders no HTML',
  'src/feed/normalise.ts':
    'the default when no clock is passed (the build passes its instant; the cars are data the keys cover)',
  'src/search/engine/search.ts': "a search's duration, not its results",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro)$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('code that makes pages', () => {
  const root = resolve(import.meta.dirname, '../..');
  it('names only files that exist', () => {
    expect(Object.keys(BROWSER_OR_ELSEWHERE).filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
  it('reads the time only through the build clock (browser code, `.client.ts` and client/ folders, excepted)', () => {
    const raw = sourceFiles(join(root, 'src'))
      .map((file) => relative(root, file).split('\\').join('/'))
      .filter(
        (file) =>
          !file.startsWith('src/api/') &&
          !file.includes('/client/') &&
          !file.endsWith('.client.ts') &&
          !file.includes('/fixtures/'),
      )
      .filter((file) => /Date\.now\(\)|new Date\(\)|FORECOURT_NOW/.test(readFileSync(join(root, file), 'utf8')));
    expect(raw.filter((file) => !(file in BROWSER_OR_ELSEWHERE))).toEqual([]);
  });
});
