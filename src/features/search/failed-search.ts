/**
 * A failed search shows what is really applied (issue 21): the previous cars stay, so the state goes
 * back to theirs — ticks, chips, heading, trail and URL describe the cars on screen, never the filter
 * that failed — and the notice stays until the shopper's next search succeeds.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { LiveSearch } from './search-context';

/** True while the page shows the notice that the last search failed. */
export const SearchFailedContext = createContext(false);

/** Whether the last search failed (the notice shows). */
export function useSearchFailed(): boolean {
  return useContext(SearchFailedContext);
}

type UiState = LiveSearch['indexUiState'];

/** Tracks the state the shown results belong to; on an error, returns the search to it. */
export function useRollbackOnError(live: LiveSearch, answered: boolean): boolean {
  const applied = useRef<UiState>(live.indexUiState);
  // The state the search went back to after a failure (JSON), until a search of another state succeeds.
  const [failedAt, setFailedAt] = useState<string | undefined>(undefined);
  const now = JSON.stringify(live.indexUiState);
  // Results arrived: the state now shown is theirs (a click renders its new state before the search
  // starts, so the state is recorded with the results, not whenever the status reads idle).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `live.results` is the trigger: the state is recorded when results arrive, not whenever the status reads idle
  useEffect(() => {
    if (live.status !== 'idle') return;
    applied.current = live.indexUiState;
    if (answered && failedAt !== undefined && now !== failedAt) setFailedAt(undefined);
  }, [live.results]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new error or state only; `setIndexUiState` is InstantSearch's stable setter
  useEffect(() => {
    if (live.status !== 'error') return;
    const back = JSON.stringify(applied.current);
    setFailedAt(back);
    if (now !== back) live.setIndexUiState(applied.current);
  }, [live.status, now]);
  return failedAt !== undefined || live.status === 'error';
}
