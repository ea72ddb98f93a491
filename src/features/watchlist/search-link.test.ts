import { describe, expect, it } from 'vitest';
import { parseSearchUrl } from '../../search/url-state';
import { describeSearch, savedSearchUrl } from './search-link';

describe('the link of a remembered search', () => {
  it.each([
    [{ make: ['Toyota'] }, '/search/new-used-and-demo-cars?make=Toyota'],
    [{ car_type: ['used'], make: ['Toyota'] }, '/search/used-cars?make=Toyota'],
    [{ car_type: ['demo', 'new'] }, '/search/new-and-demo-cars'],
    [
      { make: ['Mazda', 'Toyota'], price: ':40000' },
      '/search/new-used-and-demo-cars?make=Mazda&make=Toyota&price=%3A40000',
    ],
    [
      { query: 'hilux sr5', body: ['Ute'], km: '10000:50000' },
      '/search/new-used-and-demo-cars?query=hilux+sr5&body=Ute&km=10000%3A50000',
    ],
  ])('%o → %s', (filters, url) => {
    expect(savedSearchUrl(filters)).toBe(url);
  });

  it('opens the same search on the search page', () => {
    const filters = { car_type: ['used'], make: ['Toyota'], price: '10000:40000', query: 'sr5' };
    const url = new URL(savedSearchUrl(filters), 'https://dealer.example');
    const config = {
      refinementFields: ['car_type', 'make'],
      rangeFields: ['price'],
      sortOptions: ['relevance'],
      defaultSort: 'relevance',
      routes: { 'used-cars': { car_type: ['used'] } },
      defaultPath: '/search/new-used-and-demo-cars',
    };
    expect(parseSearchUrl(url.pathname, url.search, config)).toEqual({
      query: 'sr5',
      page: 1,
      sortBy: 'relevance',
      refinements: { car_type: ['used'], make: ['Toyota'] },
      ranges: { price: { min: 10000, max: 40000 } },
    });
  });
});

describe('how a search reads', () => {
  it.each([
    [{ car_type: ['used'], make: ['Toyota'] }, 'Used · Toyota'],
    [{ make: ['Mazda', 'Toyota'], price: ':40000' }, 'Mazda, Toyota · up to $40,000'],
    [{ price: '10000:40000', km: '50000:' }, '$10,000 to $40,000 · from 50,000 km'],
    [{ query: 'hilux sr5', year: ['2021'] }, '“hilux sr5” · 2021'],
    [{ car_type: ['demo', 'new'] }, 'Demo, New'],
  ])('%o → %s', (filters, text) => {
    expect(describeSearch(filters)).toBe(text);
  });
});
