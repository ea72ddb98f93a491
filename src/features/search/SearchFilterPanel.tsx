/**
 * Filters beside the grid on large screens; on phones a drawer opened by Show Filters, closed by
 * "Show Me {count} {cars}" which jumps to the results (spec 01 §2.2).
 */
import { useEffect, useRef } from 'react';
import { useMessages } from './search-context';
import { SearchClearFilters } from './SearchClearFilters';
import { SearchFilters } from './SearchFilters';
import { useResultCount } from './SearchResultCount';
import { groupThousands } from '../../domain/money';

export function SearchFilterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tr = useMessages();
  const { count, noun } = useResultCount();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);
  return (
    <>
      {open ? <div className="fixed inset-0 z-40 bg-ink/50 lg:hidden" aria-hidden="true" onClick={onClose} /> : null}
      <aside
        id="search-filters"
        aria-label={tr('search.filters.heading')}
        className={
          `${open ? 'fixed inset-y-0 left-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-panel shadow-2xl' : 'hidden'} ` +
          `lg:static lg:z-auto lg:flex lg:w-auto lg:flex-col ` +
          `lg:bg-transparent lg:shadow-none`
        }
      >
        <div
          className={
            'flex items-center justify-between gap-2 border-b border-line ' + 'px-4 py-3 lg:border-0 lg:px-0 lg:pt-0'
          }
        >
          <h2 className="font-display text-lg font-extrabold text-ink">{tr('search.filters.heading')}</h2>
          <div className="flex items-center gap-2">
            <SearchClearFilters />
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              className="grid size-10 place-items-center rounded-full text-ink hover:bg-page lg:hidden"
              aria-label={tr('searchPage.filtersClose')}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
        </div>
        <div className="fc-search-pending-hide flex-1 overflow-y-auto px-4 lg:overflow-visible lg:px-0">
          <SearchFilters />
        </div>
        <div className="border-t border-line p-4 lg:hidden">
          <button
            type="button"
            className="fc-btn fc-btn-accent w-full"
            onClick={() => {
              onClose();
              document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
            }}
          >
            {tr('search.showMe', { count: groupThousands(count), noun })}
          </button>
        </div>
      </aside>
    </>
  );
}
