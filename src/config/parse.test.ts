import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './parse';
import { MINIMAL_SITE, siteWith } from './testing';

const FILE = 'sites/demo/site.yaml';

function pick(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

describe('a minimal site file (name + feed source) gets every default', () => {
  const config = parseSiteConfig(MINIMAL_SITE, FILE);
  it.each([
    ['slug', 'demo'],
    ['legalName', 'Demo Motors'],
    ['timeZone', 'Australia/Brisbane'],
    ['defaultFormState', 'qld'],
    ['manufacturer', null],
    ['dealerGroup', false],
    ['feed.maxRejectShare', 0.2],
    ['feed.watchMinutes', 5],
    ['theme.darkMode', 'off'],
    ['search.pageSize', 21],
    ['search.columns', 3],
    ['search.defaultRoute', '/search/new-used-and-demo-cars'],
    ['search.sort.default', 'relevant'],
    ['search.sort.options', ['relevant', 'latest', 'price-desc', 'price-asc']],
    ['search.sort.priceAscendingNeedsPrice', false],
    ['search.filters.make', { visible: 7, popularMakes: false }],
    ['search.filters.model', { limit: 30 }],
    ['search.filters.body', { limit: 4, customBodies: [] }],
    ['search.filters.location', { limit: 20 }],
    ['search.filters.city', false],
    ['search.filters.dealership', { limit: 40 }],
    ['stock.includeSoldCarsDays', 3],
    ['stock.filterOption', 3],
    ['stock.justArrivedDays', 8],
    ['stock.itemTypes', ['cars']],
    ['viewer', { defaultView: 'spinner', autoRotate: true, intervalMs: 100, videoPosition: 'second' }],
    ['finance.provider', null],
    // Absent calculator figures stay absent, so the provider record's figures apply (site/finance-settings.ts).
    ['finance.calculator', { variant: 'field', defaultAmount: 30000, defaultFrequency: 'weekly' }],
    ['finance.slider', {}],
    ['finance.budget.defaultRepayment', 600],
    ['finance.budget.defaultDeposit', 2000],
    ['finance.budget.quickPicks', [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000]],
    ['features.watchlist', { wording: 'watchlist' }],
    ['features.reserve', false],
    ['features.testDrive', { hideWhenComingSoon: false }],
    ['features.phoneReveal', { visibleCharacters: 5 }],
    ['features.stickyBars', { headerOffset: 500, mobileBarOffset: 900 }],
    ['features.chat', false],
    ['forms.messageRequired', true],
    ['forms.locationRequired', 'never'],
    ['forms.categories', [{ name: 'General Enquiry', eventId: 22 }]],
    ['images', { cdn: 'none', quality: 75, defaultWidth: 640 }],
    ['searchBackend', { engine: 'embedded' }],
    ['locationPages', { route: 'contact-us', display: 'auto', serviceBookingHref: '/service', mapZoom: 10 }],
    ['features.tradeIn', { saveValuation: false }],
    // No promise unless the dealer writes it (issue 21 point 4).
    ['claims', { usedCar: [], newCar: [], whyBuy: [], usedWarranty: false }],
    ['access.gatedPaths', ['/spin-to-win', '/online-payment', '/my-garage']],
    ['slots', {}],
    ['promotions.tiles.0.positions', [8]],
    ['promotions.tiles.0.content.title', 'We Want Your Car!'],
    ['promotions.slider', { height: 540, slides: [] }],
    ['labels', {}],
  ])('%s', (path, expected) => {
    expect(pick(config, path)).toEqual(expected);
  });

  it('uses the standard header and footer menus of spec 02 §2', () => {
    expect(config.menus.header.map((item) => item.label)).toEqual([
      'Home',
      'Vehicles',
      'Offers',
      'Our Stock',
      'Trade In',
      'Service',
      'About Us',
    ]);
    expect(config.menus.footer.map((column) => column.title)).toEqual([
      'Vehicles',
      'Buyer Tools',
      'Servicing and Parts',
      undefined,
    ]);
    expect(config.menus.footer[3]?.links.map((l) => l.label)).toContain('Terms And Conditions');
    expect(config.menus.featureBanner).toEqual([{ preset: 'offers' }, { preset: 'service' }, { preset: 'sell' }]);
  });
});

describe('feature flags: true | { …options } become false or the full options', () => {
  it.each([
    [
      'features.reserve',
      true,
      { path: 'checkout', depositText: '$200 to reserve', holdHours: 48, requireSignIn: false },
    ],
    [
      'features.reserve',
      { path: 'buy-online' },
      { path: 'buy-online', depositText: '$200 to reserve', holdHours: 48, requireSignIn: false },
    ],
    ['features.watchlist', false, false],
    ['features.watchlist', { wording: 'garage' }, { wording: 'garage' }],
    ['features.reviews', true, { minRating: 4, maxShown: 12, listLength: 10, blockedNames: [], blockedIds: [] }],
    ['features.salesCounter', true, { source: 'feed' }],
    ['features.testDrive', { hideWhenComingSoon: true }, { hideWhenComingSoon: true }],
    ['search.filters.make', { popularMakes: true }, { visible: 7, popularMakes: { count: 20 } }],
    ['search.filters.price', false, false],
    ['search.filters.status', true, {}],
    ['finance.estimate', true, { onCards: false, excludedMakes: [], excludedDealershipIds: [] }],
  ])('%s: %j', (path, value, expected) => {
    const keys = path.split('.');
    const patch = keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
    const withProvider = path.startsWith('finance')
      ? siteWith({ ...patch, finance: { ...(patch.finance as object), provider: 'provider-a' } })
      : siteWith(patch);
    expect(pick(parseSiteConfig(withProvider, 'sites/demo/site.yaml'), path)).toEqual(expected);
  });
});

describe('defaults that depend on other fields', () => {
  it.each([
    [{ search: { filters: { body: { customBodies: ['ute', 'van'] } } } }, 'search.filters.body.limit', 20],
    [{ search: { filters: { body: { customBodies: ['ute'], limit: 6 } } } }, 'search.filters.body.limit', 6],
    [{ finance: { budget: { frequency: 'weekly' } } }, 'finance.budget.defaultRepayment', 200],
    [{ legalName: 'Demo Motors Pty Ltd' }, 'legalName', 'Demo Motors Pty Ltd'],
    [{ searchBackend: { engine: 'typesense', hosts: ['ts.example.com'] } }, 'searchBackend.collection', 'demo-cars'],
    [{ manufacturer: 'Toyota', features: { certifiedPreOwned: true } }, 'features.certifiedPreOwned.make', 'Toyota'],
  ])('%j → %s = %j', (patch, path, expected) => {
    expect(pick(parseSiteConfig(siteWith(patch), FILE), path)).toEqual(expected);
  });

  it('gives promo tiles the search promo positions unless they set their own', () => {
    const tile = { content: { title: 'We Want Your Car!', href: '/trade-in' } };
    const config = parseSiteConfig(
      siteWith({ search: { promoPositions: [8, 17] }, promotions: { tiles: [tile, { ...tile, positions: [9] }] } }),
      FILE,
    );
    expect(config.promotions.tiles.map((t) => t.positions)).toEqual([[8, 17], [9]]);
  });

  it('fills a location dealership slug and special-hours location id, accepting both special-hours shapes', () => {
    const config = parseSiteConfig(
      siteWith({
        dealerships: [{ id: 7, slug: 'demo-motors', name: 'Demo Motors' }],
        locations: [
          {
            id: 'loc-1',
            name: 'Brisbane',
            slug: 'brisbane',
            dealership_id: 7,
            location_type: '',
            special_hours: [
              { date: '2025-12-25', status: 'Closed', name: 'Christmas Day' },
              { date: '2025-12-26', status: 'Open', start_hour: '09:00', end_hour: '13:00', location_id: 'loc-1' },
              {
                date: '2025-12-27',
                status: 'Open',
                hours: { begin: '10:00', end: '14:00' },
                location: { id: 'loc-1' },
              },
            ],
          },
        ],
      }),
      FILE,
    );
    const [location] = config.locations;
    expect(location?.dealership_id).toBe('7');
    expect(location?.dealership_slug).toBe('demo-motors');
    expect(location?.location_type).toBe('sales');
    expect(location?.special_hours).toEqual([
      { date: '2025-12-25', status: 'Closed', name: 'Christmas Day', location_id: 'loc-1' },
      { date: '2025-12-26', status: 'Open', open: '09:00', close: '13:00', location_id: 'loc-1' },
      { date: '2025-12-27', status: 'Open', open: '10:00', close: '14:00', location_id: 'loc-1' },
    ]);
  });

  it('does not change the object it parses', () => {
    const site = siteWith({ features: { reserve: true } });
    const before = JSON.stringify(site);
    parseSiteConfig(site, FILE);
    expect(JSON.stringify(site)).toBe(before);
  });
});
