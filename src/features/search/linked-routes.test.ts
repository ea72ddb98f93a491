import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../config/messages';
import { makeCar } from '../../domain/car.fixture';
import { noStockSimilar } from './no-stock';
import { searchRouteDefs } from './search-routes';

const t = createTranslator();
const stock = [
  makeCar({ id: '1', slug: 'a', make: 'Toyota', model: 'Corolla' }),
  makeCar({ id: '2', slug: 'b', make: 'Mazda', model: 'CX-5' }),
];

describe('a make or model search the site links to gets a page, in stock or not (issue 21 point 16)', () => {
  it('adds the linked make and model pages the stock did not make, marked as linked, with a breadcrumb to the make', () => {
    const defs = searchRouteDefs(stock, t, [{ make: 'Toyota', model: 'HiLux' }, { make: 'Toyota' }, { make: 'Kia' }]);
    const byKey = new Map(defs.map((d) => [d.key, d]));
    expect(byKey.get('toyota')?.linked).toBeUndefined();
    expect(byKey.get('toyota/hilux')).toEqual(
      expect.objectContaining({
        linked: true,
        implied: { make: ['Toyota'], model: ['HiLux'] },
        title: t('searchPage.title.noStock', { name: 'Toyota HiLux' }),
      }),
    );
    expect(byKey.get('toyota/hilux')?.crumbs[1]).toEqual({ label: 'Toyota', href: '/search/toyota' });
    expect(byKey.get('kia')).toEqual(expect.objectContaining({ linked: true, implied: { make: ['Kia'] } }));
    expect(searchRouteDefs(stock, t).some((d) => d.key === 'kia')).toBe(false);
  });

  it('offers similar cars: the same make first, then the range, four at most', () => {
    const cars = [
      makeCar({ id: '1', slug: 'a', make: 'Mazda', model: 'CX-5', primary_image_url: '/a.webp' }),
      makeCar({ id: '2', slug: 'b', make: 'Toyota', model: 'Corolla', primary_image_url: '/b.webp' }),
      makeCar({ id: '3', slug: 'c', make: 'Kia', model: 'Sportage', primary_image_url: '/c.webp', status: 'sold' }),
      ...[4, 5, 6, 7].map((n) =>
        makeCar({ id: String(n), slug: `x${n}`, make: 'Ford', model: `M${n}`, primary_image_url: '/x.webp' }),
      ),
    ];
    const similar = noStockSimilar(cars, 'toyota');
    expect(similar).toHaveLength(4);
    expect(similar[0]?.id).toBe('2');
    expect(similar.map((c) => c.id)).not.toContain('3');
    expect(new Set(similar.map((c) => c.id)).size).toBe(4);
  });
});
