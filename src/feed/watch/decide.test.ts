import { describe, expect, it } from 'vitest';
import { conditionalHeaders, currentState, decide, isDue, type FeedCheck, type WatchState } from './decide';

const NOW = new Date('2026-06-01T00:30:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const STATE: WatchState = {
  checkedAt: minutesAgo(5),
  stockHash: 'h1',
  cars: 40,
  deployHash: 'd1',
  etag: '"e1"',
  lastModified: 'Mon, 01 Jun 2026 00:00:00 GMT',
};
const DEPLOY = { hash: 'd1', cars: 38 };

describe('isDue: the site interval since the last successful check, a minute of slack', () => {
  it.each([
    ['never checked', undefined, 5, true],
    ['5 of 5 minutes', STATE, 5, true],
    ['4 of 5 minutes (the slack)', { ...STATE, checkedAt: minutesAgo(4) }, 5, true],
    ['3 of 5 minutes', { ...STATE, checkedAt: minutesAgo(3) }, 5, false],
    ['10 of 15 minutes', { ...STATE, checkedAt: minutesAgo(10) }, 15, false],
    ['14 of 15 minutes', { ...STATE, checkedAt: minutesAgo(14) }, 15, true],
    ['1439 of 1440 minutes', { ...STATE, checkedAt: minutesAgo(1439) }, 1440, true],
    ['1300 of 1440 minutes', { ...STATE, checkedAt: minutesAgo(1300) }, 1440, false],
    ['a check in the future (clock moved back)', { ...STATE, checkedAt: minutesAgo(-10) }, 5, true],
  ])('%s → %s', (_name, state, minutes, due) => {
    expect(isDue(state, NOW, minutes)).toBe(due);
  });
});

describe('currentState and conditionalHeaders', () => {
  it('a state saved under another deploy is dropped, so its validators are not sent', () => {
    expect(currentState(STATE, 'd1')).toBe(STATE);
    expect(currentState(STATE, 'd2')).toBeUndefined();
    expect(conditionalHeaders(currentState(STATE, 'd2'))).toEqual({});
  });

  it('sends what the last check got', () => {
    expect(conditionalHeaders(STATE)).toEqual({
      'if-none-match': '"e1"',
      'if-modified-since': 'Mon, 01 Jun 2026 00:00:00 GMT',
    });
    expect(conditionalHeaders({ ...STATE, etag: undefined })).toEqual({
      'if-modified-since': 'Mon, 01 Jun 2026 00:00:00 GMT',
    });
  });
});

describe('decide', () => {
  const stock = (stockHash: string, cars = 40, etag?: string): FeedCheck => ({
    kind: 'stock',
    stockHash,
    cars,
    ...(etag ? { etag } : {}),
  });
  it.each<[string, WatchState | undefined, FeedCheck, string]>([
    ['same stock as last check', STATE, stock('h1'), 'unchanged'],
    ['other stock than last check', STATE, stock('h2'), 'changed'],
    ['no state, same stock as the deploy', undefined, stock('d1'), 'unchanged'],
    ['no state, other stock than the deploy', undefined, stock('h1'), 'changed'],
    ['304', STATE, { kind: 'not-modified' }, 'unchanged'],
    ['304 without having sent validators', undefined, { kind: 'not-modified' }, 'failed'],
    ['a failed check', STATE, { kind: 'failed', reason: 'feed answered HTTP 502' }, 'failed'],
  ])('%s → %s', (_name, state, check, kind) => {
    expect(decide(state, check, DEPLOY, NOW).kind).toBe(kind);
  });

  it('saves the new stock, validators, time and deploy; a 304 keeps all but the time', () => {
    const changed = decide(STATE, stock('h2', 41, '"e2"'), DEPLOY, NOW);
    expect(changed).toEqual({
      kind: 'changed',
      message: 'stock changed (40 → 41 cars); build hook called',
      save: { checkedAt: NOW.toISOString(), stockHash: 'h2', cars: 41, deployHash: 'd1', etag: '"e2"' },
    });
    expect(decide(STATE, { kind: 'not-modified' }, DEPLOY, NOW)).toMatchObject({
      save: { ...STATE, checkedAt: NOW.toISOString() },
    });
  });

  it('a failure carries its reason and nothing to save', () => {
    expect(decide(STATE, { kind: 'failed', reason: 'feed answered HTTP 502' }, DEPLOY, NOW)).toEqual({
      kind: 'failed',
      message: 'feed answered HTTP 502',
    });
  });
});
