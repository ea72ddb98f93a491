/**
 * Every route of the product, built in one place (spec 01 §2.1, spec 02 §2). Nothing else in the
 * code base builds a site-internal URL from strings. Builders take plain values, encode segments and
 * query values, and leave out empty parameters.
 */

type QueryValue = string | number | boolean | undefined | null;

/** Appends a query string, skipping empty values; keeps the given key order. */
export function withQuery(path: string, query: Record<string, QueryValue>, hash?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`;
}

/** A URL path segment: lowercased slug form of free text ("Land Cruiser" → "land-cruiser"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const seg = (value: string) => encodeURIComponent(value);

export const homePath = () => '/';
export const stockPath = () => '/cars/';

// Vehicle pages -----------------------------------------------------------------------------
/** Vehicle detail page (share links point here). */
export const vehiclePath = (slug: string) => `/cars/${seg(slug)}`;
/** Anchors on the vehicle page. */
export const vehicleAnchors = {
  map: 'vehicle-map',
  financeCalculator: 'finance-calculator',
  financeDisclaimer: 'financeDisclaimer',
  financeForm: 'finance-form',
} as const;
export const vehicleMapLink = (slug: string) => `${vehiclePath(slug)}#${vehicleAnchors.map}`;
/** Reserve online: /checkout, or /buy-online on sites configured so. */
export const reservePath = (slug: string, variant: 'checkout' | 'buy-online' = 'checkout') =>
  `${vehiclePath(slug)}/${variant}`;
export const checkoutJourneyPath = (slug: string) => withQuery('/checkout-journey', { car_id: slug });
export const carTradeInPath = (carId: string) => withQuery('/cars/trade-in', { car_id: carId });
export const printPath = (slug: string) => withQuery('/print', { car_id: slug });
export const vehicleViewJsonPath = (slug: string) => `${vehiclePath(slug)}/view.json`;
export const vehiclePdfName = (slug: string) => `${slug}.pdf`;

// Search -------------------------------------------------------------------------------------
export const searchRoot = '/search';
/** The car-type search routes of spec 02 §2. */
export const searchRoutes = {
  all: '/search/new-used-and-demo-cars',
  used: '/search/used-cars',
  newAndDemo: '/search/new-and-demo-cars',
  new: '/search/new-cars',
  demo: '/search/demo-cars',
} as const;
export const defaultSearchPath = () => searchRoutes.all;
/** /search/{carTypeSlug}-cars, e.g. caravan → /search/caravan-cars. */
export const carTypeSearchPath = (carTypeSlug: string) => `/search/${seg(slugify(carTypeSlug))}-cars`;
/** /search/{make} and /search/{make}/{model}. */
export function makeModelSearchPath(make: string, model?: string): string {
  const base = `/search/${seg(slugify(make))}`;
  return model ? `${base}/${seg(slugify(model))}` : base;
}
/** More cars from one dealer or location: /search/{dealership_slug} or /search/{location slug}. */
export const dealershipSearchPath = (slug: string) => `/search/${seg(slug)}`;

// Leads and accounts -------------------------------------------------------------------------
export const successPath = () => '/success';
export type SignInType =
  | 'watchlist'
  | 'trade-in'
  | 'checkout'
  | 'finance'
  | 'spin-to-win'
  | 'online-payment'
  | 'car-finance'
  | 'my-garage';
/** /sign-in?type={type}&redirect={path}&back={path}. */
export const signInPath = (type: SignInType, redirect: string, back: string) =>
  withQuery('/sign-in', { type, redirect, back });
export const watchlistPath = () => '/my-garage';
export const comparePath = () => '/compare';
export const tradeInPaths = ['/trade-in', '/sell-my-car', '/sell-your-car'] as const;
export const tradeInPath = () => '/trade-in';
export const bookTestDrivePath = () => '/book-test-drive';

// Finance ------------------------------------------------------------------------------------
export const financePaths = {
  finance: '/finance',
  enquiry: '/finance-enquiry',
  preApproval: '/finance-pre-approval',
  apply: '/apply-for-finance',
} as const;
export const personalisedFinancePath = (carId: string) => withQuery('/personalised/finance', { car_id: carId });
/**
 * The per-car finance link (spec 02 §2): `{base}?preferredDealership=…&vehiclePriceBudget=…&car_id=…&car_type=…&vin=…#finance-form`.
 * preferredDealership is the car's dealership slug; a value the car lacks is left out.
 */
export function financeLink(
  car: { id: string; price?: number; car_type: string; vin?: string; dealership_slug?: string },
  base: string = financePaths.finance,
): string {
  return withQuery(
    base,
    {
      preferredDealership: car.dealership_slug,
      vehiclePriceBudget: car.price,
      car_id: car.id,
      car_type: car.car_type,
      vin: car.vin,
    },
    vehicleAnchors.financeForm,
  );
}

// Offers -------------------------------------------------------------------------------------
export const offersPath = () => '/special-offers';
export const localOffersPath = () => '/pages/local-offers';
/** /offers/{id}, or /offers/{manufacturer}/{id} on sites with no single manufacturer. */
export const offerPath = (id: string, manufacturer?: string) =>
  manufacturer ? `/offers/${seg(slugify(manufacturer))}/${seg(id)}` : `/offers/${seg(id)}`;

// Brands and dealerships ---------------------------------------------------------------------
export const brandsPath = () => '/brands';
export const brandPath = (slug: string) => `/brands/${seg(slug)}`;
export const brandOverviewPath = (brand: string) => `/${seg(slugify(brand))}/overview`;
export const dealershipsPath = () => '/dealerships';
export const dealershipsByMakePath = (make: string) =>
  withQuery(`/dealerships/${seg(slugify(make))}`, { filter: 'brand' });

// Locations ----------------------------------------------------------------------------------
export const contactPath = () => '/contact';
export const contactUsPath = () => '/contact-us';
/** /contact-us/{slug} or /our-location/{slug}, per site variant. */
export const locationContactPath = (slug: string, variant: 'contact-us' | 'our-location' = 'contact-us') =>
  `/${variant}/${seg(slug)}`;
export const locationPath = (slug: string) => `/locations/${seg(slug)}`;
export const teamPath = (locationSlug: string) => `/teams/${seg(locationSlug)}`;
export const dealerLocatorPath = () => '/dealer-locator';

// General pages ------------------------------------------------------------------------------
export const generalPaths = {
  aboutUs: '/about-us',
  terms: '/terms-and-conditions/',
  privacy: '/privacy-policy',
  service: '/service',
  partsAndAccessories: '/vehicle-parts-and-accessories',
  unsubscribe: '/pages/unsubscribe',
  bookAService: '/pages/book-a-service',
  reviews: '/pages/reviews',
  ownerBenefits: '/pages/owner-benefits',
  warranty: '/warranty',
  prepaidMaintenance: '/prepaid-maintenance-plan',
  roadsideAssistance: '/roadside-assistance',
  fleet: '/fleet',
  buying: '/buying',
  blog: '/blog',
  vehicleReviews: '/blog/vehicle-reviews',
  faqs: '/faqs',
  onlinePayment: '/online-payment',
  spinToWin: '/spin-to-win',
} as const;
export const blogCategoryPath = (category: string) => `/blog/${seg(slugify(category))}`;
/** A content page under /pages/{slug}. */
export const contentPagePath = (slug: string) => `/pages/${seg(slug)}`;

// Enquiries from places (the forms issue reads these query parameters) ----------------------
/** Id of the enquiry form on the contact pages (features/forms/ContactForm.astro). */
export const CONTACT_FORM_ANCHOR = 'contact-form';
/** Enquire about an offer: the contact page's form with the offer id in the query. */
export const offerEnquiryPath = (offerId: string) =>
  withQuery(contactUsPath(), { offer: offerId }, CONTACT_FORM_ANCHOR);
/** Contact one location: the contact page's form with the location id in the query. */
export const locationEnquiryPath = (locationId: string) =>
  withQuery(contactUsPath(), { location: locationId }, CONTACT_FORM_ANCHOR);
/** The page /dealerships/{make} itself (canonical URL, without the ?filter=brand the links carry). */
export const dealershipsMakePagePath = (make: string) => `/dealerships/${seg(slugify(make))}`;
/** A content entry's page: its id is its path (blog/buyer-advice/first-car → /blog/buyer-advice/first-car). */
export const contentEntryPath = (id: string) => `/${id.split('/').map(seg).join('/')}`;

// Lead API (src/api/routes), as the browser calls it -----------------------------------------
// Separate exports rather than one object, so each page bundle carries only the paths it calls.
export const leadsApiPath = '/api/leads';
/** The no-JavaScript form post (form-encoded, answers 303 to /success/). */
export const leadFormApiPath = '/api/leads/form';
export const phoneRevealApiPath = '/api/leads/phone-reveal';
/** The valuation provider's offer range (src/api/routes/valuation.ts). */
export const valuationRangeApiPath = '/api/valuation/range';
export const requestCodeApiPath = '/api/auth/request-code';
export const verifyCodeApiPath = '/api/auth/verify-code';
export const meApiPath = '/api/auth/me';
export const signOutApiPath = '/api/auth/sign-out';
export const watchlistApiPath = '/api/watchlist';
export const saveCarApiPath = '/api/watchlist/save-car';
export const removeCarApiPath = '/api/watchlist/remove-car';
export const savedSearchesApiPath = '/api/saved-searches';
export const savedSearchApiPath = (id: string) => `${savedSearchesApiPath}/${seg(id)}`;
export const financeQuoteApiPath = '/api/youx/quote';
export const miscellaneousApiPath = '/api/miscellaneous';
export const reservationsApiPath = '/api/reservations';
export const reservationStatusApiPath = (carId: string) => `${reservationsApiPath}/${seg(carId)}`;
export const paymentCheckoutApiPath = '/api/payments/checkout';
export const paymentProviderApiPath = '/api/payments/provider';
export const paymentStatusApiPath = (reservationId: string) => `/api/payments/status/${seg(reservationId)}`;
export const testDriveAvailabilityApiPath = (locationId: string, date: string) =>
  withQuery('/api/test-drive/availability', { location_id: locationId, date });
export const deliveryPriceApiPath = (postcode: string) => withQuery('/api/delivery/price', { postcode });
/** `GET {car path}/autogauge` (spec 01 §7). */
export const autogaugeApiPath = (slug: string) => `${vehiclePath(slug)}/autogauge`;
