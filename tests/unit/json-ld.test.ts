/**
 * The sweep's JSON-LD checker (tests/e2e/json-ld.ts) shown to fail: a good vehicle, dealer, search
 * and breadcrumb block passes, and each broken copy of it is named with the problem a search engine
 * would find.
 */
import { describe, expect, it } from 'vitest';
import {
  breadcrumbNames,
  jsonLdProblems,
  jsonLdTypes,
  missingJsonLdTypes,
  publishesPicture,
  VEHICLE_LD,
} from '../e2e/json-ld';

const VIN = 'JTMABCDE2RA123456'; // check digit 2 is right for this VIN
const PAGE = 'https://www.example-motors.com.au/cars/2024-toyota-hilux-sr5-1001/';

const dealer = () => ({
  '@context': 'https://schema.org',
  '@type': 'AutoDealer',
  name: 'Example Motors',
  url: 'https://www.example-motors.com.au/',
  address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Brisbane', addressCountry: 'AU' },
  openingHoursSpecification: [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:30', closes: '17:30' },
  ],
});

const car = () => ({
  '@context': 'https://schema.org',
  '@type': 'Car',
  name: '2024 Toyota HiLux SR5',
  url: PAGE,
  brand: { '@type': 'Brand', name: 'Toyota' },
  model: 'HiLux',
  image: ['https://cdn.example.com/hilux-1.jpg'],
  vehicleIdentificationNumber: VIN,
  offers: {
    '@type': 'Offer',
    url: PAGE,
    priceCurrency: 'AUD',
    price: 58990,
    availability: 'https://schema.org/InStock',
    seller: {
      '@type': 'AutoDealer',
      name: 'Example Motors',
      address: { '@type': 'PostalAddress', addressLocality: 'Brisbane', addressCountry: 'AU' },
    },
  },
});

const crumbs = () => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example-motors.com.au/' },
    { '@type': 'ListItem', position: 2, name: 'Search', item: 'https://www.example-motors.com.au/search/' },
    { '@type': 'ListItem', position: 3, name: '2024 Toyota HiLux SR5' },
  ],
});

const itemList = () => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, url: PAGE },
    { '@type': 'ListItem', position: 2, url: 'https://www.example-motors.com.au/cars/2023-mazda-cx-5-1002/' },
  ],
});

type Block = Record<string, unknown>;
const problems = (...blocks: Block[]) => jsonLdProblems(blocks.map((b) => JSON.stringify(b)));
/** A copy of `block` changed by `edit` (which may mutate the copy). */
// biome-ignore lint/suspicious/noExplicitAny: each case reaches into a different nested field of the copy
const broken = (block: Block, edit: (b: Record<string, any>) => void): Block => {
  const copy = structuredClone(block);
  edit(copy);
  return copy;
};

describe('jsonLdProblems', () => {
  it('passes well-formed vehicle, dealer, breadcrumb and search blocks', () => {
    expect(problems(car(), dealer(), crumbs(), itemList())).toEqual([]);
  });

  it.each<[string, Block, string]>([
    [
      'an in-stock car whose offer has no price',
      broken(car(), (b) => delete b.offers.price),
      'an in-stock Offer needs a price',
    ],
    ['a price that is not a number', broken(car(), (b) => (b.offers.price = 'POA')), 'price POA is not a number'],
    [
      'a VIN with the wrong check digit',
      broken(car(), (b) => (b.vehicleIdentificationNumber = 'JTMABCDE7RA123456')),
      'JTMABCDE7RA123456 is not a valid VIN',
    ],
    [
      'a VIN of 16 characters',
      broken(car(), (b) => (b.vehicleIdentificationNumber = VIN.slice(1))),
      'is not a valid VIN',
    ],
    ['a car with no offer', broken(car(), (b) => delete b.offers), 'no offers'],
    [
      'an offer without a currency code',
      broken(car(), (b) => (b.offers.priceCurrency = '$')),
      'priceCurrency must be an ISO 4217 code',
    ],
    [
      'an availability that is not a schema.org URL',
      broken(car(), (b) => (b.offers.availability = 'in stock')),
      'availability must be a schema.org ItemAvailability URL',
    ],
    ['a relative image URL', broken(car(), (b) => (b.image = ['/media/hilux-1.jpg'])), 'image URLs must be absolute'],
    [
      'a relative offer URL',
      broken(car(), (b) => (b.offers.url = '/cars/2024-toyota-hilux-sr5-1001/')),
      'offers[0]: url is not absolute',
    ],
    [
      'a relative vehicle URL',
      broken(car(), (b) => (b.url = '/cars/2024-toyota-hilux-sr5-1001/')),
      'url is not absolute',
    ],
    ['a car with no brand', broken(car(), (b) => delete b.brand), 'no brand.name'],
    [
      'breadcrumb positions out of order',
      broken(crumbs(), (b) => ([b.itemListElement[1].position, b.itemListElement[2].position] = [3, 2])),
      'position 3, expected 2',
    ],
    [
      'a relative breadcrumb item',
      broken(crumbs(), (b) => (b.itemListElement[1].item = '/search/')),
      'item must be an absolute URL',
    ],
    [
      'a breadcrumb without a name',
      broken(crumbs(), (b) => delete b.itemListElement[0].name),
      'itemListElement[0]: no name',
    ],
    ['an empty search list', broken(itemList(), (b) => (b.itemListElement = [])), 'itemListElement is empty'],
    [
      'a relative search result URL',
      broken(itemList(), (b) => (b.itemListElement[0].url = '/cars/2024-toyota-hilux-sr5-1001/')),
      'needs an absolute url or an item',
    ],
    [
      'search positions out of order',
      broken(itemList(), (b) => (b.itemListElement[0].position = 2)),
      'position 2, expected 1',
    ],
    [
      'a dealer with no opening hours',
      broken(dealer(), (b) => delete b.openingHoursSpecification),
      'no openingHoursSpecification',
    ],
    [
      'opening hours in 12-hour time',
      broken(dealer(), (b) => (b.openingHoursSpecification[0].opens = '8:30am')),
      'opens/closes must be hh:mm',
    ],
    [
      'a day that is not a schema.org day',
      broken(dealer(), (b) => (b.openingHoursSpecification[0].dayOfWeek = 'Mon')),
      'dayOfWeek missing or not a schema.org day',
    ],
    ['a dealer with no address', broken(dealer(), (b) => delete b.address), 'no PostalAddress'],
    ['a relative dealer URL', broken(dealer(), (b) => (b.url = '/')), 'url is not absolute'],
    [
      'a context other than schema.org',
      broken(dealer(), (b) => (b['@context'] = 'https://example.com')),
      '@context is not schema.org',
    ],
  ])('names %s', (_case, block, problem) => {
    const found = problems(block);
    expect(
      found.some((p) => p.includes(problem)),
      `expected "${problem}" among ${JSON.stringify(found)}`,
    ).toBe(true);
  });

  it('names a block that does not parse', () => {
    expect(jsonLdProblems(['{"@type": "Car",'])).toEqual([expect.stringMatching(/^block 0: does not parse/)]);
  });

  it('checks the cars inside a search list', () => {
    const list = broken(
      itemList(),
      (b) =>
        (b.itemListElement[0] = {
          '@type': 'ListItem',
          position: 1,
          item: broken(car(), (c) => delete c.offers.price),
        }),
    );
    expect(problems(list)).toEqual([
      expect.stringContaining('itemListElement[0].item.offers[0]: an in-stock Offer needs a price'),
    ]);
  });
});

describe('missingJsonLdTypes', () => {
  it('names every expected type a page does not publish, including a page with no structured data at all', () => {
    expect(missingJsonLdTypes([], [VEHICLE_LD, ['BreadcrumbList']])).toEqual([
      'no Car/Vehicle/Motorcycle/MotorizedBicycle/BusOrCoach block',
      'no BreadcrumbList block',
    ]);
    expect(missingJsonLdTypes([JSON.stringify(crumbs())], [VEHICLE_LD, ['BreadcrumbList']])).toEqual([
      'no Car/Vehicle/Motorcycle/MotorizedBicycle/BusOrCoach block',
    ]);
  });

  it('is satisfied by any of the alternatives, at the top level or in a @graph, but not by a nested seller', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [broken(car(), (b) => (b['@type'] = 'Motorcycle')), crumbs()],
    };
    expect(missingJsonLdTypes([JSON.stringify(graph)], [VEHICLE_LD, ['BreadcrumbList']])).toEqual([]);
    expect(missingJsonLdTypes([JSON.stringify(car())], [['AutoDealer']])).toEqual(['no AutoDealer block']);
    expect(jsonLdTypes([JSON.stringify([dealer(), itemList()])])).toEqual(['AutoDealer', 'ItemList']);
  });
});

describe('breadcrumbNames', () => {
  it('lists the crumbs in position order, and nothing without a BreadcrumbList', () => {
    const shuffled = broken(crumbs(), (b) => b.itemListElement.reverse());
    expect(breadcrumbNames([JSON.stringify(shuffled)])).toEqual(['Home', 'Search', '2024 Toyota HiLux SR5']);
    expect(breadcrumbNames([JSON.stringify(car())])).toEqual([]);
  });
});

describe('publishesPicture', () => {
  it("is true when the page's subject has an image, false for a car listed before its photos", () => {
    expect(publishesPicture([JSON.stringify(car()), JSON.stringify(crumbs())])).toBe(true);
    expect(publishesPicture([JSON.stringify(broken(car(), (b) => delete b.image))])).toBe(false);
    expect(publishesPicture([JSON.stringify(dealer())])).toBe(false);
  });
});
