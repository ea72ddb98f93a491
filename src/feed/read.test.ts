import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError } from './errors';
import { loadFeed, printableUrl, readFeed } from './read';
import { BASE_ROW, TEST_NOW } from './fixtures/rows';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forecourt-feed-'));
  await mkdir(join(dir, 'a-directory'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function feedFile(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text, 'utf8');
  return path;
}

/** A fetch that answers every URL with the given body and status, and records what was asked. */
function fakeFetch(body: string, status = 200, statusText = 'OK') {
  const calls: string[] = [];
  const impl = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return new Response(body, { status, statusText });
  }) as typeof fetch;
  return { impl, calls };
}

describe('readFeed: both top-level shapes', () => {
  it.each([
    ['an array of cars', JSON.stringify([BASE_ROW, { ...BASE_ROW, id: 2 }])],
    ['{ "cars": [...] }', JSON.stringify({ cars: [BASE_ROW, { ...BASE_ROW, id: 2 }], generated: '2026-06-01' })],
    ['with a byte-order mark', `\ufeff${JSON.stringify([BASE_ROW, { ...BASE_ROW, id: 2 }])}`],
  ])('%s', async (_name, text) => {
    const path = await feedFile('feed.json', text);
    const feed = await readFeed(path);
    expect(feed.source).toBe(path);
    expect(feed.rows).toHaveLength(2);
  });

  it('resolves a relative path against baseDir, and accepts file: URLs', async () => {
    await feedFile('relative.json', JSON.stringify([BASE_ROW]));
    expect((await readFeed('relative.json', { baseDir: dir })).rows).toHaveLength(1);
    expect((await readFeed(`file://${join(dir, 'relative.json')}`)).rows).toHaveLength(1);
  });
});

describe('readFeed: unusable feeds throw one-line FeedErrors', () => {
  it.each([
    ['missing file', 'nope.json', null, /^Feed file .*nope\.json was not found, expected a JSON file of cars there$/],
    ['directory', 'a-directory', null, /^Feed file .*a-directory is a directory, expected a JSON file of cars$/],
    [
      'not JSON',
      'html.json',
      '<!DOCTYPE html>\n<html><body>Login</body></html>',
      /is not JSON \(.*\); found HTML or XML starting "<!DOCTYPE html> <html><body>Login<\/body>", expected a JSON array of cars or \{ "cars": \[\.\.\.\] \}$/,
    ],
    ['empty file', 'empty.json', '', /is not JSON \(.*\); found an empty file, expected a JSON array/],
    [
      'object without cars',
      'object.json',
      '{"data":[],"meta":{}}',
      /has the wrong shape: found an object with keys "data", "meta", expected a JSON array of cars or \{ "cars": \[\.\.\.\] \}$/,
    ],
    [
      'cars not a list',
      'cars.json',
      '{"cars":{"a":1}}',
      /found an object with keys "cars" where "cars" is not a list, expected/,
    ],
    ['a string', 'string.json', '"cars"', /found a string \("cars"\), expected/],
    ['null', 'null.json', 'null', /found null, expected/],
    ['empty list', 'none.json', '[]', /has no cars: found an empty list, expected at least one car$/],
    ['empty cars', 'none2.json', '{"cars":[]}', /has no cars: found an empty list/],
    [
      'no objects',
      'scalars.json',
      '["a", 1, null, [{}]]',
      /has no cars: found a list of 4 items and none is an object, expected car objects$/,
    ],
  ])('%s', async (_name, file, text, message) => {
    const path = text === null ? join(dir, file) : await feedFile(file, text);
    const error = await readFeed(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).message).toMatch(message);
    expect((error as FeedError).message).not.toContain('\n');
  });

  it('refuses other URL schemes', async () => {
    await expect(readFeed('ftp://example.test/feed.json')).rejects.toThrow(
      'Feed source "ftp://example.test/feed.json" is not supported, expected a file path or an http(s) URL',
    );
  });
});

describe('readFeed: URLs', () => {
  it('fetches with the given fetch and hides query values in the source name', async () => {
    const fake = fakeFetch(JSON.stringify({ cars: [BASE_ROW] }));
    const feed = await readFeed('https://dms.example.test/feed.json?dealer=9&key=secret', { fetchImpl: fake.impl });
    expect(fake.calls).toEqual(['https://dms.example.test/feed.json?dealer=9&key=secret']);
    expect(feed.source).toBe('https://dms.example.test/feed.json?dealer=…&key=…');
    expect(feed.rows).toHaveLength(1);
  });

  it.each([
    [404, 'Not Found', 'Feed https://dms.example.test/feed.json answered HTTP 404 Not Found, expected 200 with JSON'],
    [500, '', 'Feed https://dms.example.test/feed.json answered HTTP 500, expected 200 with JSON'],
  ])('HTTP %i', async (status, statusText, message) => {
    const fake = fakeFetch('oops', status, statusText);
    await expect(readFeed('https://dms.example.test/feed.json', { fetchImpl: fake.impl })).rejects.toThrow(message);
  });

  it('turns a network failure into a FeedError', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(readFeed('http://dms.example.test/feed.json', { fetchImpl: failing })).rejects.toThrow(
      'Feed http://dms.example.test/feed.json could not be fetched (fetch failed), expected the URL to answer with JSON',
    );
  });

  it('reads from a local HTTP server with the real fetch', async () => {
    const server: Server = createServer((req, res) => {
      res.writeHead(req.url === '/feed.json' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(req.url === '/feed.json' ? JSON.stringify([BASE_ROW]) : '{}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await readFeed(`http://127.0.0.1:${port}/feed.json`)).rows).toEqual([BASE_ROW]);
      await expect(readFeed(`http://127.0.0.1:${port}/missing.json`)).rejects.toThrow(/answered HTTP 404/);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('prints URLs without credentials', () => {
    expect(printableUrl(new URL('https://user:pass@dms.example.test/a/feed?token=abc'))).toBe(
      'https://dms.example.test/a/feed?token=…',
    );
  });
});

describe('loadFeed', () => {
  it('reads and normalises the bad-rows fixture', async () => {
    const { source, result } = await loadFeed('bad-rows.json', { baseDir: FIXTURES, now: TEST_NOW });
    expect(source).toBe(join(FIXTURES, 'bad-rows.json'));
    expect(result.rowCount).toBe(12);
    expect(result.cars.map((c) => c.id)).toEqual(['5001', '5002', '5006', '5010', '5012']);
    expect(result.rejects.map((r) => [r.index, r.id, r.stocknum, r.reasons])).toEqual([
      [2, '5003', 'U5003', ['price: expected a number, found "call us"']],
      [3, undefined, 'U5004', ['id: missing']],
      [4, '5001', 'N5001-B', ['id: "5001" is a duplicate of row 0']],
      [6, '5007', 'U5007', ['year: expected 1900 to 2027, found 1850']],
      [7, '5008', 'U5008', ['km: must not be negative, found -100']],
      [8, undefined, undefined, ['row: expected an object, found "not a car"']],
      [10, '5011', 'U5011', ['make: missing']],
    ]);
    const hostile = result.cars.find((c) => c.id === '5010');
    expect(hostile?.dealercomments).toBe('Great car|Call today');
    expect(hostile?.images.map((i) => i.url)).toEqual(['https://cdn.example.test/5010/1.jpg']);
  });

  it('throws when no row at all could be used, quoting the first reason', async () => {
    const path = await feedFile('all-bad.json', JSON.stringify([{ id: 1 }, 'x']));
    await expect(loadFeed(path)).rejects.toThrow(
      `Feed ${path} has no usable cars: all 2 rows were rejected (first: make: missing), expected at least one valid car`,
    );
  });
});

describe('a feed too big to hold as one text', () => {
  it('is read a row at a time into the same rows, array or { cars }', async () => {
    const rows = [
      { ...BASE_ROW, id: 1 },
      { ...BASE_ROW, id: 2, make: 'Škoda' },
    ];
    for (const text of [JSON.stringify(rows, null, 2), JSON.stringify({ updated: 'today', cars: rows })]) {
      const path = await feedFile('big.json', text);
      const whole = await readFeed(path);
      const split = await readFeed(path, { wholeTextLimitBytes: 10 });
      expect(split.rows).toEqual(whole.rows);
      expect(split.rows).toHaveLength(2);
    }
  });

  it('says which row is broken, or what shape it found, as a FeedError', async () => {
    const broken = await feedFile('big-broken.json', `[${JSON.stringify(BASE_ROW)}, {"id": 2,}]`);
    await expect(readFeed(broken, { wholeTextLimitBytes: 10 })).rejects.toThrow(
      /^Feed .*big-broken\.json is not JSON \(row 2 is not JSON/,
    );
    const shape = await feedFile('big-shape.json', '{"vehicles": [1]}');
    await expect(readFeed(shape, { wholeTextLimitBytes: 10 })).rejects.toThrow(
      /has the wrong shape: found an object without a "cars" list, expected a JSON array of cars/,
    );
    const empty = await feedFile('big-empty.json', '{"cars": []}');
    await expect(readFeed(empty, { wholeTextLimitBytes: 10 })).rejects.toThrow(FeedError);
  });
});
