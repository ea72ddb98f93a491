/** The island's shared read-only context: props, wording and the first page shown before any response. */
import { createContext, useContext } from 'react';
import type { useInstantSearch } from 'react-instantsearch';
import { interpolate, type MessageParams } from '../../config/interpolate';
import type { SearchIslandProps } from './island-props';

/** The island props, for every widget. */
export const SearchIslandContext = createContext<SearchIslandProps | null>(null);

/** The island props (throws outside the island, which would be a wiring bug). */
export function useIslandProps(): SearchIslandProps {
  const props = useContext(SearchIslandContext);
  if (!props) throw new Error('Search widgets must be inside SearchIsland');
  return props;
}

/** Wording by message key, with {param} placeholders filled. */
export function useMessages(): (key: string, params?: MessageParams) => string {
  const { messages } = useIslandProps();
  return (key, params) => interpolate(messages[key] ?? key, params);
}

/** InstantSearch's live state, read once at the root and shared (each useInstantSearch adds a listener). */
export type LiveSearch = ReturnType<typeof useInstantSearch>;

/** The shared live state (provided by SearchLiveProvider). */
export const LiveSearchContext = createContext<LiveSearch | null>(null);

/** The live search state: UI state, status, results, refresh. */
export function useLiveSearch(): LiveSearch {
  const live = useContext(LiveSearchContext);
  if (!live) throw new Error('Search widgets must be inside SearchLiveProvider');
  return live;
}

/**
 * True until the first search response arrives: widgets then show the build's first page and
 * facets, so hydration matches the HTML and nothing flashes.
 */
export function useBeforeFirstResponse(): boolean {
  const { results } = useLiveSearch();
  return Boolean((results as { __isArtificial?: boolean } | undefined)?.__isArtificial);
}

/**
 * Classes the page's inline script sets on <html> for a visit whose URL asks for other results than
 * the built page: the built results (and the filters beside them) stay hidden, and a chip row is kept
 * free when the URL holds filters, until the first answer, so nothing wrong flashes and nothing shifts.
 */
export const PENDING_CLASSES = ['fc-search-pending', 'fc-search-chips'] as const;

/** Shows what the pending classes hid (the first answer is on screen, or no search was needed). */
export function endPending(): void {
  document.documentElement.classList.remove(...PENDING_CLASSES);
}
