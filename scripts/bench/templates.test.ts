import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Car } from '../../src/domain/car';
import { pageExists, pickTemplateUrls } from './templates';

const car = (slug: string, car_type: string, status: string, photos: number) =>
  ({ id: slug, slug, car_type, status, images: Array.from({ length: photos }, () => ({})) }) as unknown as Car;
const cars = [
  car('new-few', 'new', 'in_stock', 2),
  car('new-many', 'new', 'in_stock', 9),
  car('used-1', 'used', 'coming_soon', 4),
  car('used-sold', 'used', 'sold', 6),
  car('demo-1', 'demo', 'in_stock', 12),
];

const out = mkdtempSync(join(tmpdir(), 'bench-templates-'));
const page = (path: string) => {
  mkdirSync(join(out, path), { recursive: true });
  writeFileSync(join(out, path, 'index.html'), '<html></html>');
};
for (const p of [
  '',
  'search/new-used-and-demo-cars',
  'cars/new-few',
  'cars/new-many',
  'cars/used-1',
  'cars/used-sold',
  'finance',
  'book-test-drive',
  'locations/zz-south',
  'locations/aa-north',
])
  page(p);
writeFileSync(join(out, 'dealer-locator.html'), '<html></html>');
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('pageExists', () => {
  it.each([
    ['/', true],
    ['/finance', true],
    ['/finance/', true],
    ['/dealer-locator', true],
    ['/my-garage', false],
  ])('%s → %s', (path, expected) => expect(pageExists(out, path)).toBe(expected));
});

describe('pickTemplateUrls', () => {
  const urls = pickTemplateUrls(out, cars);
  it.each([
    ['home', '/'],
    ['search', '/search/new-used-and-demo-cars'],
    ['vehicle new', '/cars/new-many'],
    ['vehicle used', '/cars/used-1'],
    ['vehicle sold', '/cars/used-sold'],
    ['finance', '/finance'],
    ['forms', '/book-test-drive'],
    ['locations', '/locations/aa-north'],
    ['offers', undefined],
    ['watchlist', undefined],
  ] as const)('%s → %s', (template, path) => expect(urls[template]).toBe(path));
});
