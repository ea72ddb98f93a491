import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { uiToUrlState, urlToUiState } from './search-routing';
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
    [{ query: 'hilux', page: 3 }, { query: 'hilux', page: 3, sortBy: 'cars' }],
    [{ sortBy: 'price-asc' }, { sortBy: 'cars/sort/price:asc' }],
    [{ sortBy: 'latest' }, { sortBy: 'cars/sort/created_at_timestamp:desc' }],
    [{ refinements: { make: ['Toyota'] }, ranges: { price: { max: 40000 } } }, { sortBy: 'cars', refinementList: { make: ['Toyota'] }, range: { price: ':40000' } }],
  ])('%j → %j', (state, ui) => {
    expect(urlToUiState({ ...emptyUrlState(config), ...state }, 'cars')).toEqual(ui);
  });
  it('round-trips any state', () => {
    const arb = fc.record({
      query: fc.string({ maxLength: 8 }),
      page: fc.integer({ min: 1, max: 9 }),
      sortBy: fc.constantFrom(...config.sortOptions),
      refinements: fc.record({ make: fc.uniqueArray(fc.constantFrom('Toyota', 'Mazda'), { minLength: 1 }), colour: fc.uniqueArray(fc.constantFrom('Red', 'Blue'), { minLength: 1 }) }, { requiredKeys: [] }),
      ranges: fc.record({ price: fc.record({ min: fc.nat(200000), max: fc.nat(200000) }, { requiredKeys: ['max'] }) }, { requiredKeys: [] }),
    });
    fc.assert(
      fc.property(arb, (s) => {
        const state = normaliseUrlState(s, config);
        expect(normaliseUrlState(uiToUrlState(urlToUiState(state, 'cars'), config, 'cars'), config)).toEqual(state);
      }),
    );
  });
});
