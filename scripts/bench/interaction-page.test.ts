import { describe, expect, it } from 'vitest';
import type { Car } from '../../src/domain/car';
import { parseSiteConfig } from '../../src/config/parse';
import { siteWith } from '../../src/config/testing';
import { interactionNames, interactionPath } from './interaction-page';

describe('interactionNames', () => {
  it("names the gallery's next button, the Favourite toggle and the calculator's amount field in the site's wording", () => {
    const config = parseSiteConfig(
      siteWith({ features: { watchlist: { wording: 'garage' } }, finance: { provider: 'provider-d' } }),
      'site.yaml',
    );
    expect(interactionNames(config)).toEqual({
      next: 'Next image',
      favourite: 'Save to garage',
      amount: 'Purchase Price',
    });
  });

  it("follows the site's own labels, and leaves out what the site does not have", () => {
    const config = parseSiteConfig(
      siteWith({ labels: { 'viewer.next': 'Next photo' }, features: { watchlist: false } }),
      'site.yaml',
    );
    expect(interactionNames(config)).toEqual({ next: 'Next photo' });
  });
});

const car = (slug: string, over: Partial<Record<string, unknown>> = {}) =>
  ({
    id: slug,
    slug,
    status: 'in_stock',
    price: 30_000,
    images: [{}, {}, {}],
    spin_images: [],
    ...over,
  }) as unknown as Car;

describe('interactionPath', () => {
  const cars = [
    car('few-photos'),
    car('most-photos-sold', { status: 'sold', images: Array.from({ length: 9 }, () => ({})) }),
    car('no-price', { price: undefined, images: Array.from({ length: 8 }, () => ({})) }),
    car('spins', { spin_images: ['a.jpg'], images: Array.from({ length: 7 }, () => ({})) }),
    car('one-photo', { images: [{}] }),
    car('many-photos', { images: Array.from({ length: 6 }, () => ({})) }),
  ];

  it('picks the car for sale, with a price, opening on a gallery of several photos, most photos first', () => {
    expect(interactionPath(cars, false, () => true)).toBe('/cars/many-photos');
  });

  it('takes a spinning car where the site opens its viewer on the gallery, and only pages the build wrote', () => {
    expect(interactionPath(cars, true, () => true)).toBe('/cars/spins');
    expect(interactionPath(cars, false, (p) => p !== '/cars/many-photos')).toBe('/cars/few-photos');
    expect(interactionPath([car('one-photo', { images: [{}] })], false, () => true)).toBeUndefined();
  });
});
