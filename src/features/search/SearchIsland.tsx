/**
 * The search page island: InstantSearch over the site's search client (embedded index or Typesense),
 * URL-synced, with the stock's sold window sent through <Configure filters> in parentheses and
 * computed at query time. Renders the build's first page until the first response arrives.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch } from 'react-instantsearch';
import { and, compileFilter, parenthesise, type Filter } from '../../search/filter/model';
import { buildSoldWindowFilter } from '../../search/filter/stock';
import type { SortOption } from '../../config/schema/search';
import { unpackIslandProps, type SearchIslandProps } from './island-props';
import {
  endPending,
  LiveSearchContext,
  SearchIslandContext,
  useIslandProps,
  useLiveSearch,
  useMessages,
} from './search-context';
import { createSearchRouting, urlToUiState, type SearchRouter } from './search-routing.client';
import { sortFilter, sortIndexName, sortOptionOf } from './sorts';
import { lazySearchClient } from './lazy-search-client';
import { soldWindowNow } from './recent-results';
import { normaliseUrlState, searchUrl } from '../../search/url-state';
import { sliderRange } from '../../domain/search/slider';
import { CARD_FIELDS } from './hit-card';
import { SearchBox } from './SearchBox';
import { SearchHeading } from './SearchHeading';
import { SearchBreadcrumbs } from './SearchBreadcrumbs';
import { SearchSortSelect } from './SearchSortSelect';
import { SearchResults } from './SearchResults';
import { SearchPagination } from './SearchPagination';
import { SearchResultCount } from './SearchResultCount';
import { SearchFilterPanel } from './SearchFilterPanel';
import { SearchCurrentRefinements } from './SearchCurrentRefinements';
import { trackEvent } from '../analytics/track.client';
import { ANALYTICS_EVENTS } from '../analytics/events';
import { createScrollFlag, ScrollFlagContext } from './scroll-to-top';
import { HydrationSlicesProvider } from './hydrate-later';
import { BatchedWidgets } from './batched-widgets';
import { SearchFailedContext, useRollbackOnError } from './failed-search';

/** Reads InstantSearch's live state once for every widget below; a failed search returns to the shown results' state. */
function SearchLiveProvider({ children }: { children: ReactNode }) {
  const live = useInstantSearch();
  const failed = useRollbackOnError(live, !(live.results as { __isArtificial?: boolean } | undefined)?.__isArtificial);
  return (
    <LiveSearchContext.Provider value={live}>
      <SearchFailedContext.Provider value={failed}>{children}</SearchFailedContext.Provider>
    </LiveSearchContext.Provider>
  );
}

/** The stock filter's moving part plus price > 0 under lowest-price sort where configured. */
function SearchConfigure() {
  const { stock, priceAscNeedsPrice, pageSize, settings, defaultSort } = useIslandProps();
  const { indexUiState } = useLiveSearch();
  // The sold window is measured once per page view, from the start of the hour (cacheable requests).
  const [now] = useState(() => soldWindowNow(Date.now()));
  const sort = sortOptionOf(settings.collection, indexUiState.sortBy, defaultSort);
  const filter: Filter = and(buildSoldWindowFilter(stock, now), sortFilter(sort, priceAscNeedsPrice));
  return (
    <Configure
      hitsPerPage={pageSize}
      filters={parenthesise(compileFilter(filter))}
      attributesToRetrieve={[...CARD_FIELDS]}
    />
  );
}

function SearchLayout() {
  const tr = useMessages();
  const { initial } = useIslandProps();
  const [drawer, setDrawer] = useState(false);
  const [desktopFilters, setDesktopFilters] = useState(true);
  return (
    <>
      <SearchBreadcrumbs />
      <SearchHeading />
      <div className={`mt-6 grid lg:gap-8 ${desktopFilters ? 'lg:grid-cols-[17rem_minmax(0,1fr)]' : ''}`}>
        <div className={desktopFilters ? '' : 'lg:hidden'}>
          <SearchFilterPanel open={drawer} onClose={() => setDrawer(false)} />
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
            <SearchBox initialQuery={initial.state.query} />
            <button
              type="button"
              className="fc-btn fc-btn-outline h-12 flex-1 sm:flex-none lg:hidden"
              aria-expanded={drawer}
              aria-controls="search-filters"
              onClick={() => setDrawer(true)}
            >
              {tr('search.filters.show')}
            </button>
            <button
              type="button"
              className="fc-btn fc-btn-outline hidden h-12 lg:inline-flex"
              aria-expanded={desktopFilters}
              aria-controls="search-filters"
              onClick={() => setDesktopFilters(!desktopFilters)}
            >
              {desktopFilters ? tr('search.filters.hide') : tr('search.filters.show')}
            </button>
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <SearchResultCount />
            <SearchSortSelect />
          </div>
          <div className="mt-3">
            <SearchCurrentRefinements />
          </div>
          <section
            id="search-results"
            tabIndex={-1}
            aria-label={tr('searchPage.resultsHeading')}
            className="mt-6 scroll-mt-24"
          >
            <SearchResults />
            <SearchPagination />
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * The page's HTML already holds its first page, so no search runs on load unless the URL asks for
 * other results (a query string, back/forward); the backend chunk then loads at once, otherwise in
 * idle time, ready for the first filter click.
 */
function FirstSearch({
  preload,
  onUrlDiffers,
  router,
}: {
  preload: () => void;
  onUrlDiffers: () => void;
  router: SearchRouter;
}) {
  const { initial, url } = useIslandProps();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: the first search decides from the URL the page opened with
  useEffect(() => {
    trackEvent(ANALYTICS_EVENTS.searchPageView);
    // The URL as the widgets will read it (slider bounds beyond the range already dropped).
    const fromUrl = router.hydrated();
    if (searchUrl(fromUrl, url) !== searchUrl(normaliseUrlState(initial.state, url), url)) {
      onUrlDiffers();
      router.applyUrl();
      return;
    }
    endPending();
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => preload());
  }, []);
  return null;
}

/** The island as the page mounts it: its props packed as one JSON text (island-props.ts). */
export default function SearchIsland({ packed }: { packed: string }) {
  const props = useMemo(() => unpackIslandProps(packed), [packed]);
  return <SearchIslandRoot {...props} />;
}

function SearchIslandRoot(props: SearchIslandProps) {
  const collection = props.settings.collection;
  const indexName = sortIndexName(collection, props.defaultSort as SortOption);
  // Cached results belong to the stock they came from: this build's index (or collection) and clock.
  const build = `${props.settings.backend === 'embedded' ? props.settings.indexUrl : props.settings.collection}@${props.card.now}`;
  const client = useMemo(
    () => lazySearchClient(props.settings, props.pageType, build),
    [props.settings, props.pageType, build],
  );
  // Hydration must match the built HTML, which shows the route's own results. When the URL asks for
  // other results than the built page's, the layout is mounted afresh once hydrated rather than
  // hydrated against HTML it does not match.
  const [layoutKey, setLayoutKey] = useState('built');
  const [scrollFlag] = useState(createScrollFlag);
  const routing = useMemo(
    () =>
      createSearchRouting(props.url, collection, indexName, props.initial.state, {
        onWrite: (url, state) => void import('./search-history-store').then((m) => m.rememberSearch(url, state)),
        rangeBounds: Object.fromEntries(
          props.url.rangeFields.map((field) => [field, sliderRange(props.initial.facets.stats[field])]),
        ),
      }),
    [props.url, collection, indexName, props.initial.state, props.initial.facets.stats],
  );
  return (
    <SearchIslandContext.Provider value={props}>
      {/* Empty initial results: InstantSearch renders at once (server and hydration alike) without searching. */}
      <InstantSearchSSRProvider initialResults={{}}>
        <InstantSearch
          searchClient={client.searchClient}
          indexName={indexName}
          routing={routing}
          initialUiState={{ [indexName]: urlToUiState(props.initial.state, collection) }}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <SearchLiveProvider>
            <BatchedWidgets>
              <SearchConfigure />
              <FirstSearch preload={client.preload} onUrlDiffers={() => setLayoutKey('url')} router={routing.router} />
              <ScrollFlagContext.Provider value={scrollFlag}>
                <HydrationSlicesProvider>
                  <SearchLayout key={layoutKey} />
                </HydrationSlicesProvider>
              </ScrollFlagContext.Provider>
            </BatchedWidgets>
          </SearchLiveProvider>
        </InstantSearch>
      </InstantSearchSSRProvider>
    </SearchIslandContext.Provider>
  );
}
