/**
 * One URL per page template of each demo site, for the quality sweep (tests/e2e/demo-sites.spec.ts).
 * URLs are picked from the built site (dist/<slug>/) and its prepared cars (.cache/sites/<slug>/),
 * so they exist whatever the generated stock holds; a template a site does not have (no blog, no
 * compare) is simply left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Car } from '../../src/domain/car';
import { isAvailable } from '../../src/domain/car';
import { demoSites } from '../../playwright.config';
import { VEHICLE_LD } from './json-ld';

export type DemoSite = keyof typeof demoSites;

/** A page to check: which template it stands for and its path. */
export interface TemplatePage {
  template: string;
  path: string;
  /** The status the page answers with (the 404 page answers 404). */
  status?: number;
  /** The schema.org types the page must publish at the top level (each a set of alternatives). */
  jsonLd: readonly (readonly string[])[];
}

/**
 * What each template must publish as structured data (issue 11): a vehicle as Car/Vehicle (with its
 * Offer, checked by json-ld.ts), search pages an ItemList, home and location pages an AutoDealer
 * (with opening hours, checked by json-ld.ts). A page with breadcrumbs must also publish them as a
 * BreadcrumbList; demo-sites.spec.ts checks that against the trail it shows.
 */
export function expectedJsonLd(template: string): readonly (readonly string[])[] {
  if (template === 'home') return [['AutoDealer']];
  // A page with no such car in stock lists none: its only structured data is its trail.
  if (template === 'search: linked, none in stock') return [['BreadcrumbList']];
  if (template.startsWith('search:')) return [['ItemList'], ['BreadcrumbList']];
  if (template.startsWith('vehicle:')) return [VEHICLE_LD, ['BreadcrumbList']];
  if (['location', 'contact a location', 'form /contact-us/'].includes(template))
    return [['AutoDealer'], ['BreadcrumbList']];
  return [];
}

const ROOT = join(import.meta.dirname, '../..');

/** Base URL of a served demo site. */
export function demoSiteUrl(site: DemoSite, path = '/'): string {
  return `http://127.0.0.1:${demoSites[site]}${path}`;
}

/** The built folder of a demo site. */
export function demoDist(site: DemoSite): string {
  return join(ROOT, 'dist', site);
}

function built(site: DemoSite, path: string): boolean {
  const clean = path.replace(/\/$/, '');
  return existsSync(join(demoDist(site), clean, 'index.html')) || existsSync(join(demoDist(site), `${clean}.html`));
}

/** The first built make or model search page that says no such car is in stock (SearchNoStock.astro). */
function linkedNoStockPage(site: DemoSite): string | undefined {
  const root = join(demoDist(site), 'search');
  const dirs = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
          .sort()
      : [];
  for (const make of dirs(root))
    for (const path of [`${make}`, ...dirs(join(root, make)).map((model) => `${make}/${model}`)]) {
      const file = join(root, path, 'index.html');
      if (existsSync(file) && readFileSync(file, 'utf8').includes('data-no-stock')) return `/search/${path}/`;
    }
  return undefined;
}

/** The first built sub-page of a folder (sorted), e.g. /locations/<first>/. */
function firstUnder(
  site: DemoSite,
  folder: string,
  accept: (name: string) => boolean = () => true,
): string | undefined {
  const dir = join(demoDist(site), folder);
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && accept(d.name) && existsSync(join(dir, d.name, 'index.html')))
    .map((d) => d.name)
    .sort()[0];
  return name ? `/${folder}/${name}/` : undefined;
}

/** The prepared cars of a demo site (written by its build). */
export function demoCars(site: DemoSite): Car[] {
  const file = join(ROOT, '.cache/sites', site, 'cars.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Car[]) : [];
}

/** The parts of a demo site's prepared config (written by its build) that the sweep reads. */
function demoConfig(site: DemoSite): { url: string; locations: Array<{ slug: string; visible?: boolean }> } {
  return (
    JSON.parse(readFileSync(join(ROOT, '.cache/sites', site, 'site.json'), 'utf8')) as {
      config: ReturnType<typeof demoConfig>;
    }
  ).config;
}

/** The site's own origin (from its config), which canonical URLs must use. */
export function demoOrigin(site: DemoSite): string {
  return new URL(demoConfig(site).url).origin;
}

/** One page per template that the built site has (none when the site is not built yet). */
export function demoTemplates(site: DemoSite): TemplatePage[] {
  if (!existsSync(join(demoDist(site), 'index.html'))) return [];
  const cars = demoCars(site).filter((c) => c.show_on_dealer_website && built(site, `/cars/${c.slug}`));
  const pages: TemplatePage[] = [];
  const add = (template: string, path: string | undefined, status?: number) => {
    if (path && (status === 404 || built(site, path)) && !pages.some((p) => p.path === path))
      pages.push({ template, path, jsonLd: expectedJsonLd(template), ...(status ? { status } : {}) });
  };
  const car = (what: (c: Car) => boolean) => cars.find(what);
  const carPage = (c: Car | undefined) => c && `/cars/${c.slug}/`;

  add('home', '/');
  add('search: all stock', '/search/');
  const sample = car((c) => isAvailable(c));
  const makeSlug = sample?.make.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const modelSlug = sample?.model.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  add('search: make and model', makeSlug && `/search/${makeSlug}/${modelSlug}/`);
  // A make or model page the site links to with no such car in stock (issue 21 point 16).
  add('search: linked, none in stock', linkedNoStockPage(site));

  add('vehicle: new', carPage(car((c) => isAvailable(c) && c.car_type === 'new' && c.status === 'in_stock')));
  add('vehicle: used', carPage(car((c) => isAvailable(c) && c.car_type === 'used' && c.status === 'in_stock')));
  add('vehicle: demo', carPage(car((c) => isAvailable(c) && c.car_type === 'demo')));
  add('vehicle: coming soon', carPage(car((c) => c.status === 'coming_soon')));
  add('vehicle: sold', carPage(car((c) => !isAvailable(c))));
  add('vehicle: caravan', carPage(car((c) => c.item_type === 'caravan' && isAvailable(c))));
  add('vehicle: motorcycle', carPage(car((c) => c.item_type === 'motorcycle' && isAvailable(c))));
  const reservable = cars.find(
    (c) => isAvailable(c) && (built(site, `/cars/${c.slug}/checkout`) || built(site, `/cars/${c.slug}/buy-online`)),
  );
  if (reservable)
    add(
      'reserve online',
      built(site, `/cars/${reservable.slug}/checkout`)
        ? `/cars/${reservable.slug}/checkout/`
        : `/cars/${reservable.slug}/buy-online/`,
    );

  for (const path of [
    '/finance/',
    '/apply-for-finance/',
    '/finance-pre-approval/',
    '/finance-enquiry/',
    '/price-range/',
    '/personalised/finance/',
  ])
    add(`finance ${path}`, path);
  // /contact, /sell-my-car and /sell-your-car are the same templates as /contact-us and /trade-in.
  for (const path of ['/contact-us/', '/book-test-drive/', '/trade-in/', '/cars/trade-in/']) add(`form ${path}`, path);
  // /locations/ holds location pages and dealership pages (a dealership's locations): one of each.
  const locationSlugs = new Set(
    demoConfig(site)
      .locations.filter((l) => l.visible !== false)
      .map((l) => l.slug),
  );
  add(
    'location',
    firstUnder(site, 'locations', (name) => locationSlugs.has(name)),
  );
  add(
    'dealership locations',
    firstUnder(site, 'locations', (name) => !locationSlugs.has(name)),
  );
  add('contact a location', firstUnder(site, 'contact-us'));
  add('team', firstUnder(site, 'teams'));
  add('dealer locator', '/dealer-locator/');
  add('dealerships', '/dealerships/');
  add('dealership make', firstUnder(site, 'dealerships'));
  add('special offers', '/special-offers/');
  add('local offers', '/pages/local-offers/');
  const offerFolder = firstUnder(site, 'offers');
  add('offer', offerFolder && (built(site, offerFolder) ? offerFolder : firstUnder(site, offerFolder.slice(1, -1))));
  add('brands', '/brands/');
  add('brand', firstUnder(site, 'brands'));
  add('blog', '/blog/');
  const blogCategory = firstUnder(site, 'blog');
  add('blog category', blogCategory);
  add('blog article', blogCategory && firstUnder(site, blogCategory.slice(1, -1)));
  add('reviews', '/pages/reviews/');
  add('sign-in', '/sign-in/');
  add('watchlist', '/my-garage/');
  add('compare', '/compare/');
  add('checkout journey', '/checkout-journey/');
  add('success', '/success/');
  add('unsubscribe', '/pages/unsubscribe/');
  // Content pages (about, terms, privacy) and a built-in general page (faqs); /print only renders with a car_id.
  // Gated content pages (/spin-to-win, /online-payment) redirect to sign-in, so the sweep would only see sign-in again.
  for (const path of [
    '/about-us/',
    '/terms-and-conditions/',
    '/privacy-policy/',
    '/faqs/',
    '/pages/book-a-service/',
    '/pages/owner-benefits/',
  ])
    add(`page ${path}`, path);
  add('404', '/no-such-page-for-the-sweep/', 404);
  return pages;
}

/** Splits a list into `size`-long chunks (the sweep runs one test per chunk). */
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
