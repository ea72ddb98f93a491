import { describe, expect, it } from 'vitest';
import { siteTranslator, parseSiteConfig, type SiteConfig } from '../config';
import { siteWith } from '../config/testing';
import { resolveFooter, resolveHeaderMenu, summariseStock, type StockSummary } from './menus';

const site = (patch: Record<string, unknown> = {}): SiteConfig =>
  parseSiteConfig(siteWith(patch), 'sites/test/site.yaml', { slug: 'test' });
const tFor = (config: SiteConfig) => siteTranslator(config);
type StockCar = Parameters<typeof summariseStock>[0][number];
const car = (make: string, model: string, car_type: StockCar['car_type'] = 'new', item_type?: string): StockCar => ({
  make,
  model,
  car_type,
  item_type,
});
const times = (n: number, c: StockCar) => Array.from({ length: n }, () => c);

const FRANCHISE = summariseStock([
  ...times(3, car('Toyota', 'HiLux')),
  car('Toyota', 'RAV4', 'demo'),
  ...times(2, car('Toyota', 'Corolla', 'used')),
]);
const USED_ONLY = summariseStock([car('Audi', 'A4', 'used'), car('Porsche', '911', 'used')]);
const CARAVANS = summariseStock([
  car('Jayco', 'Journey', 'new', 'caravan'),
  car('Honda', 'Rebel 500', 'used', 'motorcycle'),
  car('Honda', 'CB650R', 'demo', 'motorcycle'),
]);

const footerColumn = (config: SiteConfig, summary: StockSummary, title: string) =>
  resolveFooter(config, summary, tFor(config)).find((c) => c.title === title);
const headerItem = (config: SiteConfig, summary: StockSummary, label: string) =>
  resolveHeaderMenu(config, summary, tFor(config)).find((i) => i.label === label);

describe('default footer (spec 02 §2: Vehicles; Buyer Tools; Servicing and Parts; the dealer column)', () => {
  it('has the four columns, the last titled with the site name and ending at Terms And Conditions', () => {
    const config = site();
    const columns = resolveFooter(config, FRANCHISE, tFor(config));
    expect(columns.map((c) => c.title)).toEqual(['Vehicles', 'Buyer Tools', 'Servicing and Parts', 'Demo Motors']);
    expect(columns[3]!.links.at(-1)).toEqual({ label: 'Terms And Conditions', href: '/terms-and-conditions/' });
  });

  it.each<[string, Record<string, unknown>, StockSummary, [string, string][]]>([
    [
      'a franchise with new, demo and used stock',
      {},
      FRANCHISE,
      [
        ['New Cars', '/search/new-cars'],
        ['Demo Cars', '/search/demo-cars'],
        ['Used Cars', '/search/used-cars'],
      ],
    ],
    [
      'a used-only site that says Pre-Owned',
      { labels: { 'carType.used': 'Pre-Owned' }, stock: { usedOnly: true } },
      USED_ONLY,
      [['Pre-Owned Cars', '/search/used-cars']],
    ],
    [
      'a caravan and motorcycle dealer',
      { stock: { itemTypes: ['caravans', 'motorcycles'] } },
      CARAVANS,
      [
        ['New Vehicles', '/search/new-cars'],
        ['Demo Vehicles', '/search/demo-cars'],
        ['Used Vehicles', '/search/used-cars'],
      ],
    ],
  ])('Buyer Tools of %s link only the car types in stock, in its own words', (_name, patch, summary, stockLinks) => {
    const links = footerColumn(site(patch), summary, 'Buyer Tools')!.links.map((l) => [l.label, l.href]);
    expect(links).toEqual([
      ...stockLinks,
      ['Current Offers', '/special-offers'],
      ['Finance Enquiry', '/finance-enquiry'],
      ['Trade-In', '/trade-in'],
    ]);
  });

  it('drops the links whose feature is off', () => {
    const links = footerColumn(
      site({ features: { finance: false, tradeIn: false } }),
      FRANCHISE,
      'Buyer Tools',
    )!.links.map((l) => l.label);
    expect(links).toEqual(['New Cars', 'Demo Cars', 'Used Cars', 'Current Offers']);
  });

  it('lists the most stocked models in Vehicles, across makes on a multi-make site', () => {
    const group = summariseStock([
      car('Toyota', 'HiLux'),
      ...times(3, car('Mazda', 'CX-5')),
      ...times(2, car('Toyota', 'Prado')),
      ...times(2, car('Kia', 'Sportage')),
    ]);
    expect(footerColumn(site(), group, 'Vehicles')!.links).toEqual([
      { label: 'Mazda CX-5', href: '/search/mazda/cx-5' },
      { label: 'Toyota Prado', href: '/search/toyota/prado' },
      { label: 'Kia Sportage', href: '/search/kia/sportage' },
      { label: 'Toyota HiLux', href: '/search/toyota/hilux' },
    ]);
    expect(footerColumn(site(), FRANCHISE, 'Vehicles')!.links.map((l) => l.label)).toEqual([
      'HiLux',
      'Corolla',
      'RAV4',
    ]);
  });

  it('shows at most 10 links a column and leaves out empty columns', () => {
    const many = summariseStock(Array.from({ length: 14 }, (_, i) => car('Toyota', `Model ${i}`)));
    const config = site({ menus: { footer: [{ title: 'Vehicles', source: 'models' }, { title: 'Nothing here' }] } });
    const columns = resolveFooter(config, many, tFor(config));
    expect(columns.map((c) => [c.title, c.links.length])).toEqual([['Vehicles', 10]]);
  });
});

describe('default header (spec 02 §2)', () => {
  it('is Home, Vehicles, Offers, Our Stock, Trade In, Service, About Us', () => {
    const config = site();
    expect(resolveHeaderMenu(config, FRANCHISE, tFor(config)).map((i) => i.label)).toEqual([
      'Home',
      'Vehicles',
      'Offers',
      'Our Stock',
      'Trade In',
      'Service',
      'About Us',
    ]);
  });

  it.each<[string, Record<string, unknown>, StockSummary, [string, string][]]>([
    [
      'a franchise',
      {},
      FRANCHISE,
      [
        ['All Stock', '/search/new-used-and-demo-cars'],
        ['New Cars', '/search/new-cars'],
        ['Demo Cars', '/search/demo-cars'],
        ['Used Cars', '/search/used-cars'],
      ],
    ],
    [
      'a caravan and motorcycle dealer',
      { stock: { itemTypes: ['caravans', 'motorcycles'] } },
      CARAVANS,
      [
        ['All Stock', '/search/new-used-and-demo-cars'],
        ['New Vehicles', '/search/new-cars'],
        ['Demo Vehicles', '/search/demo-cars'],
        ['Used Vehicles', '/search/used-cars'],
        ['Motorcycles', '/search/motorcycle-cars'],
        ['Caravans', '/search/caravan-cars'],
      ],
    ],
  ])('Our Stock of %s opens the main search and the stock it has', (_name, patch, summary, links) => {
    expect(headerItem(site(patch), summary, 'Our Stock')!.children.map((l) => [l.label, l.href])).toEqual(links);
  });

  it('makes Our Stock a plain link to the main search on a used-only site (a dropdown of one link is that link)', () => {
    const item = headerItem(
      site({ labels: { 'carType.used': 'Pre-Owned' }, search: { defaultRoute: '/search/used-cars' } }),
      USED_ONLY,
      'Our Stock',
    );
    expect(item).toEqual({ label: 'Our Stock', href: '/search/used-cars', children: [], layout: 'dropdown' });
  });

  it('hides Trade In and the Blog link while their features are off, and shows them when on', () => {
    const off = site({ features: { tradeIn: false } });
    expect(headerItem(off, FRANCHISE, 'Trade In')).toBeUndefined();
    expect(headerItem(off, FRANCHISE, 'About Us')!.children.map((c) => c.label)).toEqual(['Fleet', 'Contact Us']);
    expect(headerItem(site({ features: { blog: true } }), FRANCHISE, 'About Us')!.children.map((c) => c.label)).toEqual(
      ['Fleet', 'Contact Us', 'Blog'],
    );
  });

  it('keeps a mega-menu with its brand logos, links a dropdown without href to its first child, and a one-link dropdown to that link', () => {
    const config = site({
      menus: {
        header: [
          {
            label: 'New Cars',
            layout: 'mega',
            href: '/search/new-cars',
            children: [{ label: 'Toyota', href: '/search/toyota', logo: '/brand/makes/toyota.svg' }],
          },
          {
            label: 'Partners',
            children: [
              { label: 'Insurance', href: 'https://insure.example', external: true },
              { label: 'Fleet', href: '/fleet' },
            ],
          },
          {
            label: 'Service',
            href: '/service',
            children: [{ label: 'Book a Service', href: '/pages/book-a-service' }],
          },
        ],
      },
    });
    expect(resolveHeaderMenu(config, FRANCHISE, tFor(config))).toEqual([
      {
        label: 'New Cars',
        href: '/search/new-cars',
        layout: 'mega',
        children: [{ label: 'Toyota', href: '/search/toyota', logo: '/brand/makes/toyota.svg', external: undefined }],
      },
      {
        label: 'Partners',
        href: 'https://insure.example',
        layout: 'dropdown',
        children: [
          { label: 'Insurance', href: 'https://insure.example', logo: undefined, external: true },
          { label: 'Fleet', href: '/fleet', logo: undefined, external: undefined },
        ],
      },
      { label: 'Service', href: '/pages/book-a-service', layout: 'dropdown', children: [] },
    ]);
  });

  it('fills brands and locations dropdowns from the stock and the visible locations', () => {
    const config = site({
      features: { brandPages: true },
      dealerships: [{ id: 1, slug: 'd', name: 'D' }],
      locations: [
        { id: 11, name: 'City', slug: 'city', dealership_id: 1 },
        { id: 12, name: 'Hidden', slug: 'hidden', dealership_id: 1, visible: false },
        { id: 13, name: 'North', slug: 'north', dealership_id: 1 },
      ],
      menus: {
        header: [
          { label: 'Brands', source: 'brands' },
          { label: 'Locations', source: 'locations' },
        ],
      },
    });
    const [brands, locations] = resolveHeaderMenu(config, USED_ONLY, tFor(config));
    expect(brands!.children).toEqual([
      { label: 'Audi', href: '/audi/overview' },
      { label: 'Porsche', href: '/porsche/overview' },
    ]);
    expect(locations!.children).toEqual([
      { label: 'City', href: '/locations/city' },
      { label: 'North', href: '/locations/north' },
    ]);
  });
});

describe('stock summary', () => {
  it('counts makes and models, most stocked first, car types in the order new, demo, used, item types apart from cars', () => {
    const cars = [
      car('Mazda', 'CX-5', 'used'),
      car('Toyota', 'HiLux'),
      car('Toyota', 'HiLux', 'demo'),
      car('Toyota', 'Prado'),
      car('Honda', 'Rebel', 'new', 'Motorcycle'),
      car('Kia', 'Rio', 'used', 'car'),
    ];
    const copy = structuredClone(cars);
    expect(summariseStock(cars)).toEqual({
      makes: [
        {
          make: 'Toyota',
          count: 3,
          models: [
            { model: 'HiLux', count: 2 },
            { model: 'Prado', count: 1 },
          ],
        },
        { make: 'Honda', count: 1, models: [{ model: 'Rebel', count: 1 }] },
        { make: 'Kia', count: 1, models: [{ model: 'Rio', count: 1 }] },
        { make: 'Mazda', count: 1, models: [{ model: 'CX-5', count: 1 }] },
      ],
      carTypes: ['new', 'demo', 'used'],
      itemTypes: ['motorcycle'],
    });
    expect(cars).toEqual(copy);
  });
});
