/**
 * The empty state's Clear Filters (issue 21): drops every filter and the query, keeps the sort, and
 * stays on the search, so the shopper sees the whole stock rather than being sent elsewhere. Without
 * scripts it is a link to the unfiltered search; with nothing to clear it is not shown.
 */
import type { MouseEvent } from 'react';
import { useIslandProps, useLiveSearch, useMessages } from './search-context';
import { hasSearchToClear } from './clear-search';

export function SearchEmptyClear() {
  const tr = useMessages();
  const { url } = useIslandProps();
  const { indexUiState, setIndexUiState } = useLiveSearch();
  if (!hasSearchToClear(indexUiState)) return null;
  const clear = (event: MouseEvent) => {
    event.preventDefault();
    setIndexUiState((prev) => ({ ...(prev.sortBy ? { sortBy: prev.sortBy } : {}) }));
  };
  return (
    <a href={url.defaultPath} onClick={clear} className="fc-btn fc-btn-primary mt-6 inline-flex">
      {tr('search.noResults.clear')}
    </a>
  );
}
