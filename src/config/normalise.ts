/**
 * Fills the defaults that depend on other fields (the schema can only give fixed defaults), so
 * components read one complete object: e.g. the body filter limit is 20 when custom bodies exist.
 */
import type { MessageKey } from './messages';
import type { ParsedSiteConfig } from './schema/index';
import { locationTimeZone } from '../domain/location-time-zone';

type Override<T, U> = Omit<T, keyof U> & U;
type P = ParsedSiteConfig;
type BodyFilter = Exclude<P['search']['filters']['body'], false>;
type Typesense = Extract<P['searchBackend'], { engine: 'typesense' }>;
type Location = P['locations'][number];
type Tile = P['promotions']['tiles'][number];
type Certified = Exclude<P['features']['certifiedPreOwned'], false>;

/** A location with its dealership slug, its time zone (set, else its state's, else the site's) and every special-hours entry tied to it. */
export type SiteLocation = Override<
  Location,
  {
    dealership_slug?: string;
    timeZone: string;
    special_hours: Array<Location['special_hours'][number] & { location_id: string }>;
  }
>;
/** A promotional tile with its grid positions resolved. */
export type PromoTile = Override<Tile, { positions: number[] }>;
/** The search backend after defaults: embedded, or Typesense with its collection alias. */
export type SearchBackend = { engine: 'embedded' } | Override<Typesense, { collection: string }>;

/** The parsed site config with every default applied; what the rest of the code reads. */
export type SiteConfig = Override<
  P,
  {
    /** The site folder name under sites/. */
    slug: string;
    legalName: string;
    labels: Partial<Record<MessageKey, string>>;
    features: Override<P['features'], { certifiedPreOwned: false | Override<Certified, { make?: string }> }>;
    search: Override<
      P['search'],
      { filters: Override<P['search']['filters'], { body: false | Override<BodyFilter, { limit: number }> }> }
    >;
    finance: Override<P['finance'], { budget: Override<P['finance']['budget'], { defaultRepayment: number }> }>;
    locations: SiteLocation[];
    promotions: Override<P['promotions'], { tiles: PromoTile[] }>;
    searchBackend: SearchBackend;
  }
>;

/** Body types listed when a site has custom bodies (spec 01 §9). */
const CUSTOM_BODY_LIMIT = 20;
/** Body types listed otherwise. */
const BODY_LIMIT = 4;
/** Budget box starting repayment: 600 monthly, 200 otherwise (spec 02 §9). */
const MONTHLY_REPAYMENT = 600;
const WEEKLY_REPAYMENT = 200;

/** Applies the cross-field defaults; returns a new object and leaves `parsed` untouched. */
export function normaliseSiteConfig(parsed: P, slug: string): SiteConfig {
  const { body } = parsed.search.filters;
  const dealershipSlug = new Map(parsed.dealerships.map((d) => [d.id, d.slug]));
  const certified = parsed.features.certifiedPreOwned;
  const backend = parsed.searchBackend;
  const budget = parsed.finance.budget;
  return {
    ...parsed,
    slug,
    legalName: parsed.legalName ?? parsed.name,
    labels: parsed.labels as Partial<Record<MessageKey, string>>,
    features: {
      ...parsed.features,
      certifiedPreOwned:
        certified === false ? false : { ...certified, make: certified.make ?? parsed.manufacturer ?? undefined },
    },
    search: {
      ...parsed.search,
      filters: {
        ...parsed.search.filters,
        body:
          body === false
            ? false
            : { ...body, limit: body.limit ?? (body.customBodies.length > 0 ? CUSTOM_BODY_LIMIT : BODY_LIMIT) },
      },
    },
    finance: {
      ...parsed.finance,
      budget: {
        ...budget,
        defaultRepayment:
          budget.defaultRepayment ?? (budget.frequency === 'monthly' ? MONTHLY_REPAYMENT : WEEKLY_REPAYMENT),
      },
    },
    locations: parsed.locations.map((location) => ({
      ...location,
      dealership_slug: location.dealership_slug ?? dealershipSlug.get(location.dealership_id),
      timeZone: locationTimeZone(location, parsed.timeZone),
      special_hours: location.special_hours.map((h) => ({ ...h, location_id: h.location_id ?? location.id })),
    })),
    promotions: {
      ...parsed.promotions,
      tiles: parsed.promotions.tiles.map((tile) => ({
        ...tile,
        positions: tile.positions ?? parsed.search.promoPositions,
      })),
    },
    searchBackend:
      backend.engine === 'typesense'
        ? { ...backend, collection: backend.collection ?? `${slug}-cars` }
        : { engine: 'embedded' },
  };
}
