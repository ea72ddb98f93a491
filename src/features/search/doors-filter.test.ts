import { describe, expect, it } from 'vitest';
import { parseSiteYaml } from '../../config/load';
import { createTranslator } from '../../config/messages';
import { makeCar } from '../../domain/car.fixture';
import type { Car } from '../../domain/car';
import { toSearchDocument } from '../../search/document';
import { typesenseCollectionSchema } from '../../search/fields';
import { chipLabel, filterTable, refinementFields } from '../../site/filter-table';
import { createStaticSearch } from './static-results';

const t = createTranslator();
const now = new Date('2026-11-20T00:00:00+10:00');
const site = (extra = '') =>
  parseSiteYaml(`name: Test Motors\nfeed:\n  source: feed.json\n${extra}`, 'site.yaml', 'test');
const withDoors = site('search:\n  filters:\n    doors: true\n');
const car = (i: number, doors: number | undefined): Car =>
  makeCar({
    id: String(i),
    slug: `car-${i}`,
    make: 'Toyota',
    model: 'Corolla',
    status: 'in_stock',
    show_on_dealer_website: true,
    doors,
  });
const cars = [car(1, 4), car(2, 5), car(3, 5), car(4, 2), car(5, undefined)];

describe('the doors filter (a feed field the car already carries)', () => {
  it('is off by default: the spec lists the filters, so doors is one a site turns on', () => {
    expect(filterTable(site(), t).some((spec) => spec.id === 'doors')).toBe(false);
  });

  it('appears after seats when the site turns it on, labelled Doors, its values in number order', () => {
    const ids = filterTable(withDoors, t).map((spec) => spec.id);
    expect(ids.indexOf('doors')).toBe(ids.indexOf('seats') + 1);
    expect(filterTable(withDoors, t).find((spec) => spec.id === 'doors')).toMatchObject({
      kind: 'list',
      field: 'doors',
      label: 'Doors',
      order: 'name',
    });
    expect(refinementFields(filterTable(withDoors, t))).toContain('doors');
    expect(chipLabel('doors', '5', t)).toBe('5 doors');
  });

  it('is a faceted int32 field the documents copy from the car', () => {
    expect(typesenseCollectionSchema('cars').fields.find((f) => f.name === 'doors')).toEqual({
      name: 'doors',
      type: 'int32',
      facet: true,
      optional: true,
    });
    expect(toSearchDocument(car(1, 4)).doors).toBe(4);
    expect('doors' in toSearchDocument(car(5, undefined))).toBe(false);
  });

  it('counts its values and filters the results', () => {
    const engine = createStaticSearch(cars, withDoors, now);
    const run = (refinements: Record<string, string[]>) =>
      engine.run({ refinements, sort: 'relevant', pageSize: 21, listFields: ['doors'], rangeFields: [] });
    expect(run({}).facets.values.doors).toEqual(
      expect.arrayContaining([
        { value: '5', count: 2 },
        { value: '4', count: 1 },
        { value: '2', count: 1 },
      ]),
    );
    expect(
      run({ doors: ['5'] })
        .hits.map((hit) => hit.id)
        .sort(),
    ).toEqual(['2', '3']);
    expect(run({ doors: ['4', '2'] }).found).toBe(2);
  });
});
