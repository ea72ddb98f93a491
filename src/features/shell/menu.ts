/**
 * Resolves the configured header and footer menus into concrete links: drops entries whose
 * feature is off, and fills data-sourced dropdowns (models, stock, brands, locations) from the
 * site's stock and locations. Pure: takes the config and a stock summary, returns plain objects.
 */
import type { SiteConfig } from '../../config';
import type { Translate } from '../../config/messages';
import {
  brandOverviewPath,
  locationPath,
  makeModelSearchPath,
  searchRoutes,
} from '../../paths';

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

/** What menus need to know about the stock: makes with their models and counts, car types present. */
export interface StockSummary {
  makes: { make: string; count: number; models: { model: string; count: number }[] }[];
  carTypes: ('new' | 'demo' | 'used')[];
}

type Requirement = 'blog' | 'finance' | 'tradeIn' | 'brandPages' | 'watchlist' | 'reserve';

function featureOn(config: SiteConfig, requirement: Requirement | undefined): boolean {
  if (!requirement) return true;
  return Boolean(config.features[requirement]);
}

/** Most stocked makes first; at most `limit` models across the list. */
function modelLinks(summary: StockSummary, limit: number): MenuLink[] {
  const links: MenuLink[] = [];
  const singleMake = summary.makes.length === 1;
  for (const { make, models } of summary.makes) {
    for (const { model } of models) {
      if (links.length >= limit) return links;
      links.push({ label: singleMake ? model : `${make} ${model}`, href: makeModelSearchPath(make, model) });
    }
  }
  return links;
}

function stockLinks(config: SiteConfig, summary: StockSummary, t: Translate): MenuLink[] {
  const routes: Record<string, string> = { new: searchRoutes.new, demo: searchRoutes.demo, used: searchRoutes.used };
  return [
    { label: t('shell.allStock'), href: searchRoutes.all },
    ...summary.carTypes.map((type) => ({ label: t('shell.carTypeStock', { type: t(`carType.${type}`), noun: noun(config) }), href: routes[type]! })),
  ];
}

/** 'Cars' for car dealers, 'Vehicles' where the stock is mixed (caravans, motorcycles, trucks). */
export const stockNoun = (config: SiteConfig) => (config.stock.itemTypes.length === 1 && config.stock.itemTypes[0] === 'cars' ? 'Cars' : 'Vehicles');
const noun = stockNoun;

function sourced(source: string | undefined, config: SiteConfig, summary: StockSummary, t: Translate): MenuLink[] {
  switch (source) {
    case 'models':
      return modelLinks(summary, 12);
    case 'stock':
      return stockLinks(config, summary, t);
    case 'brands':
      return summary.makes.map(({ make }) => ({ label: make, href: config.features.brandPages ? brandOverviewPath(make) : makeModelSearchPath(make) }));
    case 'locations':
      return config.locations.filter((l) => l.visible).map((l) => ({ label: l.name, href: locationPath(l.slug) }));
    default:
      return [];
  }
}

/** The header menu, ready to render. */
export function resolveHeaderMenu(config: SiteConfig, summary: StockSummary, t: Translate): ResolvedMenuItem[] {
  return config.menus.header
    .filter((item) => featureOn(config, item.requires))
    .map((item) => {
      const children = [
        ...sourced(item.source, config, summary, t),
        ...item.children.filter((c) => featureOn(config, c.requires)).map(toLink),
      ];
      return { label: item.label, href: item.href ?? children[0]?.href ?? '/', children, layout: item.layout };
    });
}

/** The footer columns, ready to render; an untitled column takes the site name. */
export function resolveFooter(config: SiteConfig, summary: StockSummary, t: Translate): ResolvedFooterColumn[] {
  return config.menus.footer
    .map((col) => ({
      title: col.title ?? config.name,
      links: [...sourced(col.source, config, summary, t), ...col.links.filter((l) => featureOn(config, l.requires)).map(toLink)].slice(0, 10),
    }))
    .filter((col) => col.links.length > 0);
}

function toLink(l: { label: string; href: string; logo?: string; external: boolean }): MenuLink {
  return { label: l.label, href: l.href, logo: l.logo, external: l.external || undefined };
}

/** Builds the stock summary once per build. */
export function summariseStock(cars: readonly { make: string; model: string; car_type: 'new' | 'demo' | 'used' }[]): StockSummary {
  const makes = new Map<string, Map<string, number>>();
  const types = new Set<'new' | 'demo' | 'used'>();
  for (const car of cars) {
    types.add(car.car_type);
    const models = makes.get(car.make) ?? new Map<string, number>();
    models.set(car.model, (models.get(car.model) ?? 0) + 1);
    makes.set(car.make, models);
  }
  const order: ('new' | 'demo' | 'used')[] = ['new', 'demo', 'used'];
  return {
    makes: [...makes]
      .map(([make, models]) => ({
        make,
        count: [...models.values()].reduce((a, b) => a + b, 0),
        models: [...models].map(([model, count]) => ({ model, count })).sort((a, b) => b.count - a.count || a.model.localeCompare(b.model)),
      }))
      .sort((a, b) => b.count - a.count || a.make.localeCompare(b.make)),
    carTypes: order.filter((t) => types.has(t)),
  };
}
