/** "{count} cars found", with counts above 1999 replaced by the stock total (spec 01 §4.1). */
import { displayCount } from '../../domain/search/result-count';
import { useBeforeFirstResponse, useIslandProps, useMessages, useLiveSearch } from './search-context';
import { groupThousands } from '../../domain/money';

/** How many results the search has: the build's count until the first response, then the live one. */
export function useResultTotal(): number {
  const { initial } = useIslandProps();
  const { results } = useLiveSearch();
  return useBeforeFirstResponse() ? initial.found : (results?.nbHits ?? 0);
}

/** The count to show and its noun ("car" or "cars"). */
export function useResultCount(): { count: number; noun: string } {
  const tr = useMessages();
  const { stockTotal, noun } = useIslandProps();
  const count = displayCount(useResultTotal(), stockTotal);
  return { count, noun: tr(`noun.${noun}.${count === 1 ? 'one' : 'other'}`) };
}

export function SearchResultCount() {
  const tr = useMessages();
  const { count, noun } = useResultCount();
  return (
    <p className="fc-search-pending-hide text-sm font-semibold text-muted" aria-live="polite">
      {tr('search.resultCount', { count: groupThousands(count), noun })}
    </p>
  );
}
