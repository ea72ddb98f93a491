import { describe, expect, it } from 'vitest';
import { configProblems, TEST_SITE_FILE } from './testing';

const FILE = TEST_SITE_FILE;

const problems = configProblems;

const dealership = { id: 'd1', slug: 'demo-motors', name: 'Demo Motors' };
const location = { id: 'l1', name: 'Brisbane', slug: 'brisbane', dealership_id: 'd1' };
const tile = { content: { title: 'We Want Your Car!', href: '/trade-in' } };

describe('cross-field checks say what to change', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'default sort must be an enabled sort',
      { search: { sort: { default: 'oldest' } } },
      `${FILE} search.sort.default: found "oldest", which is not an enabled sort option; use one of "relevant", "latest", "price-desc", "price-asc" or add "oldest" to search.sort.options`,
    ],
    [
      'a sort option listed twice',
      { search: { sort: { options: ['latest', 'latest'], default: 'latest' } } },
      `${FILE} search.sort.options[1]: found "latest" twice; remove the repeat`,
    ],
    [
      'car type and condition both filter car_type',
      { search: { filters: { condition: true } } },
      `${FILE} search.filters.condition: both carType and condition are on, and both filter new, demo and used (car_type); turn one off (condition: false, or carType: false to word the filter Condition)`,
    ],
    [
      'custom bodies are body types of spec 02 §9',
      { search: { filters: { body: { customBodies: ['suv', 'Medium Truck'] } } } },
      `${FILE} search.filters.body.customBodies[1]: found "Medium Truck"; use one of "4x4", "bus", "cabChassis", "convertible", "coupe", "ev", "hardtop", "hatch", "hatchback", "motorhome", "lightTruck", "peopleMover", "prestige", "sedan", "softtop", "suv", "ute", "van", "wagon", "stationWagon"`,
    ],
    [
      "a location's dealership_id must exist",
      { dealerships: [dealership], locations: [{ ...location, dealership_id: 'd9' }] },
      `${FILE} locations[0].dealership_id: found "d9", but no dealership has that id; use one of "d1" or add a dealership with id "d9" under dealerships`,
    ],
    [
      'a location needs a dealership even when none are listed',
      { locations: [location] },
      `${FILE} locations[0].dealership_id: found "d1", but no dealership has that id; add a dealership with id "d1" under dealerships`,
    ],
    [
      'duplicate location slugs',
      { dealerships: [dealership], locations: [location, { ...location, id: 'l2' }] },
      `${FILE} locations[1].slug: found "brisbane" again; give each location its own slug`,
    ],
    [
      'one primary location',
      {
        dealerships: [dealership],
        locations: [
          { ...location, primary: true },
          { ...location, id: 'l2', slug: 'ipswich', primary: true },
        ],
      },
      `${FILE} locations[1].primary: is true, but locations[0] is already primary; keep one primary location`,
    ],
    [
      'open hours need times',
      {
        dealerships: [dealership],
        locations: [{ ...location, contact_detail: { opening_hours: [{ weekday: 1, status: 'Open' }] } }],
      },
      `${FILE} locations[0].contact_detail.opening_hours[0]: is Open but has no open and close times; add open: "08:30" and close: "17:00" (or set status: Closed)`,
    ],
    [
      'closing after opening',
      {
        dealerships: [dealership],
        locations: [
          {
            ...location,
            contact_detail: { service_hours: [{ weekday: 6, status: 'Open', open: '12:00', close: '08:00' }] },
          },
        ],
      },
      `${FILE} locations[0].contact_detail.service_hours[0].close: found "08:00", not after open "12:00"; use a closing time later than the opening time`,
    ],
    [
      'special hours of another location',
      {
        dealerships: [dealership],
        locations: [{ ...location, special_hours: [{ date: '2025-12-25', status: 'Closed', location_id: 'l2' }] }],
      },
      `${FILE} locations[0].special_hours[0]: is for location "l2" but sits under location "l1"; move it under that location or fix its location id`,
    ],
    [
      'promo tile expiry after start',
      { promotions: { tiles: [{ ...tile, start: '2025-07-24T00:00:00+10:00', expiry: '2025-07-01T00:00:00+10:00' }] } },
      `${FILE} promotions.tiles[0].expiry: found 2025-07-01T00:00:00+10:00, not after start 2025-07-24T00:00:00+10:00; set an expiry later than the start`,
    ],
    [
      'slide expiry after start',
      {
        promotions: {
          slider: {
            slides: [
              { image: 'a.jpg', alt: 'Sale', start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-01T00:00:00+10:00' },
            ],
          },
        },
      },
      `${FILE} promotions.slider.slides[0].expiry: found 2025-07-01T00:00:00+10:00, not after start 2025-07-01T00:00:00+10:00; set an expiry later than the start`,
    ],
    [
      'tile position within the page',
      { promotions: { tiles: [{ ...tile, positions: [8, 22] }] } },
      `${FILE} promotions.tiles[0].positions[1]: found 22, beyond the page size of 21; use a position from 1 to 21`,
    ],
    [
      'typesense backend needs a host',
      { searchBackend: 'typesense' },
      `${FILE} searchBackend.hosts: found no host; Typesense needs at least one, e.g. hosts: [search.example.com], or use searchBackend: embedded`,
    ],
    [
      'labels must be message keys',
      { labels: { 'sold.tags': 'SOLD!' } },
      `${FILE} labels.sold.tags: "sold.tags" is not a message key; did you mean "sold.tag"?`,
    ],
    [
      'primary text contrast',
      { theme: { colors: { primary: '#ffff00' } } },
      `${FILE} theme.colors.primaryContrast: found #ffffff on primary #ffff00, a contrast of 1.07:1; choose colours with at least 4.5:1 so text stays readable`,
    ],
    [
      'autogauge needs its plugin',
      { features: { autogauge: true } },
      `${FILE} features.autogauge: is on but the Autogauge plugin is not listed; add Autogauge to features.plugins or set features.autogauge: false`,
    ],
    [
      'reserve deposit text states the amount charged',
      { features: { reserve: { depositText: 'Small deposit' } } },
      `${FILE} features.reserve.depositText: found "Small deposit", which states no amount; write the deposit charged, e.g. "$200 to reserve" (empty or $0 for no deposit)`,
    ],
    [
      'certified box needs a make',
      { features: { certifiedPreOwned: true } },
      `${FILE} features.certifiedPreOwned: is on but no make is known; set features.certifiedPreOwned.make (e.g. Toyota) or the site manufacturer`,
    ],
    [
      'finance estimate needs a provider',
      { finance: { estimate: true } },
      `${FILE} finance.estimate: is on but finance.provider is null; set finance.provider to one of provider-a, provider-b, provider-c, provider-d, provider-e, provider-f, provider-g, or set finance.estimate: false`,
    ],
    [
      'calculator range min ≤ max, against the provider record (0.5–15) when the site sets one bound',
      { finance: { provider: 'provider-d', calculator: { interest: { min: 16 } } } },
      `${FILE} finance.calculator.interest.min: found 16, above the max of 15; make min no larger than max`,
    ],
    [
      'default interest inside the range',
      { finance: { calculator: { interest: { min: 7.5, max: 14.5 }, defaultInterest: 5 } } },
      `${FILE} finance.calculator.defaultInterest: found 5, outside the calculator's range 7.5–14.5; pick a value inside it or widen the range`,
    ],
    [
      'default term inside the range',
      { finance: { provider: 'provider-d', calculator: { term: { max: 5 }, defaultTerm: 6 } } },
      `${FILE} finance.calculator.defaultTerm: found 6, outside the calculator's range 1–5; pick a value inside it or widen the range`,
    ],
    [
      "a site's default interest outside the provider record's range (7.5–14.5)",
      { finance: { provider: 'provider-b', calculator: { defaultInterest: 5 } } },
      `${FILE} finance.calculator.defaultInterest: found 5, outside the calculator's range 7.5–14.5; pick a value inside it or widen the range`,
    ],
    [
      'delivery ranges do not overlap',
      {
        leads: {
          delivery: [
            { from: 4000, to: 4199, price: 300, region: 'Brisbane' },
            { from: 4100, to: 4299, price: 500, region: 'Gold Coast' },
          ],
        },
      },
      `${FILE} leads.delivery[1]: postcodes 4100–4299 overlap row 0 (4000–4199); give each postcode one price`,
    ],
    [
      'delivery range from ≤ to',
      { leads: { delivery: [{ from: 4500, to: '4000', price: 300, region: 'Brisbane' }] } },
      `${FILE} leads.delivery[0].to: found 4000, below from 4500; make to the last postcode of the range`,
    ],
    [
      'car-type phones need a default',
      { phones: { byCarType: true, new: '07 3000 0001' } },
      `${FILE} phones.default: is missing while phones.byCarType is on; add a default number for car types without their own`,
    ],
    [
      'feed source stays inside the site folder',
      { feed: { source: '../other/feed.json' } },
      `${FILE} feed.source: found "../other/feed.json"; use a path inside the site folder (e.g. feed.json) or an https:// URL`,
    ],
  ])('%s', (_name, patch, line) => {
    expect(problems(patch)).toEqual([line]);
  });

  it.each([
    [{ search: { sort: { options: ['oldest', 'latest'], default: 'oldest' } } }],
    [{ searchBackend: { engine: 'typesense', hosts: ['a.example.com', 'b.example.com', 'c.example.com'] } }],
    [{ labels: { 'carType.used': 'Pre-Owned', 'sold.tag': 'SOLD' } }],
    [{ feed: { source: 'https://feeds.example.com/demo.json' } }],
    [{ features: { autogauge: true, plugins: ['Autogauge'] } }],
    [{ promotions: { tiles: [{ ...tile, start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00' }] } }],
  ])('accepts the consistent variant %j', (patch) => {
    expect(problems(patch)).toEqual([]);
  });
});
