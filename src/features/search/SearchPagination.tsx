/** Paging (spec 01 §2.2): previous, numbered pages, next; plain links so each page has its URL. */
import { usePagination } from 'react-instantsearch';
import { useBeforeFirstResponse, useIslandProps, useMessages } from './search-context';
import { useScrollFlag } from './scroll-to-top';
import { groupThousands } from '../../domain/money';

export function SearchPagination() {
  const tr = useMessages();
  const { initial, pageSize } = useIslandProps();
  const live = usePagination({ padding: 2 });
  const before = useBeforeFirstResponse();
  const scrollFlag = useScrollFlag();
  const nbPages = before ? Math.ceil(initial.found / pageSize) : live.nbPages;
  const current = before ? initial.state.page - 1 : live.currentRefinement;
  const pages = before ? Array.from({ length: Math.min(nbPages, 5) }, (_, i) => i) : live.pages;
  if (nbPages <= 1) return null;
  const go = (page: number) => (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // The window scroll resets once, when this page's results show (spec 01 §4.1).
    scrollFlag.raise();
    live.refine(page);
  };
  const link = (page: number, label: string, text: string, key?: string) => (
    <li key={key ?? page}>
      <a
        href={live.createURL(page)}
        onClick={go(page)}
        aria-label={label}
        aria-current={page === current ? 'page' : undefined}
        className={
          `grid h-10 min-w-10 place-items-center rounded-brand border ` +
          `px-3 text-sm font-semibold ` +
          `${page === current ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-panel text-ink hover:border-brand'}`
        }
      >
        {text}
      </a>
    </li>
  );
  return (
    <nav
      aria-label={tr('searchPage.pagination')}
      className="fc-search-pending-hide mt-8 flex flex-col items-center gap-3"
    >
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 0 ? link(current - 1, tr('search.pagination.previous'), '‹', 'prev') : null}
        {pages.map((p) => link(p, tr('search.pagination.page', { page: p + 1 }), String(p + 1)))}
        {current < nbPages - 1 ? link(current + 1, tr('search.pagination.next'), '›', 'next') : null}
      </ul>
      <p className="text-sm text-muted">
        {tr('searchPage.pageOf', { page: groupThousands(current + 1), pages: groupThousands(nbPages) })}
      </p>
    </nav>
  );
}
