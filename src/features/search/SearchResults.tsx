/**
 * The results grid (spec 01 §2.2, §4.1, §8): car cards and promotional tiles, 3 columns (4 where
 * configured), 2 or fewer results centred; while loading or after an error the previous hits stay;
 * the empty state with its exact wording and Clear Filters, which clears the search in place.
 */
import { useEffect, useMemo, useState } from 'react';
import { useHits } from 'react-instantsearch';
import type { SearchDocument } from '../../search/document';
import { VehicleCard } from '../vehicle-card/VehicleCard';
import { VehicleCardsWarning } from '../vehicle-card/VehicleCardsWarning';
import { toCardView } from '../vehicle-card/card-view';
import type { CardContext } from '../../site/card-context';
import { cardFavourite } from '../watchlist/card-favourite';
import { WatchlistBuiltHearts } from '../watchlist/WatchlistBuiltHearts';
import { gridCells } from './grid-cells';
import { hitToCardCar } from './hit-card';
import { endPending, useBeforeFirstResponse, useIslandProps, useMessages, useLiveSearch } from './search-context';
import { SearchPromoTile } from './SearchPromoTile';
import { SearchEmptyClear } from './SearchEmptyClear';
import { useSearchFailed } from './failed-search';
import { scrollToTop, useScrollFlag } from './scroll-to-top';

// Four to a row leaves narrow cards beside the filters, so the gaps close up a little there.
const COLUMNS = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-3 xl:grid-cols-4 xl:gap-4' } as const;
const NARROW = { 3: 'lg:w-[calc((100%-3rem)/3)]', 4: 'lg:w-[calc((100%-3rem)/3)] xl:w-[calc((100%-3rem)/4)]' } as const;

// A card's link covers the card and draws no outline of its own: the card shows where focus is.
const FOCUS_RING =
  'rounded-brand has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent';

/**
 * Whether this page's HTML holds the build's result grid, which the island can adopt as it is until
 * the results change: React then hydrates one list instead of walking every card, on a slow phone
 * the largest share of the search page's longest task after first paint (issue 11, search TBT).
 */
let builtGridOnPage = typeof document !== 'undefined' && document.querySelector('ul[data-built-results]') !== null;

/** True for the first grid only (the one hydrated); a grid mounted afresh later renders its cards. */
function takeBuiltGrid(): boolean {
  const built = builtGridOnPage;
  builtGridOnPage = false;
  return built;
}

// A hit's card and heart, from the same card car.
function resultCard(hit: SearchDocument, ctx: CardContext, eager: boolean) {
  const car = hitToCardCar(hit);
  return (
    <VehicleCard
      card={toCardView(car, ctx)}
      eager={eager}
      favourite={cardFavourite(car, ctx.favourite)}
      headingLevel={3}
    />
  );
}

export function SearchResults() {
  const tr = useMessages();
  const props = useIslandProps();
  // Cards show the hits' own fields as text (React escapes them); InstantSearch's escaping of every
  // hit's highlight results, which nothing here reads, cost about 70 ms a keystroke at CPU 4×.
  const { items } = useHits<SearchDocument & Record<string, unknown>>({ escapeHTML: false });
  const { status, indexUiState } = useLiveSearch();
  const failed = useSearchFailed();
  const before = useBeforeFirstResponse();
  const [offsetSeed, setOffsetSeed] = useState<number | undefined>(undefined);
  const [builtGrid] = useState(takeBuiltGrid);
  // A per-visit seed for randomly placed tiles, set after hydration so the HTML and first render agree.
  useEffect(() => setOffsetSeed(Math.floor(Math.random() * 2 ** 31)), []);
  useEffect(() => {
    if (!before) endPending();
  }, [before]);
  const scrollFlag = useScrollFlag();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` is the trigger: each new result set may scroll to the top
  useEffect(() => {
    if (status === 'error') scrollFlag.consume();
    else if (!before && status === 'idle' && scrollFlag.consume())
      scrollToTop(document.getElementById('search-results'));
  }, [items, status, before, scrollFlag]);
  const hits = before ? props.initial.hits : (items as SearchDocument[]);
  const conditions = before
    ? (props.initial.state.refinements.car_type ?? [])
    : (indexUiState.refinementList?.car_type ?? []);
  const cells = useMemo(
    () =>
      gridCells(hits, props.promos, {
        now: new Date(props.card.now),
        timeZone: props.timeZone,
        conditions,
        seed: offsetSeed,
      }),
    [hits, props.promos, props.card.now, props.timeZone, conditions, offsetSeed],
  );
  const loading = status === 'loading' || status === 'stalled';
  // The built page of a route without cars shows this too, in its HTML (no search runs on load there).
  if (hits.length === 0 && !loading && !failed) {
    return (
      <div
        className="fc-search-pending-hide rounded-brand border border-line bg-panel px-6 py-16 text-center"
        role="status"
      >
        <h2 className="font-display text-2xl font-extrabold text-ink">{tr('search.noResults.title')}</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          {tr(props.noResults.variant === 'search' ? 'search.noResults.search' : 'search.noResults.offers')}
        </p>
        <SearchEmptyClear />
      </div>
    );
  }
  const few = cells.length <= 2;
  // The build's cards stand until the first response, unless a tile takes a per-visit random place.
  const adopt = builtGrid && before && !props.promos.some((tile) => tile.randomOffset);
  const listClass = few
    ? 'fc-search-pending-hide flex flex-wrap justify-center gap-6'
    : `fc-search-pending-hide grid gap-6 sm:grid-cols-2 ${COLUMNS[props.columns]}`;
  return (
    <div className="relative" aria-busy={loading}>
      <div
        className={
          `absolute -top-3 left-0 h-1 rounded-full bg-accent ` +
          `transition-all duration-500 ` +
          `${status === 'stalled' ? 'w-2/3 opacity-100' : 'w-0 opacity-0'}`
        }
        aria-hidden="true"
      />
      {/* Present from the start, so the words are announced when they appear. */}
      <p
        role="status"
        className={
          failed
            ? 'mb-4 rounded-brand border border-warn/40 bg-warn/10 px-4 py-3 text-sm font-semibold text-warn'
            : 'sr-only'
        }
      >
        {failed ? tr('searchPage.errorStatus') : ''}
      </p>
      {adopt ? (
        // Hydration keeps the HTML under an element with dangerouslySetInnerHTML as it is.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never shopper text: it only keeps the built list
        <ul data-built-results className={listClass} dangerouslySetInnerHTML={{ __html: '' }} />
      ) : (
        <ul data-built-results={before ? '' : undefined} className={listClass}>
          {cells.map((cell, i) => (
            <li
              key={cell.kind === 'car' ? cell.hit.id : `promo-${cell.tile.node.id}-${cell.position}`}
              className={
                `${cell.kind === 'car' ? FOCUS_RING : ''} ` +
                `${few ? `w-full sm:w-[calc(50%-0.75rem)] ${NARROW[props.columns]}` : ''}`
              }
            >
              {cell.kind === 'car' ? (
                resultCard(cell.hit, props.card, i < props.columns)
              ) : (
                <SearchPromoTile node={cell.tile.node} />
              )}
            </li>
          ))}
        </ul>
      )}
      {hits.some((hit) => hit.estimate_repayment !== undefined) && (
        <VehicleCardsWarning warning={props.card.labels.estimateWarning} />
      )}
      {adopt && props.card.favourite ? (
        <WatchlistBuiltHearts cars={hits.map(hitToCardCar)} labels={props.card.favourite} />
      ) : null}
    </div>
  );
}
