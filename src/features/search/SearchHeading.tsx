/** The page heading, following the state: ticking Toyota on the default page makes it "Toyota Cars for Sale". */
import { useEffect } from 'react';
import { bestRoute } from '../../search/url-state';
import { useIslandProps, useLiveSearch } from './search-context';

export function SearchHeading() {
  const { url, titles, initial } = useIslandProps();
  const { indexUiState } = useLiveSearch();
  const refinements = (indexUiState.refinementList ?? initial.state.refinements) as Record<string, string[]>;
  const key = bestRoute(refinements, url.routes);
  const title = (key !== undefined ? titles[key] : undefined) ?? titles.default ?? '';
  useEffect(() => {
    const [, ...rest] = document.title.split(' | ');
    document.title = [title, ...rest].join(' | ');
  }, [title]);
  return <h1 className="font-display text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>;
}
