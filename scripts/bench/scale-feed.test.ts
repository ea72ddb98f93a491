import { describe, expect, it } from 'vitest';
import { isValidVin } from '../demo/feed/ids';
import { cloneRow, feedText, scaleFeed } from './scale-feed';

const feed = [
  { id: 700000, slug: '2026-mazda-cx-60-p50e-gt-700000', stocknum: 'SCD10000', vin: 'JM04A4JH6TF385614' },
  { id: 700001, slug: '2019-ford-ranger-xlt-700001', stocknum: 'SCD10001', vin: 'MNAUMFF52KW123456' },
  { id: 702199, slug: 'no-id-suffix', stocknum: 'SCD12199' },
];

describe('scaleFeed', () => {
  it.each([1, 2, 3, 7, 1000])('gives exactly %i rows from a 3-row feed', (count) => {
    expect(scaleFeed(feed, count)).toHaveLength(count);
  });

  it('takes a prefix when the feed is big enough, unchanged', () => {
    expect(scaleFeed(feed, 2)).toEqual(feed.slice(0, 2));
  });

  it('clones past the end with unique ids, slugs, stock numbers and VINs', () => {
    const rows = scaleFeed(feed, (20_000 / 1000) * 3); // 60 rows: 20 copies of the 3-row feed
    for (const key of ['id', 'slug', 'stocknum'] as const) expect(new Set(rows.map((r) => r[key])).size).toBe(60);
    const vins = rows.map((r) => r.vin).filter(Boolean);
    expect(new Set(vins).size).toBe(vins.length);
  });

  it('steps ids past the largest original (702199 → copies at 1,702,199 and up)', () => {
    const rows = scaleFeed(feed, 6);
    expect(rows.map((r) => r.id)).toEqual([700000, 700001, 702199, 1700000, 1700001, 1702199]);
  });

  it('is deterministic', () => {
    expect(scaleFeed(feed, 10)).toEqual(scaleFeed(feed, 10));
  });

  it('refuses an empty feed and non-numeric ids', () => {
    expect(() => scaleFeed([], 10)).toThrow(/empty/);
    expect(() => scaleFeed([{ id: 'abc' }], 10)).toThrow(/numeric id/);
  });
});

describe('cloneRow', () => {
  it('keeps the slug pattern, swapping the trailing id', () => {
    expect(cloneRow(feed[0]!, 2, 1_000_000)).toMatchObject({
      id: 2700000,
      slug: '2026-mazda-cx-60-p50e-gt-2700000',
      stocknum: 'SCD10000C2',
    });
  });
  it('appends the id to a slug without one', () => {
    expect(cloneRow(feed[2]!, 1, 1_000_000).slug).toBe('no-id-suffix-1702199');
  });
  it('keeps a 17-character VIN 17 characters long, with a valid check digit', () => {
    const vin = String(cloneRow(feed[1]!, 12, 1_000_000).vin);
    expect(vin).toMatch(/^MNAUMFF5.KW123012$/);
    expect(isValidVin(vin)).toBe(true);
  });
  it('returns copy 0 as it is', () => {
    expect(cloneRow(feed[0]!, 0, 1_000_000)).toBe(feed[0]);
  });
});

describe('feedText', () => {
  it('writes one row per line and parses back', () => {
    const text = feedText(feed);
    expect(text.split('\n')).toHaveLength(feed.length + 3);
    expect(JSON.parse(text)).toEqual(feed);
  });
});

describe('writeFeedFile', () => {
  it('writes the same text as feedText', async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'bench-feed-'));
    const { writeFeedFile } = await import('./scale-feed');
    writeFeedFile(join(dir, 'feed.json'), scaleFeed(feed, 7));
    expect(readFileSync(join(dir, 'feed.json'), 'utf8')).toBe(feedText(scaleFeed(feed, 7)));
    rmSync(dir, { recursive: true, force: true });
  });
});
