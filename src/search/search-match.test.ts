import { describe, expect, it } from 'vitest';
import { makeCar } from '../domain/car.fixture';
import { toSearchDocument } from './document';
import { savedSearchFilter, searchMatcher } from './search-match';

/** Cars as the feed gives them: the filters read their search documents (body from simple_body, bands from the price…). */
const cars = [
  makeCar({
    id: 'hilux',
    name: '2021 Toyota HiLux SR5',
    model: 'HiLux',
    badge: 'SR5',
    simple_body: 'Ute',
    simple_transmission: 'Automatic',
    price: 45990,
    km: 41000,
    filtered_features: ['Tow Bar', 'Bluetooth'],
  }),
  makeCar({
    id: 'corolla',
    name: '2020 Toyota Corolla Ascent',
    model: 'Corolla',
    simple_body: 'Hatch',
    simple_transmission: 'Manual',
    price: 24990,
    km: 60000,
    filtered_features: ['Bluetooth'],
    finance_lenders: { 'provider-d': { paymentWeek: 120 } } as never,
  }),
  makeCar({
    id: 'ranger',
    name: '2019 Ford Ranger XLT',
    make: 'Ford',
    model: 'Ranger',
    year: 2019,
    simple_body: 'Ute',
    simple_transmission: 'Automatic',
    price: 38990,
    km: 90000,
  }),
];
const matcher = searchMatcher(cars.map((car) => toSearchDocument(car)));
const ids = (filters: Record<string, string | string[]>) => [...matcher.matching(filters)].sort();

describe('saved-search matching through the search documents', () => {
  it.each([
    ['body (simple_body)', { body: ['Ute'] }, ['hilux', 'ranger']],
    ['body, another value', { body: ['Hatch'] }, ['corolla']],
    ['transmission (simple_transmission)', { transmission: ['Manual'] }, ['corolla']],
    ['features (filtered_features, an array)', { filtered_features: ['Tow Bar'] }, ['hilux']],
    ['features shared by two cars', { filtered_features: ['Bluetooth'] }, ['corolla', 'hilux']],
    ['price range slider, upper bound', { price: ':40000' }, ['corolla', 'ranger']],
    ['price range slider, both bounds', { price: '30000:40000' }, ['ranger']],
    ['price band facet (price_range)', { price_range: ['$20,000 - $30,000'] }, ['corolla']],
    ['weekly price band (weekly_price_range)', { weekly_price_range: ['$100 - $150'] }, ['corolla']],
    ['km range', { km: '50000:' }, ['corolla', 'ranger']],
    ['year refinement (a number field, a text value)', { year: ['2019'] }, ['ranger']],
    ['several filters together', { make: ['Toyota'], body: ['Ute'], price: ':50000' }, ['hilux']],
    ['several values of one filter', { make: ['Ford', 'Toyota'], transmission: ['Automatic'] }, ['hilux', 'ranger']],
    ['the typed query', { query: 'ranger' }, ['ranger']],
    ['the typed query with a typo, as the search page forgives', { query: 'corola' }, ['corolla']],
    ['the query and a filter', { query: 'toyota', body: ['Ute'] }, ['hilux']],
    ['a field no document has matches nothing', { colour_code: ['red'] }, []],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('matches nothing over no arrivals', () => {
    expect([...searchMatcher([]).matching({ make: ['Toyota'] })]).toEqual([]);
  });

  it('builds one filter from lists and ranges, leaving the query out', () => {
    expect(savedSearchFilter({ make: ['Toyota'], price: ':40000', query: 'hilux' })).toEqual({
      kind: 'and',
      filters: [
        { kind: 'in', field: 'make', values: ['Toyota'] },
        { kind: 'range', field: 'price', min: Number.MIN_SAFE_INTEGER, max: 40000 },
      ],
    });
  });
});
