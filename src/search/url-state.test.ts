import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  QUERY_URL_DELAY_MS,
  RANGE_URL_DELAY_MS,
  bestRoute,
  emptyUrlState,
  formatRange,
  normaliseUrlState,
  parseRange,
  parseSearchUrl,
  searchUrl,
  urlWriteDelay,
  type SearchUrlState,
  type UrlStateConfig,
} from './url-state';

const config: UrlStateConfig = {
  refinementFields: ['make', 'model', 'car_type', 'body', 'dealership_name'],
  rangeFields: ['price', 'km'],
  sortOptions: ['relevant', 'latest', 'price-desc', 'price-asc'],
  defaultSort: 'relevant',
  routes: {
    'new-used-and-demo-cars': {},
    toyota: { make: ['Toyota'] },
    'toyota/hilux': { make: ['Toyota'], model: ['Hilux'] },
    'land-rover': { make: ['Land Rover'] },
    'used-cars': { car_type: ['used'] },
    'new-and-demo-cars': { car_type: ['new', 'demo'] },
    'coast-motors': { dealership_name: ['Coast Motors'] },
  },
  defaultPath: '/search/new-used-and-demo-cars',
};

const state = (over: Partial<SearchUrlState>): SearchUrlState => ({ ...emptyUrlState(config), ...over });

describe('parseRange / formatRange', () => {
  it.each([
    [':40000', { max: 40000 }],
    ['5000:', { min: 5000 }],
    ['5000:40000', { min: 5000, max: 40000 }],
    [':', undefined],
    ['', undefined],
    ['abc:40000', undefined],
    ['40000', undefined],
  ])('%s → %j', (text, range) => {
    expect(parseRange(text)).toEqual(range);
  });
  it.each([
    [{ max: 40000 }, ':40000'],
    [{ min: 5000 }, '5000:'],
    [{ min: 0, max: 100000 }, '0:100000'],
    [{}, ''],
  ])('%j → %s', (range, text) => {
    expect(formatRange(range)).toBe(text);
  });
});

describe('parseSearchUrl (read)', () => {
  it.each<[string, string, Partial<SearchUrlState>]>([
    ['/search/new-used-and-demo-cars', '', {}],
    ['/search', '', {}],
    ['/search/new-used-and-demo-cars', '?query=&make=&car_type=&price=:40000', { ranges: { price: { max: 40000 } } }],
    ['/search/toyota/hilux', '', { refinements: { make: ['Toyota'], model: ['Hilux'] } }],
    ['/search/toyota/hilux/', '?page=2', { refinements: { make: ['Toyota'], model: ['Hilux'] }, page: 2 }],
    ['/search/used-cars', '?make=Mazda&make=Kia', { refinements: { make: ['Mazda', 'Kia'], car_type: ['used'] } }],
    ['/search/new-and-demo-cars', '', { refinements: { car_type: ['new', 'demo'] } }],
    [
      '/search/coast-motors',
      '?sortBy=price-asc',
      { refinements: { dealership_name: ['Coast Motors'] }, sortBy: 'price-asc' },
    ],
    ['/search/toyota', '?sortBy=nonsense&page=0', { refinements: { make: ['Toyota'] } }],
    ['/search/toyota', '?page=-3&colour=Red', { refinements: { make: ['Toyota'] } }],
    ['/search/unknown-slug', '?query=ranger&km=1000:', { query: 'ranger', ranges: { km: { min: 1000 } } }],
  ])('%s%s', (path, qs, expected) => {
    expect(parseSearchUrl(path, qs, config)).toEqual(state(expected));
  });
});

describe('searchUrl (write)', () => {
  it.each<[Partial<SearchUrlState>, string]>([
    [{}, '/search/new-used-and-demo-cars'],
    [{ refinements: { make: ['Toyota'] } }, '/search/toyota'],
    [{ refinements: { make: ['Toyota'], model: ['Hilux'] } }, '/search/toyota/hilux'],
    [{ refinements: { make: ['Toyota'], model: ['Hilux', 'Corolla'] } }, '/search/toyota?model=Hilux&model=Corolla'],
    [{ refinements: { make: ['Toyota', 'Mazda'] } }, '/search/new-used-and-demo-cars?make=Toyota&make=Mazda'],
    [{ refinements: { car_type: ['demo', 'new'] } }, '/search/new-and-demo-cars'],
    [{ refinements: { make: ['Land Rover'], car_type: ['used'] } }, '/search/land-rover?car_type=used'],
    [{ query: 'ranger', page: 3 }, '/search/new-used-and-demo-cars?query=ranger&page=3'],
    [{ sortBy: 'relevant', page: 1 }, '/search/new-used-and-demo-cars'],
    [{ sortBy: 'price-asc' }, '/search/new-used-and-demo-cars?sortBy=price-asc'],
    [
      { ranges: { price: { max: 40000 }, km: { min: 0, max: 50000 } } },
      '/search/new-used-and-demo-cars?price=%3A40000&km=0%3A50000',
    ],
  ])('%j → %s', (s, url) => {
    expect(searchUrl(state(s), config)).toBe(url);
  });
});

describe('bestRoute', () => {
  it('prefers the path covering more fields, and needs each field matched exactly', () => {
    expect(bestRoute({ make: ['Toyota'], model: ['Hilux'] }, config.routes)).toBe('toyota/hilux');
    expect(bestRoute({ make: ['Toyota'], model: ['Corolla'] }, config.routes)).toBe('toyota');
    expect(bestRoute({ car_type: ['used', 'new'] }, config.routes)).toBeUndefined();
  });
});

describe('URL write delays', () => {
  it.each<[Partial<SearchUrlState>, Partial<SearchUrlState>, number]>([
    [{ query: 'hi' }, { query: 'hil' }, QUERY_URL_DELAY_MS],
    [{ ranges: { price: { min: 0 } } }, { ranges: { price: { min: 1000 } } }, RANGE_URL_DELAY_MS],
    [{}, { refinements: { make: ['Toyota'] } }, 0],
    [{ page: 1 }, { page: 2 }, 0],
    [{}, { sortBy: 'latest' }, 0],
  ])('%j → %j waits %i ms', (a, b, ms) => {
    expect(urlWriteDelay(state(a), state(b))).toBe(ms);
  });
});

const value = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 &,:+%/-]{0,12}$/).filter((s) => s.trim() === s);
const arbState: fc.Arbitrary<SearchUrlState> = fc.record({
  query: fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 12 }).filter((s) => s.trim() !== ''),
  ),
  page: fc.integer({ min: 1, max: 50 }),
  sortBy: fc.constantFrom(...config.sortOptions),
  refinements: fc.record(
    {
      make: fc.uniqueArray(fc.oneof(fc.constant('Toyota'), fc.constant('Land Rover'), value), {
        minLength: 1,
        maxLength: 3,
      }),
      model: fc.uniqueArray(fc.oneof(fc.constant('Hilux'), value), { minLength: 1, maxLength: 3 }),
      car_type: fc.uniqueArray(fc.constantFrom('new', 'demo', 'used'), { minLength: 1, maxLength: 3 }),
      dealership_name: fc.uniqueArray(fc.oneof(fc.constant('Coast Motors'), value), { minLength: 1, maxLength: 2 }),
    },
    { requiredKeys: [] },
  ),
  ranges: fc.record(
    {
      price: fc.record(
        { min: fc.integer({ min: 0, max: 300000 }), max: fc.integer({ min: 0, max: 300000 }) },
        { requiredKeys: [] },
      ),
      km: fc.record(
        { min: fc.integer({ min: 0, max: 300000 }), max: fc.integer({ min: 0, max: 300000 }) },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
});

describe('round trip (property)', () => {
  it('parse(searchUrl(state)) equals the normalised state', () => {
    fc.assert(
      fc.property(arbState, (s) => {
        const url = new URL(searchUrl(s, config), 'http://x.test');
        const back = parseSearchUrl(url.pathname, url.search, config);
        const expected = normaliseUrlState(s, config);
        // Value order within a field may follow the path; compare as sets.
        const sorted = (x: SearchUrlState) => ({
          ...x,
          refinements: Object.fromEntries(Object.entries(x.refinements).map(([k, v]) => [k, [...v].sort()])),
        });
        expect(sorted(back)).toEqual(sorted(expected));
      }),
      { numRuns: 300 },
    );
  });
  it('writing is stable: searchUrl(parse(url)) === url', () => {
    fc.assert(
      fc.property(arbState, (s) => {
        const first = searchUrl(s, config);
        const url = new URL(first, 'http://x.test');
        expect(searchUrl(parseSearchUrl(url.pathname, url.search, config), config)).toBe(first);
      }),
      { numRuns: 300 },
    );
  });
  it('never writes a default: no page=1, no sortBy=relevant, no empty parameter', () => {
    fc.assert(
      fc.property(arbState, (s) => {
        const qs = new URL(searchUrl(s, config), 'http://x.test').searchParams;
        expect(qs.get('page')).not.toBe('1');
        expect(qs.get('sortBy')).not.toBe(config.defaultSort);
        for (const [, v] of qs) expect(v).not.toBe('');
      }),
      { numRuns: 200 },
    );
  });
});
