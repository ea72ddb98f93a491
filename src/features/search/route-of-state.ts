/** The route the search state stands for, read by the heading, the trail and the title alike (issue 21: one state, one description). */
import { bestRoute } from '../../search/url-state';
import { useIslandProps, useLiveSearch } from './search-context';

/** The pre-rendered route that best fits the current state (undefined: the default search) and its title. */
export function useRouteOfState(): { key: string | undefined; title: string } {
  const { url, titles } = useIslandProps();
  const { indexUiState } = useLiveSearch();
  // The state only: with nothing ticked (the route's own make removed) the route is the default one.
  const key = bestRoute((indexUiState.refinementList ?? {}) as Record<string, string[]>, url.routes);
  return { key, title: (key !== undefined ? titles[key] : undefined) ?? titles.default ?? '' };
}
