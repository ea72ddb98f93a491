import { describe, expect, it } from 'vitest';
import { addSearchHistory, nonEmptyFilters } from './search-history';

describe('nonEmptyFilters', () => {
  it('drops empty values and lists, trims and sorts', () => {
    expect(
      nonEmptyFilters({ make: ' Toyota ', model: '', body: [], colour: ['Red', ' ', 'Blue', 'Red'], q: undefined }),
    ).toEqual({
      colour: ['Blue', 'Red'],
      make: 'Toyota',
    });
  });
});

describe('addSearchHistory', () => {
  const search = (make: string) => ({ path: '/search/new-used-and-demo-cars', filters: { make } });
  it('keeps the last 5, newest first', () => {
    let history = addSearchHistory([], search('A'));
    for (const make of ['B', 'C', 'D', 'E', 'F']) history = addSearchHistory(history, search(make));
    expect(history.map((h) => h.filters.make)).toEqual(['F', 'E', 'D', 'C', 'B']);
  });
  it('does not duplicate an equal search, moving it to the front', () => {
    let history = addSearchHistory([], search('A'));
    history = addSearchHistory(history, search('B'));
    history = addSearchHistory(history, { path: '/search/new-used-and-demo-cars', filters: { make: ' A', model: '' } });
    expect(history.map((h) => h.filters.make)).toEqual(['A', 'B']);
  });
  it('treats the same filters on another path as a different search', () => {
    const history = addSearchHistory(addSearchHistory([], search('A')), {
      path: '/search/used-cars',
      filters: { make: 'A' },
    });
    expect(history).toHaveLength(2);
  });
  it('ignores a search with no non-empty filter', () => {
    const history = addSearchHistory([], search('A'));
    expect(addSearchHistory(history, { path: '/search/x', filters: { make: '' } })).toEqual(history);
  });
});
