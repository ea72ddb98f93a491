/** Clear Filters: removes every refinement and the query, keeping the sort. */
import { useClearRefinements } from 'react-instantsearch';
import { useMessages } from './search-context';

export function SearchClearFilters({ className = '' }: { className?: string }) {
  const tr = useMessages();
  const { canRefine, refine } = useClearRefinements({ excludedAttributes: [] });
  return (
    <button
      type="button"
      className={
        `text-sm font-semibold text-brand hover:underline ` +
        `disabled:cursor-default disabled:text-muted ` +
        `disabled:no-underline ${className}`
      }
      disabled={!canRefine}
      onClick={refine}
    >
      {tr('search.filters.clear')}
    </button>
  );
}
