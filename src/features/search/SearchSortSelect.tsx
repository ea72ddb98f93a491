/** The sort menu (spec 01 §2.2): the site's options, its default first in the URL's eyes. */
import { useSortBy } from 'react-instantsearch';
import { sortIndexName } from './sorts';
import { useIslandProps, useMessages } from './search-context';

export function SearchSortSelect() {
  const tr = useMessages();
  const { sorts, settings } = useIslandProps();
  const items = sorts.map((s) => ({ value: sortIndexName(settings.collection, s.id), label: s.label }));
  const { currentRefinement, refine } = useSortBy({ items });
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-ink">
      <span className="hidden sm:inline">{tr('search.sortBy')}</span>
      <select
        aria-label={tr('search.sortBy')}
        className="h-10 rounded-brand border border-line bg-panel px-3 text-sm font-normal"
        value={currentRefinement}
        onChange={(e) => refine(e.currentTarget.value)}
      >
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}
