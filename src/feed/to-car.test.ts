import { describe, expect, it } from 'vitest';
import { normaliseFeed } from './normalise';
import { BASE_ROW, carFrom, TEST_NOW } from './fixtures/rows';

describe('sold_at', () => {
  const updated_at = '2026-05-20 09:00:00';
  it.each([
    ['sold with a sold date', { status: 'sold', updated_at, sold_date: '18/05/2026' }, '2026-05-18T00:00:00.000Z'],
    [
      'sold with sold_at',
      { status: 'sold', updated_at, sold_at: '2026-05-19T08:00:00+10:00' },
      '2026-05-18T22:00:00.000Z',
    ],
    ['sold with date_sold', { status: 'sold', date_sold: 1779000000 }, '2026-05-17T06:40:00.000Z'],
    ['sold without a sold date', { status: 'sold', updated_at }, '2026-05-20T09:00:00.000Z'],
    ['without a usable status', { status: 'archived', updated_at }, '2026-05-20T09:00:00.000Z'],
    ['in stock, even with a stale sold date', { status: 'in_stock', updated_at, sold_date: '18/05/2026' }, undefined],
    ['coming soon', { status: 'coming_soon', updated_at }, undefined],
    ['sold with no dates at all', { status: 'sold' }, undefined],
  ])('%s', (_name, extra, soldAt) => {
    expect(carFrom(extra).sold_at).toBe(soldAt);
  });
});

describe('name', () => {
  it.each([
    [{ year: 2021, badge: 'Maxx Sport' }, '2021 Mazda CX-5 Maxx Sport'],
    [{}, 'Mazda CX-5'],
    [{ name: 'null', year: '2020' }, '2020 Mazda CX-5'],
    [{ name: '<h1>Mazda CX-5 Special</h1>' }, 'Mazda CX-5 Special'],
  ])('%j → %j', (extra, name) => {
    expect(carFrom(extra).name).toBe(name);
  });
});

describe('slug', () => {
  it.each([
    [{ year: 2021, badge: 'Maxx Sport' }, '2021-mazda-cx-5-maxx-sport-101'],
    [{ make: 'Škoda', model: 'Octavia RS', year: 2019 }, '2019-skoda-octavia-rs-101'],
    [{ slug: 'my-great-car' }, 'my-great-car'],
    [{ slug: ' My Great CAR! ' }, 'my-great-car'],
    [{ slug: 'null', year: 2020 }, '2020-mazda-cx-5-101'],
    [{ slug: '日本' }, 'mazda-cx-5-101'],
  ])('%j → %s', (extra, slug) => {
    expect(carFrom(extra).slug).toBe(slug);
  });

  it('makes slugs unique, warns about the changed ones and leaves rejected rows out', () => {
    const result = normaliseFeed(
      [
        { ...BASE_ROW, id: 1, slug: 'same' },
        { ...BASE_ROW, id: 2, slug: 'same', price: 'call us' },
        { ...BASE_ROW, id: 3, slug: 'same' },
        { ...BASE_ROW, id: 4, slug: 'SAME' },
        { ...BASE_ROW, id: 5, slug: 'same-2' },
      ],
      { now: TEST_NOW },
    );
    expect(result.cars.map((c) => c.slug)).toEqual(['same', 'same-2', 'same-3', 'same-2-2']);
    expect(result.warnings.map((w) => [w.id, w.message])).toEqual([
      ['3', 'slug: "same" is already used, changed to "same-2"'],
      ['4', 'slug: "same" is already used, changed to "same-3"'],
      ['5', 'slug: "same-2" is already used, changed to "same-2-2"'],
    ]);
  });
});
