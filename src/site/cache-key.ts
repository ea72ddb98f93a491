/**
 * Digests for the incremental build's page keys (Astro's `cacheKey`, issue 22): sha256 over the JSON of
 * what a page renders. A car's digest is made once per build, however many pages show the car.
 */
import { createHash } from 'node:crypto';
import type { Car } from '../domain/car';

/** sha256 (base64url) of the parts in order; strings are taken as they are, anything else as its JSON. */
export function digest(...parts: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts)
    hash.update(typeof part === 'string' ? part : (JSON.stringify(part) ?? 'undefined')).update('\0');
  return hash.digest('base64url');
}

const carDigests = new WeakMap<Car, string>();

/** The digest of every field of a normalised car. */
export function carDigest(car: Car): string {
  let known = carDigests.get(car);
  if (known === undefined) carDigests.set(car, (known = digest(car)));
  return known;
}
