/**
 * One search document per domain car: the facet attributes of spec 01 §3.2 plus what the
 * cards and sorts need. The same document goes to Typesense and into the embedded index.
 */
import type { Car } from '../domain/car';
import { cardEstimate, type FigureContext, type Frequency } from '../domain/finance';
import { DEFAULT_PRICE_RANGE_EDGES, DEFAULT_WEEKLY_PRICE_RANGE_EDGES, rangeLabel } from './ranges';
import { normaliseFacetString } from './filter/escape';
import { bodyFacetValue } from '../domain/search/body-types';

/** A search document (field list in fields.ts). */
export interface SearchDocument {
  id: string;
  make: string;
  model: string;
  make_model: string;
  badge?: string;
  series?: string;
  year?: number;
  year_text?: string;
  status: string;
  car_type: string;
  item_type?: string;
  certified: boolean;
  categories: string[];
  filtered_features: string[];
  city?: string;
  state?: string;
  location_name?: string;
  dealership_name?: string;
  colour?: string;
  body?: string;
  drive?: string;
  fuel?: string;
  transmission?: string;
  seats?: number;
  tag?: string;
  km?: number;
  price?: number;
  subscription_price?: number;
  price_range?: string;
  weekly_price?: number;
  weekly_price_range?: string;
  created_at_timestamp: number;
  sold_at_timestamp?: number;
  custom_rank: number;
  show_on_dealer_website: boolean;
  dealership_slug?: string;
  location_slug?: string;
  stocknum?: string;
  /** The VIN and the registration plate, without spaces, so one typed word finds them (issue 21). */
  vin?: string;
  regplate?: string;
  slug: string;
  name: string;
  dealership_id?: string;
  image_url?: string;
  photos_count: number;
  price_type?: string;
  before_price?: number;
  reserved: boolean;
  preorder: boolean;
  sold_at?: string;
  /** The card's finance estimate (spec 02 §2, the car's one figure): repayment, its frequency, advertised and comparison rates. */
  estimate_repayment?: number;
  estimate_frequency?: Frequency;
  estimate_rate?: number;
  estimate_comparison_rate?: number;
}

/** How documents are derived; every option has a default. */
export interface SearchDocumentOptions {
  /** Price band edges for price_range. */
  priceRangeEdges?: readonly number[];
  /** Weekly repayment band edges for weekly_price_range. */
  weeklyPriceRangeEdges?: readonly number[];
  /** The site's estimate rules when its cards show the finance estimate; absent = no estimate fields. */
  cardEstimate?: FigureContext;
}

/** Separator of make_model ("Toyota > Corolla"), InstantSearch's hierarchical default. */
export const MAKE_MODEL_SEPARATOR = ' > ';

const seconds = (iso: string | undefined): number | undefined => {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
};

const clean = (s: string | undefined): string | undefined => {
  const v = s === undefined ? undefined : normaliseFacetString(s).trim();
  return v ? v : undefined;
};

// A VIN or plate as one word ("ABC 123" → "ABC123"), as a shopper types it into the search box.
const identifier = (s: string | undefined): string | undefined => clean(s?.replace(/\s+/g, ''));

/** The weekly repayment a card can show: the quote's, else the lowest lender weekly payment. */
function weeklyPrice(car: Car): number | undefined {
  const quoted = car.youxQuote?.weeklyRepaymentAmount;
  if (quoted !== undefined && quoted > 0) return quoted;
  const lender = Object.values(car.finance_lenders)
    .map((l) => l.paymentWeek)
    .filter((p): p is number => p !== undefined && p > 0);
  return lender.length ? Math.min(...lender) : undefined;
}

const mapDefined = <T, U>(value: T | undefined, f: (v: T) => U): U | undefined => (value === undefined ? undefined : f(value));

/** Drops undefined values so documents are as small as JSON allows (Typesense treats absent as missing). */
function compact<T extends object>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined)) as T;
}

/** The search document of one normalised car. Strings lose backticks (see filter/escape.ts). */
export function toSearchDocument(car: Car, options: SearchDocumentOptions = {}): SearchDocument {
  const make = clean(car.make) ?? '';
  const model = clean(car.model) ?? '';
  const price = car.price !== undefined && car.price > 0 ? Math.round(car.price) : undefined;
  const weekly = weeklyPrice(car);
  const estimate = options.cardEstimate && cardEstimate(car, options.cardEstimate);
  return compact<SearchDocument>({
    id: car.id,
    make,
    model,
    make_model: `${make}${MAKE_MODEL_SEPARATOR}${model}`,
    badge: clean(car.badge),
    series: clean(car.series),
    year: car.year,
    year_text: car.year === undefined ? undefined : String(car.year),
    status: car.status,
    car_type: car.car_type,
    item_type: clean(car.item_type),
    certified: car.certified,
    categories: car.categories.map(clean).filter((x): x is string => x !== undefined),
    filtered_features: car.filtered_features.map(clean).filter((x): x is string => x !== undefined),
    city: clean(car.city ?? car.location?.address?.city),
    state: clean(car.state ?? car.location?.address?.state),
    location_name: clean(car.location_name ?? car.location?.name),
    dealership_name: clean(car.dealership_name),
    colour: clean(car.colour),
    // A body the spec names as a type is held as its label, so "cab-chassis" and "Cab Chassis" are one facet value.
    body: mapDefined(clean(car.simple_body ?? car.bodyconfiguration), bodyFacetValue),
    drive: clean(car.drive),
    fuel: clean(car.simple_fuel ?? car.fuel),
    transmission: clean(car.simple_transmission ?? car.trans),
    seats: car.seats,
    tag: clean(car.tag),
    km: car.km === undefined ? undefined : Math.round(car.km),
    price,
    subscription_price: car.subscription_price,
    price_range:
      price === undefined ? undefined : rangeLabel(price, options.priceRangeEdges ?? DEFAULT_PRICE_RANGE_EDGES),
    weekly_price: weekly,
    weekly_price_range:
      weekly === undefined
        ? undefined
        : rangeLabel(weekly, options.weeklyPriceRangeEdges ?? DEFAULT_WEEKLY_PRICE_RANGE_EDGES),
    created_at_timestamp: seconds(car.created_at) ?? 0,
    sold_at_timestamp: seconds(car.sold_at),
    custom_rank: car.custom_rank,
    show_on_dealer_website: car.show_on_dealer_website,
    dealership_slug: clean(car.dealership_slug),
    location_slug: clean(car.location?.slug),
    stocknum: clean(car.stocknum),
    vin: identifier(car.vin),
    regplate: identifier(car.regplate),
    slug: car.slug,
    name: car.name,
    dealership_id: car.dealership_id,
    image_url: car.images[0]?.thumb ?? car.primary_image_url ?? car.images[0]?.url,
    photos_count: car.photos_count,
    price_type: car.price_type,
    before_price: car.before_price,
    reserved: car.reserved,
    preorder: car.preorder,
    sold_at: car.sold_at,
    estimate_repayment: estimate?.repayment,
    estimate_frequency: estimate?.frequency,
    estimate_rate: estimate?.advertisedRate,
    estimate_comparison_rate: estimate?.comparisonRate,
  });
}
