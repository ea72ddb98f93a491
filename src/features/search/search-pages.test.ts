import { describe, expect, it } from 'vitest';
import { parseSiteYaml } from '../../config/load';
import { createTranslator, siteTranslator } from '../../config/messages';
import { makeCar } from '../../domain/car.fixture';
import type { Car } from '../../domain/car';
import { chipLabel, filterTable, rangeFields, refinementFields } from '../../site/filter-table';
import { routeTable, searchRouteDefs } from './search-routes';
import { createStaticSearch } from './static-results';

const t = createTranslator();
const now = new Date('2026-11-20T00:00:00+10:00');
const site = (extra = '') =>
  parseSiteYaml(`name: Test Motors\nfeed:\n  source: feed.json\n${extra}`, 'site.yaml', 'test');
const car = (i: number, over: Partial<Car>): Car =>
  makeCar({
    id: String(i),
    slug: `car-${i}`,
    stocknum: `S${i}`,
    status: 'in_stock',
    show_on_dealer_website: true,
    ...over,
  });

const cars: Car[] = [
  car(1, { make: 'Toyota', model: 'Hilux', car_type: 'used', colour: 'White', price: 30000 }),
  car(2, { make: 'Toyota', model: 'Corolla', car_type: 'new', colour: 'Red', price: 25000 }),
  car(3, { make: 'Toyota', model: 'Hilux', car_type: 'demo', colour: 'Red', price: 55000 }),
  car(4, {
    make: 'Land Rover',
    model: 'Defender',
    car_type: 'used',
    colour: 'Black',
    price: 90000,
    dealership_slug: 'coast-motors',
    dealership_name: 'Coast Motors',
  }),
  car(5, { make: 'Jayco', model: 'Starcraft', car_type: 'new', item_type: 'caravan', price: 60000 }),
  car(6, { make: 'Mazda', model: 'CX-5', car_type: 'used', status: 'sold', sold_at: '2026-11-01T00:00:00+10:00' }),
];

describe('searchRouteDefs', () => {
  const defs = searchRouteDefs(cars, t);
  const table = routeTable(defs);
  it('has /search, the car-type routes, makes, make/model pairs, item types and dealerships', () => {
    expect(defs.map((d) => d.path)).toEqual(
      expect.arrayContaining([
        '/search',
        '/search/new-used-and-demo-cars',
        '/search/used-cars',
        '/search/new-and-demo-cars',
        '/search/new-cars',
        '/search/demo-cars',
        '/search/toyota',
        '/search/toyota/hilux',
        '/search/land-rover/defender',
        '/search/caravan-cars',
        '/search/coast-motors',
      ]),
    );
  });
  it.each([
    ['toyota/hilux', { make: ['Toyota'], model: ['Hilux'] }],
    ['land-rover', { make: ['Land Rover'] }],
    ['used-cars', { car_type: ['used'] }],
    ['new-and-demo-cars', { car_type: ['new', 'demo'] }],
    ['caravan-cars', { item_type: ['caravan'] }],
    ['coast-motors', { dealership_name: ['Coast Motors'] }],
    ['new-used-and-demo-cars', {}],
  ])('/search/%s stands for %j', (key, implied) => {
    expect(table[key]).toEqual(implied);
  });
  it('titles and breadcrumbs follow the route', () => {
    const hilux = defs.find((d) => d.key === 'toyota/hilux');
    expect(hilux?.title).toBe('Toyota Hilux for Sale');
    expect(hilux?.crumbs.map((c) => c.label)).toEqual(['Search', 'Toyota', 'Toyota Hilux for Sale']);
  });
  it.each([
    ['', 'New, Used and Demo Vehicles for Sale'],
    ['used-cars', 'Used Cars for Sale'],
    ['new-cars', 'New Vehicles for Sale'],
    ['demo-cars', 'Demo Cars for Sale'],
    ['toyota', 'Toyota Cars for Sale'],
    ['jayco', 'Jayco Caravans for Sale'],
    ['caravan-cars', 'Caravans for Sale'],
    ['coast-motors', 'Cars for Sale at Coast Motors'],
  ])('titles call the stock what it is: /search/%s is "%s"', (key, title) => {
    expect(defs.find((d) => d.key === key)?.title).toBe(title);
  });
  it('a caravan and motorcycle dealer’s titles say caravans, motorcycles or vehicles, never cars', () => {
    const outback = [
      car(11, { make: 'Jayco', model: 'Journey', car_type: 'new', item_type: 'caravan' }),
      car(12, { make: 'Jayco', model: 'Crossroad', car_type: 'used', item_type: 'caravan' }),
      car(13, { make: 'Honda', model: 'CB650R', car_type: 'new', item_type: 'motorcycle' }),
    ];
    const titles = Object.fromEntries(searchRouteDefs(outback, t).map((d) => [d.key, d.title]));
    expect(titles).toMatchObject({
      '': 'New, Used and Demo Vehicles for Sale',
      'used-cars': 'Used Caravans for Sale',
      'demo-cars': 'Demo Vehicles for Sale',
      jayco: 'Jayco Caravans for Sale',
      honda: 'Honda Motorcycles for Sale',
      'motorcycle-cars': 'Motorcycles for Sale',
    });
    expect(Object.values(titles).filter((title) => /\bCars\b/.test(title))).toEqual([]);
  });
});

describe('chipLabel', () => {
  it.each([
    ['item_type', 'caravan', 'Caravans'],
    ['item_type', 'motorcycle', 'Motorcycles'],
    ['car_type', 'used', 'Used'],
    ['status', 'coming_soon', 'Coming Soon'],
    ['seats', '7', '7 seats'],
    ['certified', 'true', 'Certified'],
    ['certified', 'false', 'Not certified'],
    ['colour', 'White', 'White'],
  ])('%s=%s shows "%s"', (field, value, label) => {
    expect(chipLabel(field, value, t)).toBe(label);
  });
});

describe('filterTable', () => {
  it('shows the default filters in page order with the spec limits', () => {
    const table = filterTable(site(), t);
    expect(table.map((f) => f.id)).toEqual([
      'make',
      'carType',
      'price',
      'km',
      'body',
      'year',
      'fuel',
      'transmission',
      'drive',
      'seats',
      'colour',
      'location',
      'dealership',
    ]);
    expect(table[0]).toMatchObject({ kind: 'make', visible: 7, model: { limit: 30 } });
    expect(table.find((f) => f.id === 'body')).toMatchObject({ limit: 4, order: 'body' });
    expect(table.find((f) => f.id === 'location')).toMatchObject({ field: 'location_name', limit: 20 });
    expect(table.find((f) => f.id === 'dealership')).toMatchObject({ field: 'dealership_name', limit: 40 });
    expect(table.filter((f) => f.open).map((f) => f.id)).toEqual(['make', 'carType', 'price', 'km', 'body']);
  });
  it('follows the site config: popular makes, custom bodies, hidden and extra filters, Pre-Owned', () => {
    const config = site(
      'labels:\n  carType.used: Pre-Owned\nsearch:\n  filters:\n    make: { popularMakes: true }\n    body: { customBodies: [ute, suv] }\n    colour: false\n    certified: true\n',
    );
    const table = filterTable(config, siteTranslator(config));
    expect(table[0]).toMatchObject({ popular: 20 });
    expect(table.find((f) => f.id === 'body')).toMatchObject({ limit: 20, offered: ['ute', 'suv'] });
    expect(table.some((f) => f.id === 'colour')).toBe(false);
    expect(table.find((f) => f.id === 'carType')).toMatchObject({ valueLabels: { used: 'Pre-Owned' } });
    expect(table.some((f) => f.id === 'certified')).toBe(true);
  });
  it('condition is the car type filter worded Condition (a site shows one of them)', () => {
    const table = filterTable(site('search:\n  filters:\n    carType: false\n    condition: true\n'), t);
    expect(table.find((f) => f.id === 'condition')).toMatchObject({
      field: 'car_type',
      label: 'Condition',
      order: 'carType',
      valueLabels: { new: 'New', demo: 'Demo', used: 'Used' },
    });
    expect(table.some((f) => f.id === 'carType')).toBe(false);
  });
  it('the URL carries every widget field plus the route-only ones', () => {
    const table = filterTable(site(), t);
    expect(refinementFields(table)).toEqual(
      expect.arrayContaining(['make', 'model', 'car_type', 'colour', 'item_type', 'dealership_name']),
    );
    expect(rangeFields(table)).toEqual(['price', 'km']);
  });
});

describe('createStaticSearch (first page at build time)', () => {
  const engine = createStaticSearch(cars, site(), now);
  const run = (refinements: Record<string, string[]>) =>
    engine.run({
      refinements,
      sort: 'price-asc',
      pageSize: 21,
      listFields: ['make', 'model', 'car_type', 'colour'],
      rangeFields: ['price'],
    });
  it('leaves out cars sold before the window', () => {
    expect(engine.total).toBe(5);
  });
  it("returns the route's cars in the sort order, with facet counts and stats", () => {
    const r = run({ make: ['Toyota'] });
    expect(r.hits.map((h) => h.id)).toEqual(['2', '1', '3']);
    expect(r.found).toBe(3);
    expect(r.facets.values.colour).toEqual(
      expect.arrayContaining([
        { value: 'Red', count: 2 },
        { value: 'White', count: 1 },
      ]),
    );
    expect(r.facets.stats.price).toEqual({ min: 25000, max: 55000 });
  });
  it('counts a refined list without its own refinement (disjunctive, as InstantSearch does)', () => {
    const r = run({ make: ['Toyota'], model: ['Hilux'] });
    expect(r.found).toBe(2);
    expect(r.facets.values.make).toEqual([{ value: 'Toyota', count: 2 }]);
    expect(r.facets.values.model).toEqual(
      expect.arrayContaining([
        { value: 'Hilux', count: 2 },
        { value: 'Corolla', count: 1 },
      ]),
    );
  });
});

describe('lowest price with price above 0 (spec 01 §5.1) in the first page', () => {
  const priceless = [
    ...cars,
    car(7, { make: 'Kia', model: 'EV9', car_type: 'new', price: 0 }),
    car(8, { make: 'Kia', model: 'EV6', car_type: 'new', price: undefined }),
  ];
  const first = (yaml: string, sort: 'price-asc' | 'relevant') =>
    createStaticSearch(priceless, site(yaml), now).run({
      refinements: {},
      sort,
      pageSize: 21,
      listFields: ['make'],
      rangeFields: ['price'],
    });
  const needsPrice = 'search:\n  sort:\n    default: price-asc\n    priceAscendingNeedsPrice: true\n';
  it('leaves $0 and priceless cars out of the lowest-price first page and its counts where the site asks', () => {
    const r = first(needsPrice, 'price-asc');
    expect(r.hits.map((h) => h.id)).toEqual(['2', '1', '3', '5', '4']);
    expect(r.found).toBe(5);
    expect(r.facets.values.make).not.toContainEqual(expect.objectContaining({ value: 'Kia' }));
  });
  it('keeps them (last) where it does not, and under other sorts', () => {
    expect(first('search:\n  sort:\n    default: price-asc\n', 'price-asc').hits.map((h) => h.id)).toEqual([
      '2',
      '1',
      '3',
      '5',
      '4',
      '8',
      '7',
    ]);
    expect(first(needsPrice, 'relevant').found).toBe(7);
  });
});

describe('routes of hostile values', () => {
  it('refine the value as the index holds it (backticks become quotes)', () => {
    const defs = searchRouteDefs([car(9, { make: 'Bob`s "Best" && Sons', model: 'X`1' })], t);
    const route = defs.find((d) => d.implied.model);
    expect(route?.implied).toEqual({ make: ['Bob\'s "Best" && Sons'], model: ["X'1"] });
  });
});
