/** Page object of the search page: finds widgets by role and accessible name (Medusa's product-page fixture style). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteConfig } from '../../../src/config';
import { parseSiteYaml } from '../../../src/config/load';
import { siteTranslator, type Translate } from '../../../src/config/messages';
import type { Car } from '../../../src/domain/car';
import { filterTable, rangeFields, refinementFields, type FilterSpec } from '../../../src/site/filter-table';
import { modelsByMake, routeTable, searchRouteDefs } from '../../../src/features/search/search-routes';
import { parseSearchUrl, type SearchUrlState, type UrlStateConfig } from '../../../src/search/url-state';
import { searchableCars } from '../../../src/site/search-stock';

/** `text` as a literal inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class SearchPage {
  readonly results: Locator;
  readonly cards: Locator;
  readonly filters: Locator;
  readonly input: Locator;
  readonly sort: Locator;
  readonly count: Locator;
  readonly pager: Locator;

  constructor(readonly page: Page) {
    this.results = page.getByRole('region', { name: 'Search results' });
    this.cards = this.results.locator('article:not([data-promo])');
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.input = page.getByTestId('search-directory-input');
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    // Counts call the stock what it is (issue 21): cars, caravans, motorcycles, trucks, or vehicles for a mix.
    this.count = page.getByText(/^\d[\d,]* (cars?|caravans?|motorcycles?|trucks?|vehicles?) found$/);
    this.pager = page.getByRole('navigation', { name: 'Pagination' });
  }

  /** Opens a search URL and waits for the island to hydrate. */
  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await this.hydrated();
  }

  /**
   * Waits for the island to hydrate and, when the URL asks for other results than the built page's,
   * for those results to show (the page holds its built results back under `fc-search-pending` until then).
   */
  async hydrated(): Promise<void> {
    // Hydration is not a speed check here (npm run bench is): on a busy two-core machine it can pass 7 s.
    await expect(this.page.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: 20_000 });
    await expect(this.page.locator('html.fc-search-pending')).toHaveCount(0);
  }

  /** The filter section titled `title` (Make, Colour …). */
  group(title: string): Locator {
    return this.filters.locator('section[data-filter]').filter({
      has: this.page.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(title)}( \\(\\d+ selected\\))?$`, 'i'),
      }),
    });
  }

  /** The button that opens and closes a filter section. */
  sectionButton(title: string): Locator {
    return this.group(title).getByRole('heading').getByRole('button');
  }

  /** Opens a filter section if it is closed (only the first few start open). */
  async expand(title: string): Promise<void> {
    const button = this.sectionButton(title);
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }

  /** A value's checkbox inside a filter section (its name is "{label} ({count})"). */
  option(title: string, label: string): Locator {
    return this.group(title).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)} \\(\\d+\\)$`) });
  }

  /** Labels and counts of a filter section's values, in page order. */
  async options(title: string): Promise<{ label: string; count: number }[]> {
    const names = await this.group(title)
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label') ?? ''));
    return names.map((name) => {
      const match = /^(.*) \((\d+)\)$/.exec(name);
      return { label: match?.[1] ?? name, count: Number(match?.[2]) };
    });
  }

  /** Labels of a filter section's values, in page order. */
  async optionLabels(title: string): Promise<string[]> {
    return (await this.options(title)).map((o) => o.label);
  }

  /** The chip that removes an applied filter. */
  chip(text: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${text}` });
  }

  /** Card titles ("2021 Toyota Hilux"). */
  async titles(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents();
  }

  /** Card links (/cars/{slug}), in grid order. */
  async slugs(): Promise<string[]> {
    const hrefs = await this.cards
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((h) => h.replace(/^\/cars\//, '').replace(/\/$/, ''));
  }

  /** Card prices in grid order; a card without a price is null. */
  async pricesOrNull(): Promise<(number | null)[]> {
    return this.cards.evaluateAll((cards) =>
      cards.map((card) => {
        const text = [...card.querySelectorAll('p')]
          .map((p) => p.textContent ?? '')
          .find((t) => /^\$[\d,]+$/.test(t.trim()));
        return text ? Number(text.replace(/[^\d]/g, '')) : null;
      }),
    );
  }

  /** Card prices as numbers (cards without a price are left out). */
  async prices(): Promise<number[]> {
    return (await this.pricesOrNull()).filter((p): p is number => p !== null);
  }

  /** Card odometers in km (cards without one are left out). */
  async odometers(): Promise<number[]> {
    const specs = await this.cards.getByRole('list', { name: 'Key details' }).allTextContents();
    return specs.flatMap((s) => {
      const match = /([\d,]+) km/.exec(s);
      return match ? [Number(match[1]?.replace(/,/g, ''))] : [];
    });
  }

  /** The shown result count. */
  async resultCount(): Promise<number> {
    return Number((await this.count.textContent())?.replace(/[^\d]/g, ''));
  }

  /** The slider of a range filter ("Minimum Price"). */
  slider(name: string): Locator {
    return this.filters.getByRole('slider', { name });
  }

  /** The pager's link to page `n`. */
  pageLink(n: number): Locator {
    return this.pager.getByRole('link', { name: `Page ${n}`, exact: true });
  }
}

/** A built demo site's search setup, read from its prepared config and cars (.cache/sites/<slug>/). */
export interface SearchSiteData {
  /** The filters the site shows, in page order (the island's own filter table). */
  table: FilterSpec[];
  /** The URL mapping the island uses (its route table included). */
  url: UrlStateConfig;
  /** Every car search can return, by slug. */
  cars: Map<string, Car>;
  /** Each make's models, as the search holds them. */
  modelsByMake: Map<string, Set<string>>;
  /** The site's wording. */
  t: Translate;
}

const ROOT = join(import.meta.dirname, '../../..');

/** A demo site's config and wording, from its site.yaml (readable before anything is built). */
export function siteConfig(site: string): { config: SiteConfig; t: Translate; table: FilterSpec[] } {
  const file = join(ROOT, 'sites', site, 'site.yaml');
  const config = parseSiteYaml(readFileSync(file, 'utf8'), file, site);
  const t = siteTranslator(config);
  return { config, t, table: filterTable(config, t) };
}

/** Reads a built site's search setup (the site must have been built). */
export function searchSiteData(site: string): SearchSiteData {
  const dir = join(ROOT, '.cache/sites', site);
  const { config, now } = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as {
    config: SiteConfig;
    now: string;
  };
  const cars = searchableCars(JSON.parse(readFileSync(join(dir, 'cars.json'), 'utf8')) as Car[], config, new Date(now));
  const t = siteTranslator(config);
  const table = filterTable(config, t);
  return {
    table,
    url: {
      refinementFields: refinementFields(table),
      rangeFields: rangeFields(table),
      sortOptions: config.search.sort.options,
      defaultSort: config.search.sort.default,
      routes: routeTable(searchRouteDefs(cars, t)),
      defaultPath: '/search/new-used-and-demo-cars',
    },
    cars: new Map(cars.map((c) => [c.slug, c])),
    modelsByMake: modelsByMake(cars),
    t,
  };
}

/** The search state a page's URL stands for (path and query), as the island reads it. */
export function urlState(page: Page, data: SearchSiteData): SearchUrlState {
  const url = new URL(page.url());
  return parseSearchUrl(url.pathname, url.search, data.url);
}

/**
 * Sets the page's clock to the build's (FORECOURT_NOW), time flowing from there: the island computes
 * the sold window when it searches, and it must be the window the built first pages used.
 */
export async function pinClock(page: Page, site: string): Promise<void> {
  const { now } = JSON.parse(readFileSync(join(ROOT, '.cache/sites', site, 'site.json'), 'utf8')) as { now: string };
  await page.clock.install({ time: new Date(now) });
}
