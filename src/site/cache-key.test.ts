import { describe, expect, it } from 'vitest';
import { carDigest, digest } from './cache-key';
import type { Car } from '../domain/car';

describe('page key digests', () => {
  it('change with any part, its order, or a field of a car', () => {
    expect(digest('a', { b: 1 })).toBe(digest('a', { b: 1 }));
    expect(digest('a', { b: 1 })).not.toBe(digest('a', { b: 2 }));
    expect(digest('a', 'b')).not.toBe(digest('b', 'a'));
    expect(digest('ab', '')).not.toBe(digest('a', 'b'));
    expect(digest(undefined)).not.toBe(digest('undefined '));
    const car = { id: '1', price: 100, images: [{ url: '/a.jpg' }] } as unknown as Car;
    const photos = { ...car, images: [{ url: '/a.jpg' }, { url: '/b.jpg' }] } as unknown as Car;
    expect(carDigest(car)).toBe(digest(car));
    expect(carDigest(photos)).not.toBe(carDigest(car));
    expect(carDigest({ ...car, price: 99 } as Car)).not.toBe(carDigest(car));
  });
});
