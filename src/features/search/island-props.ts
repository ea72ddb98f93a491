/** What the search island receives from the page: everything serialisable, computed once per build. */
import type { VehicleNoun } from '../../domain/vehicle-noun';
import type { SortOption } from '../../config/schema/search';
import type { SearchSettings } from '../../search/client';
import type { StockFilterOptions } from '../../search/filter/stock';
import type { SearchUrlState, UrlStateConfig } from '../../search/url-state';
import type { CardContext } from '../../site/card-context';
import type { FilterSpec } from '../../site/filter-table';
import type { StaticFacets } from './static-results';
import type { SearchDocument } from '../../search/document';
import type { PromoTile } from '../../domain/promos';

/** A promotional tile's content (spec 01 §2.2 We Want Your Car!). */
export interface PromoContent {
  id: string;
  title: string;
  text?: string;
  href: string;
  image?: string;
  cta?: string;
}

/** The island's props. */
export interface SearchIslandProps {
  settings: SearchSettings;
  url: UrlStateConfig;
  filters: FilterSpec[];
  sorts: { id: SortOption; label: string }[];
  defaultSort: SortOption;
  /** Lowest-price sort adds price > 0 (spec 01 §5.1). */
  priceAscNeedsPrice: boolean;
  pageSize: number;
  columns: 3 | 4;
  stock: StockFilterOptions;
  certifiedOnly: boolean;
  /** Searchable cars, shown instead of counts above 1999. */
  stockTotal: number;
  /** The card context with the build's instant (ISO): the island's results are of that instant. */
  card: CardContext & { now: string };
  /** The site's tiles; windows are checked in the browser, at view time. */
  promos: PromoTile<PromoContent>[];
  timeZone: string;
  noResults: { variant: 'offers' | 'search' };
  /** The site's noun (its `stock.itemTypes`): counts use the results' own kind, this when there are none. */
  siteNoun: VehicleNoun;
  /** Each make's models (Select models under a ticked make lists that make's own). */
  modelsByMake: Record<string, string[]>;
  /** Page type for the recent-results cache (spec 01 §4.1). */
  pageType: string;
  /** Page titles by route key ("toyota/hilux"), and `default` for a state no route stands for. */
  titles: Record<string, string>;
  /** Resolved wording by message key. */
  messages: Record<string, string>;
  /** The page's own state and first page of results (what the HTML shows). */
  initial: { state: SearchUrlState; hits: SearchDocument[]; found: number; facets: StaticFacets };
}

/**
 * The props as one JSON text, the island's only prop. Astro writes an island's props with a type tag
 * on every value, and the browser revives them value by value: for a search page's ~110 KB that
 * was ~130 ms of a 4×-slowed phone's hydration task (issue 11, search TBT). One string is revived
 * at once and parsed natively. The props are plain JSON data (no dates, maps or undefined kept).
 */
export const packIslandProps = (props: SearchIslandProps): string => JSON.stringify(props);

/** The props from {@link packIslandProps}. */
export const unpackIslandProps = (packed: string): SearchIslandProps => JSON.parse(packed) as SearchIslandProps;
