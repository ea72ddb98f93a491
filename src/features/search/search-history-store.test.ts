import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_KEY, readSearchHistory, rememberSearch } from './search-history-store';
import type { SearchUrlState } from '../../search/url-state';

function memoryStorage(initial?: string): Storage {
  const data = new Map<string, string>(initial === undefined ? [] : [[SEARCH_HISTORY_KEY, initial]]);
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}
const state = (make: string): SearchUrlState => ({
  query: '',
  page: 1,
  sortBy: 'relevant',
  refinements: { make: [make] },
  ranges: { price: { max: 40000 } },
});

describe('search history store', () => {
  it('keeps the last 5 searches, newest first, with non-empty filters and the path', () => {
    const storage = memoryStorage();
    for (const make of ['A', 'B', 'C', 'D', 'E', 'F'])
      rememberSearch(`/search/${make.toLowerCase()}?price=%3A40000`, state(make), storage);
    const history = readSearchHistory(storage);
    expect(history.map((h) => h.path)).toEqual(['/search/f', '/search/e', '/search/d', '/search/c', '/search/b']);
    expect(history[0]?.filters).toEqual({ make: ['F'], price: ':40000' });
  });
  it('does not remember a search without filters', () => {
    const storage = memoryStorage();
    rememberSearch(
      '/search/new-used-and-demo-cars',
      { query: '', page: 2, sortBy: 'latest', refinements: {}, ranges: {} },
      storage,
    );
    expect(readSearchHistory(storage)).toEqual([]);
  });
  it.each(['not json', '{"a":1}', '[{"path":3}]'])('reads %s as an empty history', (raw) => {
    expect(readSearchHistory(memoryStorage(raw))).toEqual([]);
  });
});
