/** "{count} cars found" ("51 caravans found"), with counts above 1999 replaced by the stock total (spec 01 §4.1). */
import { displayCount } from '../../domain/search/result-count';
import { resultsNoun, type VehicleNoun } from '../../domain/vehicle-noun';
import { useBeforeFirstResponse, useIslandProps, useMessages, useLiveSearch } from './search-context';
import { groupThousands } from '../../domain/money';

/** How many results the search has: the build's count until the first response, then the live one. */
export function useResultTotal(): number {
  const { initial } = useIslandProps();
  const { results } = useLiveSearch();
  return useBeforeFirstResponse() ? initial.found : (results?.nbHits ?? 0);
}

type FacetValues = (attribute: string) => { name: string; count: number }[] | undefined;

/** What the results are (cars, caravans … or vehicles for a mix), from the item types refined or counted. */
export function useResultNoun(total: number): VehicleNoun {
  const { initial, siteNoun } = useIslandProps();
  const { results, indexUiState } = useLiveSearch();
  const before = useBeforeFirstResponse();
  const counts = before
    ? (initial.facets.values.item_type ?? [])
    : ((results as unknown as { getFacetValues?: FacetValues } | undefined)?.getFacetValues?.('item_type') ?? []).map(
        (v) => ({ value: v.name, count: v.count }),
      );
  return resultsNoun(counts, total, siteNoun, indexUiState.refinementList?.item_type ?? []);
}

/** The count to show and its noun ("car", "caravans"). */
export function useResultCount(): { count: number; noun: string } {
  const tr = useMessages();
  const { stockTotal } = useIslandProps();
  const total = useResultTotal();
  const noun = useResultNoun(total);
  const count = displayCount(total, stockTotal);
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
