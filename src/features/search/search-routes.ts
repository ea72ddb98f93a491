/**
 * The pre-rendered search routes of spec 01 §2.1 from the stock: the car-type routes, item types
 * (/search/caravan-cars), makes, make/model pairs, dealerships and locations. Each route stands for
 * the refinements its path implies; the first route to claim a slug keeps it.
 */
import type { Car } from '../../domain/car';
import type { Translate } from '../../config/messages';
import {
  carTypeSearchPath,
  dealershipSearchPath,
  makeModelSearchPath,
  searchRoot,
  searchRoutes,
  slugify,
} from '../../paths';
import type { SearchRouteTable } from '../../search/url-state';
import { normaliseFacetString } from '../../search/filter/escape';
import { commonNoun, itemNoun, type VehicleNoun } from '../../domain/vehicle-noun';
import { routeCrumbs } from './route-crumbs';
import { nounWord } from '../../site/stock-words';

/** One search page to pre-render. */
export interface SearchRouteDef {
  /** The path after /search/ ('' for /search itself). */
  key: string;
  path: string;
  title: string;
  /** Breadcrumbs after Home. */
  crumbs: { label: string; href?: string }[];
  implied: Record<string, string[]>;
  /** A make/model page that exists because site.yaml or content links to it, whether or not such a car is in stock. */
  linked?: true;
}

const keyOf = (path: string) => path.slice(searchRoot.length + 1);

// Values as the search documents hold them (search/document.ts), so a route refines what the index has.
const facetValue = (s: string | undefined) =>
  s === undefined ? undefined : normaliseFacetString(s).trim() || undefined;

/** Each make's models, as the index holds them (the Select models list under a ticked make shows only its own). */
export function modelsByMake(cars: readonly Car[]): Map<string, Set<string>> {
  const makes = new Map<string, Set<string>>();
  for (const car of cars) {
    const make = facetValue(car.make);
    if (!make) continue;
    const models = makes.get(make) ?? new Set<string>();
    const model = facetValue(car.model);
    if (model) models.add(model);
    makes.set(make, models);
  }
  return makes;
}

/**
 * Every search route of the stock, /search and the car-type routes first; then the make/model
 * searches the site's own links ask for (`linked`) that the stock has not already made.
 */
export function searchRouteDefs(
  cars: readonly Car[],
  t: Translate,
  linked: ReadonlyArray<{ make: string; model?: string }> = [],
): SearchRouteDef[] {
  const defs: SearchRouteDef[] = [];
  const taken = new Set<string>();
  // Titles name what the route lists ("Jayco Caravans for Sale"); a route without stock, what the site sells.
  const nounOf = (list: readonly Car[]): VehicleNoun => commonNoun(list.map((c) => itemNoun(c.item_type)));
  const siteNoun = cars.length ? nounOf(cars) : 'cars';
  const nouns = (list: readonly Car[]) => nounWord(list.length ? nounOf(list) : siteNoun, t, 'title');
  const ofType = (...types: string[]) =>
    nouns(cars.filter((c) => c.car_type !== undefined && types.includes(c.car_type)));
  const add = (path: string, title: string, implied: Record<string, string[]>, fromLink = false) => {
    const key = path === searchRoot ? '' : keyOf(path);
    if (taken.has(key)) return;
    taken.add(key);
    defs.push({
      key,
      path,
      title,
      crumbs: routeCrumbs(key, title, implied, t('searchPage.crumb')),
      implied,
      ...(fromLink ? { linked: true as const } : {}),
    });
  };
  add(searchRoot, t('searchPage.title.all', { nouns: nouns(cars) }), {});
  add(searchRoutes.all, t('searchPage.title.all', { nouns: nouns(cars) }), {});
  add(searchRoutes.used, t('searchPage.title.used', { nouns: ofType('used') }), { car_type: ['used'] });
  add(searchRoutes.newAndDemo, t('searchPage.title.newAndDemo', { nouns: ofType('new', 'demo') }), {
    car_type: ['new', 'demo'],
  });
  add(searchRoutes.new, t('searchPage.title.new', { nouns: ofType('new') }), { car_type: ['new'] });
  add(searchRoutes.demo, t('searchPage.title.demo', { nouns: ofType('demo') }), { car_type: ['demo'] });

  const makes = modelsByMake(cars);
  const byMake = new Map<string, Car[]>();
  for (const car of cars) {
    const make = facetValue(car.make);
    if (make) byMake.set(make, [...(byMake.get(make) ?? []), car]);
  }
  const itemTypes = new Set<string>();
  const dealerships = new Map<string, string>();
  const locations = new Map<string, string>();
  const value = facetValue;
  for (const car of cars) {
    const itemType = value(car.item_type);
    if (itemType) itemTypes.add(itemType);
    const dealershipName = value(car.dealership_name);
    if (car.dealership_slug && dealershipName) dealerships.set(car.dealership_slug, dealershipName);
    const locationName = value(car.location_name ?? car.location?.name);
    if (car.location?.slug && locationName) locations.set(car.location.slug, locationName);
  }
  const sorted = <T>(xs: Iterable<T>) => [...xs].sort();
  for (const make of sorted(makes.keys())) {
    if (!slugify(make)) continue;
    add(makeModelSearchPath(make), t('searchPage.title.make', { make, nouns: nouns(byMake.get(make) ?? []) }), {
      make: [make],
    });
  }
  for (const make of sorted(makes.keys())) {
    if (!slugify(make)) continue;
    for (const model of sorted(makes.get(make) ?? [])) {
      if (!slugify(model)) continue;
      add(makeModelSearchPath(make, model), t('searchPage.title.makeModel', { make, model }), {
        make: [make],
        model: [model],
      });
    }
  }
  for (const type of sorted(itemTypes)) {
    if (!slugify(type)) continue;
    const noun = itemNoun(type);
    const label = noun === 'vehicles' ? `${type.charAt(0).toUpperCase()}${type.slice(1)}s` : t(`noun.${noun}.title`);
    add(carTypeSearchPath(type), t('searchPage.title.itemType', { type: label }), { item_type: [type] });
  }
  const at = (held: (car: Car) => boolean) => nouns(cars.filter(held));
  for (const [slug, name] of [...dealerships].sort())
    add(
      dealershipSearchPath(slug),
      t('searchPage.title.dealership', { name, nouns: at((c) => c.dealership_slug === slug) }),
      { dealership_name: [name] },
    );
  for (const [slug, name] of [...locations].sort())
    add(
      dealershipSearchPath(slug),
      t('searchPage.title.dealership', { name, nouns: at((c) => c.location?.slug === slug) }),
      { location_name: [name] },
    );
  // Last, so a route the stock, a dealership or a location made keeps its slug.
  for (const { make, model } of linked) {
    const m = value(make);
    if (!m || !slugify(m)) continue;
    const mo = value(model);
    // The make's page too, so the model page's breadcrumb leads somewhere. A page added here has no
    // such car in stock (the stock's own route would have taken its key), so its title says so rather
    // than "for Sale".
    add(makeModelSearchPath(m), t('searchPage.title.noStock', { name: m }), { make: [m] }, true);
    if (mo && slugify(mo))
      add(
        makeModelSearchPath(m, mo),
        t('searchPage.title.noStock', { name: `${m} ${mo}` }),
        { make: [m], model: [mo] },
        true,
      );
  }
  return defs;
}

/** What a linked make/model page names: "Toyota" or "Toyota Supra". */
export function linkedName(def: Pick<SearchRouteDef, 'implied'>): string {
  return [def.implied.make?.[0], def.implied.model?.[0]].filter(Boolean).join(' ');
}

/** The route table the URL state reads (every route but /search itself). */
export function routeTable(defs: readonly SearchRouteDef[]): SearchRouteTable {
  return Object.fromEntries(defs.filter((d) => d.key !== '').map((d) => [d.key, d.implied]));
}
