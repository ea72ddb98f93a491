/**
 * One search document per domain car: the facet attributes of spec 01 §3.2 plus what the
 * cards and sorts need. The same document goes to Typesense and into the embedded index.
 */
import type { Car } from '../domain/car';
import { cardEstimate, type FigureContext } from '../domain/finance';
import { DEFAULT_PRICE_RANGE_EDGES, DEFAULT_WEEKLY_PRICE_RANGE_EDGES, rangeLabel } from './ranges';
import { normaliseFacetString } from './filter/escape';
import { bodyFacetValue } from '../domain/search/body-types';
import { SEARCH_FIELDS, type CopiedFieldName, type SearchDocument } from './fields';

/** A search document; its type is derived from the field list in fields.ts. */
export type { SearchDocument };

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

const mapDefined = <T, U>(value: T | undefined, f: (v: T) => U): U | undefined =>
  value === undefined ? undefined : f(value);

/** The values document.ts derives: every field that does not copy a car property, required or undefined. */
type DerivedValues = {
  [K in Exclude<keyof SearchDocument, CopiedFieldName>]-?:
    | SearchDocument[K]
    | (undefined extends SearchDocument[K] ? undefined : never);
};

const COPIED = SEARCH_FIELDS.filter((field) => field.from !== undefined);

/**
 * The document in field-list order, copied fields from the car (strings of indexed fields cleaned,
 * as every facet string is) and the rest from `derived`; undefined values are left out, so documents
 * are as small as JSON allows (Typesense treats absent as missing).
 */
function assemble(car: Car, derived: DerivedValues): SearchDocument {
  const values: Record<string, unknown> = { ...derived };
  for (const field of COPIED) {
    const value = car[field.from!];
    values[field.name] = typeof value === 'string' && field.indexed ? clean(value) : value;
  }
  const doc: Record<string, unknown> = {};
  for (const { name } of SEARCH_FIELDS) if (values[name] !== undefined) doc[name] = values[name];
  return doc as SearchDocument;
}

/** The search document of one normalised car. Strings lose backticks (see filter/escape.ts). */
export function toSearchDocument(car: Car, options: SearchDocumentOptions = {}): SearchDocument {
  const make = clean(car.make) ?? '';
  const model = clean(car.model) ?? '';
  const price = car.price !== undefined && car.price > 0 ? Math.round(car.price) : undefined;
  const weekly = weeklyPrice(car);
  const estimate = options.cardEstimate && cardEstimate(car, options.cardEstimate);
  return assemble(car, {
    id: car.id,
    make,
    model,
    make_model: `${make}${MAKE_MODEL_SEPARATOR}${model}`,
    year_text: car.year === undefined ? undefined : String(car.year),
    categories: car.categories.map(clean).filter((x): x is string => x !== undefined),
    filtered_features: car.filtered_features.map(clean).filter((x): x is string => x !== undefined),
    city: clean(car.city ?? car.location?.address?.city),
    state: clean(car.state ?? car.location?.address?.state),
    location_name: clean(car.location_name ?? car.location?.name),
    // A body the spec names as a type is held as its label, so "cab-chassis" and "Cab Chassis" are one facet value.
    body: mapDefined(clean(car.simple_body ?? car.bodyconfiguration), bodyFacetValue),
    fuel: clean(car.simple_fuel ?? car.fuel),
    transmission: clean(car.simple_transmission ?? car.trans),
    km: car.km === undefined ? undefined : Math.round(car.km),
    price,
    price_range:
      price === undefined ? undefined : rangeLabel(price, options.priceRangeEdges ?? DEFAULT_PRICE_RANGE_EDGES),
    weekly_price: weekly,
    weekly_price_range:
      weekly === undefined
        ? undefined
        : rangeLabel(weekly, options.weeklyPriceRangeEdges ?? DEFAULT_WEEKLY_PRICE_RANGE_EDGES),
    created_at_timestamp: seconds(car.created_at) ?? 0,
    sold_at_timestamp: seconds(car.sold_at),
    location_slug: clean(car.location?.slug),
    vin: identifier(car.vin),
    regplate: identifier(car.regplate),
    image_url: car.images[0]?.thumb ?? car.primary_image_url ?? car.images[0]?.url,
    estimate_repayment: estimate?.repayment,
    estimate_frequency: estimate?.frequency,
    estimate_rate: estimate?.advertisedRate,
    estimate_comparison_rate: estimate?.comparisonRate,
  });
}
