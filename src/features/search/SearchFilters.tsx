/** The filter column: one widget per row of the filter table, plus hidden widgets for route-only fields. */
import type { FilterSpec } from '../../site/filter-table';
import { useIslandProps } from './search-context';
import { SearchMakeFilter } from './SearchMakeFilter';
import { SearchRangeSlider } from './SearchRangeSlider';
import { SearchRefinementList } from './SearchRefinementList';
import { SearchVirtualRefinement } from './SearchVirtualRefinement';

function FilterWidget({ spec }: { spec: FilterSpec }) {
  switch (spec.kind) {
    case 'make':
      return <SearchMakeFilter spec={spec} />;
    case 'range':
      return <SearchRangeSlider spec={spec} />;
    case 'list':
      return <SearchRefinementList spec={spec} />;
  }
}

export function SearchFilters() {
  const { filters, url } = useIslandProps();
  const shown = new Set<string>(
    filters.flatMap((f) =>
      f.kind === 'range' ? [] : f.kind === 'make' && f.model ? [f.field, f.model.field] : [f.field],
    ),
  );
  return (
    <>
      {filters.map((spec) => (
        <FilterWidget key={spec.id} spec={spec} />
      ))}
      {url.refinementFields
        .filter((field) => !shown.has(field))
        .map((field) => (
          <SearchVirtualRefinement key={field} field={field} />
        ))}
    </>
  );
}
