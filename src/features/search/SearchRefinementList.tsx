/**
 * A list filter (colour, body, fuel …): checkboxes over one facet, ordered by the filter table, its
 * first values (the table's limit, at most 8) shown and the rest behind Show more. A filter that
 * cannot narrow the results (one location, one dealership) is hidden unless a value is ticked.
 */
import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { facetVisibleCount } from '../../domain/search/facets';
import { useCannotNarrow } from './use-narrowing';
import type { ListFilterSpec } from '../../site/filter-table';
import { orderFacetItems, type FacetItem } from './facet-order';
import { useBeforeFirstResponse, useIslandProps, useLiveSearch, useMessages } from './search-context';
import { useResultTotal } from './SearchResultCount';
import { SearchFacetOption } from './SearchFacetOption';
import { SearchFilterGroup } from './SearchFilterGroup';

/** Facet items before the first response: the build's counts, ticked as the current state says (a click shows at once). */
export function useStaticItems(field: string): FacetItem[] {
  const { initial } = useIslandProps();
  const { indexUiState } = useLiveSearch();
  const refined = new Set(indexUiState.refinementList?.[field] ?? []);
  return (initial.facets.values[field] ?? []).map((v) => ({
    value: v.value,
    label: v.value,
    count: v.count,
    isRefined: refined.has(v.value),
  }));
}

export function SearchRefinementList({ spec }: { spec: ListFilterSpec }) {
  const tr = useMessages();
  const { certifiedOnly } = useIslandProps();
  const { items, refine } = useRefinementList({ attribute: spec.field, limit: 250 });
  const before = useBeforeFirstResponse();
  const staticItems = useStaticItems(spec.field);
  const { indexUiState } = useLiveSearch();
  const live = before ? staticItems : items;
  // A ticked value with no hits left still shows, so the shopper can untick it.
  const orphans = (indexUiState.refinementList?.[spec.field] ?? [])
    .filter((value) => !live.some((i) => i.value === value))
    .map((value) => ({ value, label: value, count: 0, isRefined: true }));
  const shown = orderFacetItems([...live, ...orphans], {
    order: spec.order,
    limit: Infinity,
    field: spec.field,
    certifiedOnly,
    offered: spec.offered,
  });
  const [more, setMore] = useState(false);
  const total = useResultTotal();
  const refinedCount = shown.filter((i) => i.isRefined).length;
  // Hidden rather than unmounted, so the section keeps its open or closed state when it comes back.
  const hidden = useCannotNarrow(refinedCount, shown, total);
  if (shown.length === 0) return null;
  // A long list shows its first values and the ticked ones until the shopper asks for more.
  const first = facetVisibleCount(spec.limit);
  const visible = more ? shown : [...shown.slice(0, first), ...shown.slice(first).filter((i) => i.isRefined)];
  return (
    <SearchFilterGroup
      title={spec.label}
      id={spec.id}
      refinedCount={refinedCount}
      defaultOpen={spec.open}
      hidden={hidden}
    >
      {() => (
        <>
          <ul className="grid gap-1">
            {visible.map((item) => (
              <li key={item.value}>
                <SearchFacetOption
                  item={{ ...item, label: spec.valueLabels?.[item.value] ?? item.label }}
                  onToggle={() => refine(item.value)}
                />
              </li>
            ))}
          </ul>
          {shown.length > first ? (
            <button
              type="button"
              className="mt-2 px-2 text-sm font-semibold text-brand hover:underline"
              aria-expanded={more}
              onClick={() => setMore(!more)}
            >
              {tr(more ? 'search.filters.showLess' : 'search.filters.showMore')}{' '}
              <span className="sr-only">({spec.label})</span>
            </button>
          ) : null}
        </>
      )}
    </SearchFilterGroup>
  );
}
