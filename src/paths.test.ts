import { describe, expect, it } from 'vitest';
import * as paths from './paths';
import {
  blogCategoryPath,
  bookTestDrivePath,
  brandOverviewPath,
  brandPath,
  brandsPath,
  carTradeInPath,
  carTypeSearchPath,
  checkoutJourneyPath,
  comparePath,
  contactPath,
  contactUsPath,
  contentEntryPath,
  contentPagePath,
  dealerLocatorPath,
  dealershipSearchPath,
  dealershipsByMakePath,
  dealershipsMakePagePath,
  dealershipsPath,
  defaultSearchPath,
  financeLink,
  financePaths,
  generalPaths,
  homePath,
  localOffersPath,
  locationContactPath,
  locationEnquiryPath,
  locationPath,
  makeModelSearchPath,
  offerEnquiryPath,
  offerPath,
  offersPath,
  personalisedFinancePath,
  printPath,
  reservePath,
  searchRoot,
  searchRoutes,
  signInPath,
  slugify,
  stockPath,
  successPath,
  teamPath,
  tradeInPath,
  tradeInPaths,
  vehicleAnchors,
  vehicleMapLink,
  vehiclePath,
  vehiclePdfName,
  vehicleViewJsonPath,
  watchlistPath,
  withQuery,
} from './paths';

describe('route builders of spec 01 §2.1 and spec 02 §2', () => {
  it.each([
    ['home', homePath(), '/'],
    ['our stock', stockPath(), '/cars/'],
    [
      'vehicle page (share links point here)',
      vehiclePath('2021-toyota-hilux-sr-1008'),
      '/cars/2021-toyota-hilux-sr-1008',
    ],
    ['reserve online', reservePath('hilux-1'), '/cars/hilux-1/checkout'],
    ['reserve online, buy-online variant', reservePath('hilux-1', 'buy-online'), '/cars/hilux-1/buy-online'],
    ['online purchase', checkoutJourneyPath('hilux-1'), '/checkout-journey?car_id=hilux-1'],
    ['trade-in for a car', carTradeInPath('1008'), '/cars/trade-in?car_id=1008'],
    ['trade-in', tradeInPath(), '/trade-in'],
    ['print (opens in a new tab)', printPath('hilux-1'), '/print?car_id=hilux-1'],
    ['success', successPath(), '/success'],
    ['vehicle map anchor', vehicleMapLink('hilux-1'), '/cars/hilux-1#vehicle-map'],
    ['view count call', vehicleViewJsonPath('hilux-1'), '/cars/hilux-1/view.json'],
    ['PDF file name', vehiclePdfName('hilux-1'), 'hilux-1.pdf'],
    ['watchlist page', watchlistPath(), '/my-garage'],
    ['compare', comparePath(), '/compare'],
    ['book a test drive', bookTestDrivePath(), '/book-test-drive'],
    ['brands', brandsPath(), '/brands'],
    ['brand page', brandPath('toyota'), '/brands/toyota'],
    ['brand overview', brandOverviewPath('Land Rover'), '/land-rover/overview'],
    ['dealerships', dealershipsPath(), '/dealerships'],
    ['dealerships of a make', dealershipsByMakePath('Mercedes-Benz'), '/dealerships/mercedes-benz?filter=brand'],
    ['dealerships of a make, canonical page', dealershipsMakePagePath('Mercedes-Benz'), '/dealerships/mercedes-benz'],
    ['special offers', offersPath(), '/special-offers'],
    ['local offers', localOffersPath(), '/pages/local-offers'],
    ['contact', contactPath(), '/contact'],
    ['contact us', contactUsPath(), '/contact-us'],
    ['view location', locationPath('north-lakes'), '/locations/north-lakes'],
    ['team of a location', teamPath('north-lakes'), '/teams/north-lakes'],
    ['dealer locator', dealerLocatorPath(), '/dealer-locator'],
    ['personalised finance', personalisedFinancePath('1008'), '/personalised/finance?car_id=1008'],
    ['a content page', contentPagePath('owner-benefits'), '/pages/owner-benefits'],
    ['a blog category', blogCategoryPath('Buyer Advice'), '/blog/buyer-advice'],
    ['a content entry', contentEntryPath('blog/buyer-advice/first car'), '/blog/buyer-advice/first%20car'],
  ])('%s: %s', (_name, built, expected) => {
    expect(built).toBe(expected);
  });

  it('encodes a slug so it stays one path segment', () => {
    expect(vehiclePath('a/b c?d')).toBe('/cars/a%2Fb%20c%3Fd');
    expect(dealershipSearchPath('x#y')).toBe('/search/x%23y');
  });

  it('has the anchors of the vehicle page (spec 02 §2)', () => {
    expect(Object.values(vehicleAnchors).map((a) => `#${a}`)).toEqual([
      '#vehicle-map',
      '#finance-calculator',
      '#financeDisclaimer',
      '#finance-form',
    ]);
  });

  it('has the trade-in, finance and general pages of spec 02 §2', () => {
    expect(tradeInPaths).toEqual(['/trade-in', '/sell-my-car', '/sell-your-car']);
    expect(financePaths).toEqual({
      finance: '/finance',
      enquiry: '/finance-enquiry',
      preApproval: '/finance-pre-approval',
      apply: '/apply-for-finance',
    });
    expect(generalPaths).toMatchObject({
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
    });
  });

  it('has no parts search route: there is no parts feed (docs/decisions.md)', () => {
    expect(Object.keys(paths)).not.toContain('partsSearchPath');
  });
});

describe('sign-in (spec 01 §6, spec 02 §2)', () => {
  it.each([
    [
      'watchlist',
      '/cars/hilux-1',
      '/cars/hilux-1',
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fhilux-1&back=%2Fcars%2Fhilux-1',
    ],
    [
      'checkout',
      '/cars/hilux-1/checkout',
      '/cars/hilux-1',
      '/sign-in?type=checkout&redirect=%2Fcars%2Fhilux-1%2Fcheckout&back=%2Fcars%2Fhilux-1',
    ],
    ['my-garage', '/my-garage', '/', '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F'],
    ['trade-in', '/trade-in?step=2', '/', '/sign-in?type=trade-in&redirect=%2Ftrade-in%3Fstep%3D2&back=%2F'],
  ] as const)('type %s', (type, redirect, back, expected) => {
    expect(signInPath(type, redirect, back)).toBe(expected);
  });
});

describe('the per-car finance link (spec 02 §2)', () => {
  const car = { id: '42', dealership_slug: 'city-motors', price: 45990, car_type: 'used', vin: 'JTMABC123' };

  it('carries preferredDealership, vehiclePriceBudget, car_id, car_type and vin, in that order, and ends at #finance-form', () => {
    expect(financeLink(car)).toBe(
      '/finance?preferredDealership=city-motors&vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTMABC123#finance-form',
    );
  });

  it.each([
    [
      '/finance-enquiry',
      { dealership_slug: undefined },
      '/finance-enquiry?vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTMABC123#finance-form',
    ],
    [
      '/apply-for-finance',
      { price: undefined, vin: '' },
      '/apply-for-finance?preferredDealership=city-motors&car_id=42&car_type=used#finance-form',
    ],
    [
      '/finance',
      { dealership_slug: 'a b&c', vin: undefined },
      '/finance?preferredDealership=a+b%26c&vehiclePriceBudget=45990&car_id=42&car_type=used#finance-form',
    ],
  ])('on %s leaves out what the car lacks (%j) and encodes values', (base, changes, expected) => {
    expect(financeLink({ ...car, ...changes }, base)).toBe(expected);
  });
});

describe('search routes (spec 01 §2.1, spec 02 §2)', () => {
  it('has the car-type routes, the default first', () => {
    expect(searchRoot).toBe('/search');
    expect(defaultSearchPath()).toBe('/search/new-used-and-demo-cars');
    expect(searchRoutes).toEqual({
      all: '/search/new-used-and-demo-cars',
      used: '/search/used-cars',
      newAndDemo: '/search/new-and-demo-cars',
      new: '/search/new-cars',
      demo: '/search/demo-cars',
    });
  });

  it.each([
    ['/search/{carTypeSlug}-cars', carTypeSearchPath('caravan'), '/search/caravan-cars'],
    ['/search/{carTypeSlug}-cars from a label', carTypeSearchPath('Light Truck'), '/search/light-truck-cars'],
    ['/search/{make}', makeModelSearchPath('Land Rover'), '/search/land-rover'],
    ['/search/{make}/{model}', makeModelSearchPath('Mercedes-Benz', 'C-Class'), '/search/mercedes-benz/c-class'],
    [
      '/search/{make}/{model} with an ampersand',
      makeModelSearchPath('Rolls & Royce', 'Ghost II'),
      '/search/rolls-and-royce/ghost-ii',
    ],
    [
      '/search/{dealership_slug}',
      dealershipSearchPath('southern-cross-toyota-toowoomba'),
      '/search/southern-cross-toyota-toowoomba',
    ],
  ])('%s', (_name, built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('offers and locations by site variant', () => {
  it('uses /offers/{id} on a single-manufacturer site and /offers/{manufacturer}/{id} otherwise', () => {
    expect(offerPath('77')).toBe('/offers/77');
    expect(offerPath('77', 'Mercedes-Benz')).toBe('/offers/mercedes-benz/77');
  });

  it('uses /contact-us/{slug} by default and /our-location/{slug} on sites configured so', () => {
    expect(locationContactPath('gosford')).toBe('/contact-us/gosford');
    expect(locationContactPath('gosford', 'our-location')).toBe('/our-location/gosford');
  });

  it('sends offer and location enquiries to the contact form with the id', () => {
    expect(offerEnquiryPath('77')).toBe('/contact-us?offer=77#contact-form');
    expect(locationEnquiryPath('101')).toBe('/contact-us?location=101#contact-form');
  });
});

describe('lead API routes the browser calls', () => {
  it.each([
    [paths.leadsApiPath, '/api/leads'],
    [paths.leadFormApiPath, '/api/leads/form'],
    [paths.phoneRevealApiPath, '/api/leads/phone-reveal'],
    [paths.requestCodeApiPath, '/api/auth/request-code'],
    [paths.verifyCodeApiPath, '/api/auth/verify-code'],
    [paths.meApiPath, '/api/auth/me'],
    [paths.signOutApiPath, '/api/auth/sign-out'],
    [paths.watchlistApiPath, '/api/watchlist'],
    [paths.saveCarApiPath, '/api/watchlist/save-car'],
    [paths.removeCarApiPath, '/api/watchlist/remove-car'],
    [paths.savedSearchesApiPath, '/api/saved-searches'],
    [paths.savedSearchApiPath('s 1'), '/api/saved-searches/s%201'],
    [paths.financeQuoteApiPath, '/api/youx/quote'],
    [paths.miscellaneousApiPath, '/api/miscellaneous'],
    [paths.reservationsApiPath, '/api/reservations'],
    [paths.reservationStatusApiPath('1008'), '/api/reservations/1008'],
    [paths.paymentCheckoutApiPath, '/api/payments/checkout'],
    [paths.paymentProviderApiPath, '/api/payments/provider'],
    [paths.paymentStatusApiPath('a/b'), '/api/payments/status/a%2Fb'],
    [
      paths.testDriveAvailabilityApiPath('101', '2026-11-23'),
      '/api/test-drive/availability?location_id=101&date=2026-11-23',
    ],
    [paths.deliveryPriceApiPath('4000'), '/api/delivery/price?postcode=4000'],
    [paths.autogaugeApiPath('hilux-1'), '/cars/hilux-1/autogauge'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('helpers', () => {
  it.each([
    ['Land Cruiser', 'land-cruiser'],
    ['Škoda Octavia', 'skoda-octavia'],
    ['  --C-HR--  ', 'c-hr'],
    ['A & B', 'a-and-b'],
    ['Mercedes-AMG GT 63 S', 'mercedes-amg-gt-63-s'],
  ])('slugify(%j) is %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('leaves out empty query values, keeps key order and adds the hash', () => {
    expect(withQuery('/x', { a: 1, b: '', c: undefined, d: null, e: false, f: 'g h' }, 'top')).toBe(
      '/x?a=1&e=false&f=g+h#top',
    );
    expect(withQuery('/x', {})).toBe('/x');
  });
});
