/** The directory search input (spec 01 §2.2): refines at once as the shopper types; the URL follows 300 ms later. */
import { useEffect, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { useMessages } from './search-context';

export function SearchBox({ initialQuery }: { initialQuery: string }) {
  const tr = useMessages();
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(initialQuery);
  // Back/forward or Clear Filters change the query from outside: follow it unless the input is focused.
  useEffect(() => {
    if (
      typeof document !== 'undefined' &&
      document.activeElement?.getAttribute('data-testid') === 'search-directory-input'
    )
      return;
    setValue(query);
  }, [query]);
  return (
    <form role="search" className="relative w-full sm:w-auto sm:flex-1" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="search-directory-input" className="sr-only">
        {tr('search.input.label')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
      >
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" />
      </svg>
      <input
        id="search-directory-input"
        data-testid="search-directory-input"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={tr('search.input.placeholder')}
        className={
          'h-12 w-full rounded-brand border border-line bg-panel pl-10 ' +
          'pr-3 text-base text-ink shadow-sm focus:border-brand ' +
          'focus:outline-none focus:ring-2 focus:ring-brand/30'
        }
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          refine(e.currentTarget.value);
        }}
      />
    </form>
  );
}
