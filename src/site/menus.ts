/**
 * Resolves the configured header and footer menus into concrete links: drops entries whose
 * feature is off, and fills data-sourced dropdowns (models, stock, brands, locations) from the
 * site's stock and locations. Pure: takes the config and a stock summary, returns plain objects.
 */
import type { SiteConfig } from '../config';
import type { Translate } from '../config/messages';
import { stockNoun } from './stock-words';
import { brandOverviewPath, carTypeSearchPath, locationPath, makeModelSearchPath, searchRoutes } from '../paths';

export interface MenuLink {
  label: string;
  href: string;
  logo?: string;
  external?: boolean;
}
export interface ResolvedMenuItem extends MenuLink {
  children: MenuLink[];
  layout: 'dropdown' | 'mega';
}
export interface ResolvedFooterColumn {
  title: string;
  links: MenuLink[];
}

/** What menus need to know about the stock: makes with their models and counts, car and item types present. */
export interface StockSummary {
  makes: { make: string; count: number; models: { model: string; count: number }[] }[];
  carTypes: CarType[];
  /** Item types other than plain cars (caravan, motorcycle, truck), most stocked first. */
  itemTypes: string[];
}

type CarType = 'new' | 'demo' | 'used';
type Requirement = 'blog' | 'finance' | 'tradeIn' | 'brandPages' | 'watchlist' | 'reserve';
/** Car-type order of spec 01 §4.1: new, demo, used. */
const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used'];
const CAR_TYPE_ROUTES: Record<CarType, string> = {
  new: searchRoutes.new,
  demo: searchRoutes.demo,
  used: searchRoutes.used,
};

function featureOn(config: SiteConfig, requirement: Requirement | undefined): boolean {
  if (!requirement) return true;
  return Boolean(config.features[requirement]);
}

/** The most stocked models, across every make (a group site's list is not one make's); "Make Model" unless the site sells one make. */
function modelLinks(summary: StockSummary, limit: number): MenuLink[] {
  const singleMake = summary.makes.length === 1;
  return summary.makes
    .flatMap(({ make, models }, makeRank) =>
      models.map(({ model, count }, modelRank) => ({ make, model, count, makeRank, modelRank })),
    )
    .sort((a, b) => b.count - a.count || a.makeRank - b.makeRank || a.modelRank - b.modelRank)
    .slice(0, limit)
    .map(({ make, model }) => ({
      label: singleMake ? model : `${make} ${model}`,
      href: makeModelSearchPath(make, model),
    }));
}

/** One link per car type in stock, worded with the site's labels: New Cars, Demo Cars, Pre-Owned Cars… */
function carTypeLinks(config: SiteConfig, summary: StockSummary, t: Translate): MenuLink[] {
  return summary.carTypes.map((type) => ({
    label: t('shell.carTypeStock', { type: t(`carType.${type}`), noun: stockNoun(config) }),
    href: CAR_TYPE_ROUTES[type],
  }));
}

/** Caravans, Motorcycles, Trucks: the item-type search routes, where the stock has them. */
function itemTypeLinks(summary: StockSummary): MenuLink[] {
  return summary.itemTypes.map((type) => ({
    label: `${type.charAt(0).toUpperCase()}${type.slice(1)}s`,
    href: carTypeSearchPath(type),
  }));
}

/** The stock dropdown: all stock (the site's main search), each car type when there is a choice, each item type. */
function stockLinks(config: SiteConfig, summary: StockSummary, t: Translate): MenuLink[] {
  return [
    { label: t('shell.allStock'), href: config.search.defaultRoute },
    ...(summary.carTypes.length > 1 ? carTypeLinks(config, summary, t) : []),
    ...itemTypeLinks(summary),
  ];
}

function sourced(source: string | undefined, config: SiteConfig, summary: StockSummary, t: Translate): MenuLink[] {
  switch (source) {
    case 'models':
      return modelLinks(summary, 12);
    case 'stock':
      return stockLinks(config, summary, t);
    case 'carTypes':
      return carTypeLinks(config, summary, t);
    case 'brands':
      return summary.makes.map(({ make }) => ({
        label: make,
        href: config.features.brandPages ? brandOverviewPath(make) : makeModelSearchPath(make),
      }));
    case 'locations':
      return config.locations.filter((l) => l.visible).map((l) => ({ label: l.name, href: locationPath(l.slug) }));
    default:
      return [];
  }
}

/** The header menu, ready to render: features off drop their entries, data-sourced dropdowns are filled. */
export function resolveHeaderMenu(config: SiteConfig, summary: StockSummary, t: Translate): ResolvedMenuItem[] {
  return config.menus.header
    .filter((item) => featureOn(config, item.requires))
    .map((item) => {
      const children = [
        ...sourced(item.source, config, summary, t),
        ...item.children.filter((c) => featureOn(config, c.requires)).map(toLink),
      ];
      // A dropdown of one link is that link (a used-only site's Our Stock has nothing else to offer).
      if (children.length === 1 && item.layout === 'dropdown')
        return { label: item.label, href: children[0]!.href, children: [], layout: item.layout };
      return { label: item.label, href: item.href ?? children[0]?.href ?? '/', children, layout: item.layout };
    });
}

/** The footer columns, ready to render; an untitled column takes the site name. */
export function resolveFooter(config: SiteConfig, summary: StockSummary, t: Translate): ResolvedFooterColumn[] {
  return config.menus.footer
    .map((col) => ({
      title: col.title ?? config.name,
      links: [
        ...sourced(col.source, config, summary, t),
        ...col.links.filter((l) => featureOn(config, l.requires)).map(toLink),
      ].slice(0, 10),
    }))
    .filter((col) => col.links.length > 0);
}

function toLink(l: { label: string; href: string; logo?: string; external: boolean }): MenuLink {
  return { label: l.label, href: l.href, logo: l.logo, external: l.external || undefined };
}

/** Builds the stock summary once per build. */
export function summariseStock(
  cars: readonly { make: string; model: string; car_type: CarType; item_type?: string }[],
): StockSummary {
  const makes = new Map<string, Map<string, number>>();
  const types = new Set<CarType>();
  const items = new Map<string, number>();
  for (const car of cars) {
    types.add(car.car_type);
    const models = makes.get(car.make) ?? new Map<string, number>();
    models.set(car.model, (models.get(car.model) ?? 0) + 1);
    makes.set(car.make, models);
    const item = car.item_type?.trim().toLowerCase();
    if (item && item !== 'car') items.set(item, (items.get(item) ?? 0) + 1);
  }
  const byCount =
    <T extends { count: number }>(key: (x: T) => string) =>
    (a: T, b: T) =>
      b.count - a.count || key(a).localeCompare(key(b));
  return {
    makes: [...makes]
      .map(([make, models]) => ({
        make,
        count: [...models.values()].reduce((a, b) => a + b, 0),
        models: [...models].map(([model, count]) => ({ model, count })).sort(byCount((m) => m.model)),
      }))
      .sort(byCount((m) => m.make)),
    carTypes: CAR_TYPE_ORDER.filter((type) => types.has(type)),
    itemTypes: [...items]
      .map(([type, count]) => ({ type, count }))
      .sort(byCount((i) => i.type))
      .map((i) => i.type),
  };
}
