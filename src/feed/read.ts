/**
 * Reading a feed from a file or an http(s) URL. A feed that cannot be used at all stops the
 * build with a one-line FeedError saying what was found and what was expected.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { asRecord } from './coerce';
import { FeedError } from './errors';
import { normaliseFeed, type NormaliseOptions, type NormaliseResult } from './normalise';
import { RawFeedSchema } from './raw';
import { jsonRows, JsonRowsError, WHOLE_TEXT_LIMIT_BYTES } from './json-rows';

/** Where relative paths start, and the fetch used for URLs (tests pass a fake or a local server). */
export interface ReadFeedOptions {
  baseDir?: string;
  fetchImpl?: typeof fetch;
  /** Give up on a URL after this long; default 60 s. */
  timeoutMs?: number;
  /** Feeds above this many bytes are read a row at a time (json-rows.ts); tests lower it. */
  wholeTextLimitBytes?: number;
}

/** The raw rows of a feed and a printable name of where they came from (no credentials or query values). */
export interface FeedRows {
  source: string;
  rows: unknown[];
}

const EXPECTED = 'expected a JSON array of cars or { "cars": [...] }';
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HTTP = /^https?:\/\//i;
const WHITESPACE_RUN = /\s+/g;
const DEFAULT_TIMEOUT_MS = 60_000;

/** Reads the feed JSON (array of cars or `{ cars }`) from a path or URL; throws FeedError when unusable. */
export async function readFeed(source: string, options: ReadFeedOptions = {}): Promise<FeedRows> {
  const { name, bytes } = HTTP.test(source)
    ? await fetchBytes(source, options)
    : await fileBytes(source, options.baseDir);
  return feedRowsOfBytes(bytes, name, options.wholeTextLimitBytes);
}

/**
 * The rows of a feed already in memory (the feed watcher fetches its own, conditionally);
 * throws FeedError when the bytes are not a feed with at least one car object.
 */
export function feedRowsOfBytes(bytes: Buffer, name: string, wholeTextLimitBytes = WHOLE_TEXT_LIMIT_BYTES): FeedRows {
  const rows =
    bytes.length > wholeTextLimitBytes ? rowsOfBigFeed(bytes, name) : rowsOfFeed(bytes.toString('utf8'), name);
  if (rows.length === 0)
    throw new FeedError(`Feed ${name} has no cars: found an empty list, expected at least one car`);
  if (!rows.some((row) => asRecord(row) !== undefined)) {
    throw new FeedError(
      `Feed ${name} has no cars: found a list of ${rows.length} items and none is an object, expected car objects`,
    );
  }
  return { source: name, rows };
}

/** The rows of a feed parsed as one text. */
function rowsOfFeed(text: string, name: string): unknown[] {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const why = error instanceof Error ? error.message.replace(WHITESPACE_RUN, ' ') : String(error);
    throw new FeedError(`Feed ${name} is not JSON (${why}); found ${snippet(text)}, ${EXPECTED}`);
  }
  const parsed = v.safeParse(RawFeedSchema, json);
  if (!parsed.success) {
    throw new FeedError(`Feed ${name} has the wrong shape: found ${describeTop(json)}, ${EXPECTED}`);
  }
  return Array.isArray(parsed.output) ? parsed.output : parsed.output.cars;
}

/** The rows of a feed too big to hold as one text (json-rows.ts), parsed a row at a time. */
function rowsOfBigFeed(bytes: Buffer, name: string): unknown[] {
  let rows: unknown[] | undefined;
  try {
    rows = jsonRows(bytes, 'cars');
  } catch (error) {
    if (!(error instanceof JsonRowsError)) throw error;
    throw new FeedError(
      `Feed ${name} is not JSON (${error.message}); found ${snippet(bytes.subarray(0, 200).toString('utf8'))}, ${EXPECTED}`,
    );
  }
  if (!rows)
    throw new FeedError(`Feed ${name} has the wrong shape: found an object without a "cars" list, ${EXPECTED}`);
  return rows;
}

/** Reads and normalises a feed; throws FeedError when not a single car could be used. */
export async function loadFeed(
  source: string,
  options: ReadFeedOptions & NormaliseOptions = {},
): Promise<{ source: string; result: NormaliseResult }> {
  const feed = await readFeed(source, options);
  const result = normaliseFeed(feed.rows, options);
  assertSomeCars(result, feed.source);
  return { source: feed.source, result };
}

/** Throws FeedError when every row was rejected, quoting the first reason so the cause is visible. */
export function assertSomeCars(result: NormaliseResult, source: string): void {
  if (result.cars.length > 0) return;
  const first = result.rejects[0]?.reasons[0];
  throw new FeedError(
    `Feed ${source} has no usable cars: all ${result.rowCount} rows were rejected` +
      `${first ? ` (first: ${first})` : ''}, expected at least one valid car`,
  );
}

/** A feed URL fit for logs and reports: credentials removed, query values hidden (they often carry keys). */
export function printableUrl(url: URL): string {
  const query = url.search ? `?${[...url.searchParams.keys()].map((k) => `${k}=…`).join('&')}` : '';
  return `${url.origin}${url.pathname}${query}`;
}

async function fetchBytes(source: string, options: ReadFeedOptions): Promise<{ name: string; bytes: Buffer }> {
  const url = URL.parse(source);
  if (!url)
    throw new FeedError(
      `Feed URL ${JSON.stringify(source)} is not a valid URL, expected an http(s) URL or a file path`,
    );
  const name = printableUrl(url);
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new FeedError(`Feed ${name} could not be fetched (${why}), expected the URL to answer with JSON`, {
      cause: error,
    });
  }
  if (!response.ok) {
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new FeedError(`Feed ${name} answered HTTP ${status}, expected 200 with JSON`);
  }
  return { name, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function fileBytes(source: string, baseDir = process.cwd()): Promise<{ name: string; bytes: Buffer }> {
  let path: string;
  if (source.startsWith('file://')) path = fileURLToPath(source);
  else if (URL_SCHEME.test(source)) {
    throw new FeedError(
      `Feed source ${JSON.stringify(source)} is not supported, expected a file path or an http(s) URL`,
    );
  } else path = isAbsolute(source) ? source : resolve(baseDir, source);
  try {
    return { name: path, bytes: await readFile(path) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new FeedError(`Feed file ${path} was not found, expected a JSON file of cars there`, { cause: error });
    if (code === 'EISDIR')
      throw new FeedError(`Feed file ${path} is a directory, expected a JSON file of cars`, { cause: error });
    throw new FeedError(
      `Feed file ${path} could not be read (${code ?? String(error)}), expected a readable JSON file`,
      { cause: error },
    );
  }
}

function snippet(text: string): string {
  const flat = text.trim().replace(WHITESPACE_RUN, ' ');
  if (flat === '') return 'an empty file';
  const kind = flat.startsWith('<') ? 'HTML or XML ' : '';
  return `${kind}starting ${JSON.stringify(flat.slice(0, 40))}`;
}

function describeTop(json: unknown): string {
  if (json === null) return 'null';
  if (Array.isArray(json)) return 'a list';
  const record = asRecord(json);
  if (!record) return `a ${typeof json} (${JSON.stringify(json).slice(0, 40)})`;
  const keys = Object.keys(record);
  if (keys.length === 0) return 'an empty object';
  const shown = keys
    .slice(0, 5)
    .map((k) => JSON.stringify(k))
    .join(', ');
  const cars = 'cars' in record ? ' where "cars" is not a list' : '';
  return `an object with keys ${shown}${keys.length > 5 ? ', …' : ''}${cars}`;
}
