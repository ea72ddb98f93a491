import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FeedError } from './errors';
import { normaliseFeed } from './normalise';
import { buildFeedReport, checkRejectShare, FEED_REPORT_FILE, writeFeedReport, type FeedReport } from './report';
import { BASE_ROW, TEST_NOW } from './fixtures/rows';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** A report of `rows` rows of which `bad` are rejected. */
function reportOf(rows: number, bad: number): FeedReport {
  const feed = Array.from({ length: rows }, (_, i) =>
    i < bad ? { ...BASE_ROW, id: i, price: 'call us' } : { ...BASE_ROW, id: i },
  );
  return buildFeedReport(normaliseFeed(feed, { now: TEST_NOW }), { site: 'demo', source: 'feed.json' });
}

describe('buildFeedReport', () => {
  it('counts rows in, accepted and rejected, and lists each reject with its reasons and the warnings', () => {
    const result = normaliseFeed(
      [{ ...BASE_ROW, seats: 'five' }, { ...BASE_ROW, stocknum: 'S9', price: 'call us' }, 'junk'],
      { now: TEST_NOW },
    );
    const report = buildFeedReport(result, {
      site: 'demo',
      source: 'https://dms.test/feed?key=…',
      generatedAt: '2026-06-01T00:00:00.000Z',
    });
    expect(report).toEqual({
      site: 'demo',
      source: 'https://dms.test/feed?key=…',
      generatedAt: '2026-06-01T00:00:00.000Z',
      counts: { in: 3, accepted: 1, rejected: 2, warnings: 1 },
      rejectedShare: 2 / 3,
      rejects: [
        {
          index: 1,
          id: '101',
          stocknum: 'S9',
          reasons: ['price: expected a number, found "call us"', 'id: "101" is a duplicate of row 0'],
        },
        { index: 2, id: null, stocknum: null, reasons: ['row: expected an object, found "junk"'] },
      ],
      warningsByField: { seats: 1 },
      warnings: [{ index: 0, id: '101', field: 'seats', message: 'seats: expected a number, found "five" (ignored)' }],
    });
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('counts warnings per field, folding list positions, most frequent first', () => {
    const result = normaliseFeed(
      [
        { ...BASE_ROW, id: 1, images: ['javascript:a', 'data:b'], seats: 'x' },
        { ...BASE_ROW, id: 2, images: ['ftp://c'], colour: {}, doors: 'y' },
      ],
      { now: TEST_NOW },
    );
    const report = buildFeedReport(result, { site: 'demo', source: 'x' });
    expect(report.warningsByField).toEqual({ 'images[]': 3, colour: 1, doors: 1, seats: 1 });
    expect(Object.keys(report.warningsByField)).toEqual(['images[]', 'colour', 'doors', 'seats']);
  });

  it('leaves generatedAt out unless given, and gives a share of 0 for an empty result', () => {
    const report = buildFeedReport({ rowCount: 0, cars: [], rejects: [], warnings: [] }, { site: 'demo', source: 'x' });
    expect(report).not.toHaveProperty('generatedAt');
    expect(report.rejectedShare).toBe(0);
  });
});

describe('writeFeedReport', () => {
  it('writes feed-report.json into the directory, creating it', async () => {
    const base = await mkdtemp(join(tmpdir(), 'forecourt-report-'));
    dirs.push(base);
    const report = reportOf(4, 1);
    const path = await writeFeedReport(join(base, 'dist', 'demo.build'), report);
    expect(path).toBe(join(base, 'dist', 'demo.build', FEED_REPORT_FILE));
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(report);
  });
});

describe('checkRejectShare', () => {
  it.each([
    [10, 0, 0],
    [10, 2, 0.2],
    [10, 1, 0.2],
    [10, 10, 1],
    [3, 1, 0.34],
  ])('%i rows with %i rejected pass a maximum of %f', (rows, bad, max) => {
    expect(() => checkRejectShare(reportOf(rows, bad), max)).not.toThrow();
  });

  it.each([
    [
      10,
      3,
      0.2,
      'Feed feed.json rejected 3 of 10 cars (30.0%), more than the allowed 20.0%; see feed-report.json for the reasons',
    ],
    [
      10,
      1,
      0,
      'Feed feed.json rejected 1 of 10 cars (10.0%), more than the allowed 0.0%; see feed-report.json for the reasons',
    ],
    [
      3,
      1,
      0.33,
      'Feed feed.json rejected 1 of 3 cars (33.3%), more than the allowed 33.0%; see feed-report.json for the reasons',
    ],
  ])('%i rows with %i rejected fail a maximum of %f', (rows, bad, max, message) => {
    const run = () => checkRejectShare(reportOf(rows, bad), max);
    expect(run).toThrow(FeedError);
    expect(run).toThrow(message);
  });

  it.each([[-0.1], [1.5], [Number.NaN]])('refuses a maximum share of %f', (max) => {
    expect(() => checkRejectShare(reportOf(2, 0), max)).toThrow(
      `Maximum reject share ${max} is not valid, expected a number from 0 to 1`,
    );
  });
});
