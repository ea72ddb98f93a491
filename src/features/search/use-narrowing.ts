/**
 * Whether a list filter is hidden for not narrowing anything (issue 21): decided when an answer
 * arrives, never in between, so unticking a value never hides its filter while the old answer (the
 * value covering every result) is still on screen.
 */
import { useMemo } from 'react';
import { facetCanNarrow } from '../../domain/search/facets';
import { useBeforeFirstResponse, useLiveSearch } from './search-context';

/** True when nothing is ticked and no value holds some but not all of the `total` results. */
export function useCannotNarrow(refined: number, items: readonly { count: number }[], total: number): boolean {
  const { results } = useLiveSearch();
  const answer = useBeforeFirstResponse() ? undefined : results;
  // Recomputed per answer only: between a click and its answer, the state and the counts disagree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answer` is the trigger (above)
  return useMemo(() => refined === 0 && !facetCanNarrow(items, total), [answer]);
}
