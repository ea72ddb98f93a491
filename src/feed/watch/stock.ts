/**
 * "Did the stock change?" is asked of the parsed, normalised cars, not of the feed's bytes: a DMS
 * that regenerates a timestamp or reorders keys on every export must not start a build.
 */
import { createHash } from 'node:crypto';
import type { Car } from '../../domain/car';
import { normaliseFeed } from '../normalise';
import { assertSomeCars, feedRowsOfBytes } from '../read';

/** A feed's stock in brief: the hash of its cars and how many there are. */
export interface FeedStock {
  stockHash: string;
  cars: number;
}

/** A stable hash of normalised cars (keys sorted, so field order in the feed or the code does not count). */
export function stockHash(cars: readonly Car[]): string {
  return createHash('sha256').update(canonicalJson(cars)).digest('hex');
}

/**
 * Parses feed bytes the way the build does (feedRowsOfBytes, normaliseFeed, assertSomeCars);
 * throws the build's FeedError when the feed is not JSON, has the wrong shape or no usable car.
 */
export function stockOfFeed(bytes: Buffer, name: string, now: Date): FeedStock {
  const { rows } = feedRowsOfBytes(bytes, name);
  const result = normaliseFeed(rows, { now });
  assertSomeCars(result, name);
  return { stockHash: stockHash(result.cars), cars: result.cars.length };
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
