import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { uiToUrlState, urlToUiState, withAcceptedRanges } from './search-routing.client';
import { emptyUrlState, normaliseUrlState, type SearchUrlState, type UrlStateConfig } from '../../search/url-state';

const config: UrlStateConfig = {
  refinementFields: ['make', 'model', 'car_type', 'colour'],
  rangeFields: ['price', 'km'],
  sortOptions: ['relevant', 'latest', 'price-desc', 'price-asc'],
  defaultSort: 'relevant',
  routes: {},
  defaultPath: '/search/new-used-and-demo-cars',
};

describe('InstantSearch UiState ↔ URL state', () => {
  it.each<[Partial<SearchUrlState>, Record<string, unknown>]>([
    [{}, { sortBy: 'cars' }],
    [
      { query: 'hilux', page: 3 },
      { query: 'hilux', page: 3, sortBy: 'cars' },
    ],
    [{ sortBy: 'price-asc' }, { sortBy: 'cars/sort/price:asc' }],
    [{ sortBy: 'latest' }, { sortBy: 'cars/sort/created_at_timestamp:desc' }],
    [
      { refinements: { make: ['Toyota'] }, ranges: { price: { max: 40000 } } },
      { sortBy: 'cars', refinementList: { make: ['Toyota'] }, range: { price: ':40000' } },
    ],
  ])('%j → %j', (state, ui) => {
    expect(urlToUiState({ ...emptyUrlState(config), ...state }, 'cars')).toEqual(ui);
  });
  it('round-trips any state', () => {
    const arb = fc.record({
      query: fc.string({ maxLength: 8 }),
      page: fc.integer({ min: 1, max: 9 }),
      sortBy: fc.constantFrom(...config.sortOptions),
      refinements: fc.record(
        {
          make: fc.uniqueArray(fc.constantFrom('Toyota', 'Mazda'), { minLength: 1 }),
          colour: fc.uniqueArray(fc.constantFrom('Red', 'Blue'), { minLength: 1 }),
        },
        { requiredKeys: [] },
      ),
      ranges: fc.record(
        { price: fc.record({ min: fc.nat(200000), max: fc.nat(200000) }, { requiredKeys: ['max'] }) },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(arb, (s) => {
        const state = normaliseUrlState(s, config);
        expect(normaliseUrlState(uiToUrlState(urlToUiState(state, 'cars'), config, 'cars'), config)).toEqual(state);
      }),
    );
  });
});

describe('range bounds the slider cannot hold (spec 01 §5.1: ignored, only logged)', () => {
  const bounds = { price: { min: 2000, max: 176000 }, km: { min: 0, max: 200000 } };
  const read = (ranges: SearchUrlState['ranges']) => {
    const log: string[] = [];
    const state = withAcceptedRanges(
      { ...emptyUrlState(config), refinements: { make: ['Kia'] }, ranges },
      bounds,
      (m) => log.push(m),
    );
    return { ranges: state.ranges, refinements: state.refinements, log };
  };
  it.each<[string, SearchUrlState['ranges'], SearchUrlState['ranges'], number]>([
    ['price=500000: drops the min', { price: { min: 500000 } }, {}, 1],
    ['price=:99999999 drops the max', { price: { max: 99999999 } }, {}, 1],
    ['km=-5: drops the min', { km: { min: -5 } }, {}, 1],
    ['a bound inside stays, the other goes', { price: { min: 10000, max: 900000 } }, { price: { min: 10000 } }, 1],
    ['crossed bounds keep the max', { price: { min: 60000, max: 20000 } }, { price: { max: 20000 } }, 1],
    [
      'inside the range is untouched',
      { price: { min: 10000, max: 40000 }, km: { max: 50000 } },
      { price: { min: 10000, max: 40000 }, km: { max: 50000 } },
      0,
    ],
  ])('%s', (_name, ranges, expected, logged) => {
    const out = read(ranges);
    expect(out.ranges).toEqual(expected);
    expect(out.log).toHaveLength(logged);
    expect(out.refinements).toEqual({ make: ['Kia'] });
  });
  it('names the field and the value in the log', () => {
    expect(read({ price: { min: 500000 } }).log[0]).toBe(
      'price in the URL: min 500000 is outside the range 2000–176000; ignored',
    );
  });
});
