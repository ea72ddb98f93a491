/**
 * "Read" specs on the group demo (Algolia's initial-state-from-route style): a URL sets the widgets
 * and the results, for every filter of the site's own filter table, every sort it offers, paging and
 * both slider handles, with no flash of the wrong cars. The list filters share one page, so the
 * search code and index load once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSiteUrl } from './demo-templates';
import { jsonLdBlocks } from './helpers';
import {
  escapeRegExp,
  pinClock,
  SearchPage,
  searchSiteData,
  siteConfig,
  type SearchSiteData,
} from './pages/search-page';
import type { ListFilterSpec } from '../../src/site/filter-table';
import { SORT_BY } from '../../src/features/search/sorts';
import { slugify } from '../../src/paths';
import type { SortOption } from '../../src/config/schema/search';
import { BODY_TYPE_LABELS } from '../../src/domain/search/body-types';
import { LIST_FACET_VISIBLE } from '../../src/domain/search/facets';

const SITE = 'southern-cross-motor-group';
const DEFAULT = '/search/new-used-and-demo-cars';
const url = (path: string) => demoSiteUrl(SITE, path);
const { config, table } = siteConfig(SITE);
const listFilters = table.filter((f): f is ListFilterSpec => f.kind === 'list');

/** The URL value of a label a list filter shows ("Used" → used, "Yes" → true). */
const urlValueOf = (spec: ListFilterSpec, label: string) =>
  Object.entries(spec.valueLabels ?? {}).find(([, l]) => l === label)?.[0] ?? label;

/** What the default page lists: each filter's values with their counts, the total and page 1's cars. */
interface Defaults {
  options: Map<string, { label: string; count: number }[]>;
  total: number;
  firstPage: string[];
}

let shared: Page;
let search: SearchPage;
let defaults: Defaults;
let data: SearchSiteData;

test.describe('the URL sets the widgets and the results', () => {
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async ({ browser }, info) => {
    data = searchSiteData(SITE);
    shared = await browser.newPage({ viewport: info.project.use.viewport ?? null });
    await pinClock(shared, SITE);
    search = new SearchPage(shared);
    await search.goto(url(DEFAULT));
    const options = new Map<string, { label: string; count: number }[]>();
    for (const spec of table) {
      if (spec.kind === 'range') continue;
      await search.expand(spec.label);
      options.set(spec.id, await search.options(spec.label));
    }
    defaults = { options, total: await search.resultCount(), firstPage: await search.slugs() };
  });
  test.afterAll(() => shared.close());

  for (const spec of listFilters) {
    test(`${spec.label}: ?${spec.field}= ticks the value, shows its chip and only its cars`, async () => {
      const listed = defaults.options.get(spec.id) ?? [];
      const pick = listed.find((o) => o.count < defaults.total) ?? listed[0];
      expect(pick, `${spec.label} lists no values`).toBeDefined();
      const { label, count } = pick as { label: string; count: number };
      await search.goto(url(`${DEFAULT}?${spec.field}=${encodeURIComponent(urlValueOf(spec, label))}`));
      await expect(search.option(spec.label, label)).toBeChecked();
      await expect(search.chip(label)).toBeVisible();
      await expect.poll(() => search.resultCount()).toBe(count);
    });
  }

  test('the first five sections start open, the rest closed; a section with a ticked value opens', async () => {
    await search.goto(url(DEFAULT));
    for (const spec of table)
      await expect(search.sectionButton(spec.label), spec.label).toHaveAttribute('aria-expanded', String(spec.open));
    const closed = listFilters.find((f) => !f.open) as ListFilterSpec;
    const [value] = defaults.options.get(closed.id) ?? [];
    await search.goto(url(`${DEFAULT}?${closed.field}=${encodeURIComponent(urlValueOf(closed, value?.label ?? ''))}`));
    await expect(search.sectionButton(closed.label)).toHaveAttribute('aria-expanded', 'true');
    await expect(search.sectionButton(closed.label)).toHaveAccessibleName(`${closed.label} (1 selected)`);
  });

  test('Make: the path ticks the make; 12 makes before Show all makes, then Popular Makes (20) and All Makes by name', async () => {
    const makes = defaults.options.get('make') ?? [];
    expect(makes).toHaveLength(12);
    const [top] = makes;
    await search.goto(url(`/search/${slugify(top?.label ?? '')}`));
    await expect(search.option('Make', top?.label ?? '')).toBeChecked();
    await expect(search.chip(top?.label ?? '')).toBeVisible();
    await expect.poll(() => search.resultCount()).toBe(top?.count);
    await search.group('Make').getByRole('button', { name: 'Show all makes' }).click();
    const popular = search.group('Make').getByText('Popular Makes', { exact: true });
    await expect(popular).toBeVisible();
    const all = await search.optionLabels('Make');
    const allMakes = all.slice(20);
    expect(allMakes.length).toBeGreaterThan(20);
    expect(allMakes).toEqual([...allMakes].sort((a, b) => a.localeCompare(b)));
  });

  test("Body Type lists only the site's body types, by count then name descending; Show more lists the rest", async () => {
    const offered = (config.search.filters.body ? config.search.filters.body.customBodies : []).map(
      (type) => BODY_TYPE_LABELS[type],
    );
    expect(offered.length).toBeGreaterThan(LIST_FACET_VISIBLE);
    await search.goto(url(DEFAULT));
    await search.expand('Body Type');
    const first = await search.options('Body Type');
    expect(first).toHaveLength(LIST_FACET_VISIBLE);
    await search.group('Body Type').getByRole('button', { name: 'Show more (Body Type)' }).click();
    const all = await search.options('Body Type');
    expect(all.length).toBeGreaterThan(LIST_FACET_VISIBLE);
    for (const { label } of all) expect(offered).toContain(label);
    expect(all).toEqual([...all].sort((a, b) => b.count - a.count || b.label.localeCompare(a.label)));
    await search.group('Body Type').getByRole('button', { name: 'Show less (Body Type)' }).click();
    await expect(search.group('Body Type').getByRole('checkbox')).toHaveCount(LIST_FACET_VISIBLE);
  });

  test("Model: /search/{make}/{model} ticks both, opens Select models with only that make's models", async () => {
    const make = defaults.options.get('make')?.[0]?.label ?? '';
    const models = [...(data.modelsByMake.get(make) ?? [])];
    const model = models.find((m) => slugify(m)) ?? '';
    await search.goto(url(`/search/${slugify(make)}/${slugify(model)}`));
    await expect(search.option('Make', make)).toBeChecked();
    const selectModels = search.group('Make').getByRole('button', { name: `Select models (${make})` });
    await expect(selectModels).toHaveAttribute('aria-expanded', 'true');
    const list = search.group('Make').getByRole('list', { name: `Model (${make})` });
    await expect(list.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(model)} \\(\\d+\\)$`) })).toBeChecked();
    const listed = await list
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((b) => (b.getAttribute('aria-label') ?? '').replace(/ \(\d+\)$/, '')));
    expect(listed.length).toBeGreaterThan(0);
    for (const m of listed) expect(models).toContain(m);
    for (const title of await search.titles()) expect(title).toContain(model);
  });

  test('Dealership, location and condition paths tick their filter', async () => {
    const dealership = config.dealerships[0];
    const location = config.locations.find((l) => l.location_type === 'sales' && !l.name.endsWith('Service'));
    const cases: [string, string, string[]][] = [
      ['/search/used-cars', 'Condition', ['Used']],
      ['/search/new-and-demo-cars', 'Condition', ['New', 'Demo']],
      [`/search/${dealership?.slug}`, 'Dealership', [dealership?.name ?? '']],
      [`/search/${location?.slug}`, 'Location', [location?.name ?? '']],
    ];
    for (const [path, title, labels] of cases) {
      await search.goto(url(path));
      for (const label of labels) await expect(search.option(title, label), `${path}: ${label}`).toBeChecked();
      await expect(search.group(title).getByRole('checkbox', { checked: true })).toHaveCount(labels.length);
    }
  });

  test('Price: both handles, their chips and only cars in the range; an absent side sits at the facet bound', async () => {
    await search.goto(url(`${DEFAULT}?price=20000:60000`));
    await expect(search.slider('Minimum Price')).toHaveAttribute('aria-valuetext', '$20,000');
    await expect(search.slider('Maximum Price')).toHaveAttribute('aria-valuetext', '$60,000');
    await expect(search.chip('Min $20,000')).toBeVisible();
    await expect(search.chip('Max $60,000')).toBeVisible();
    const prices = await search.prices();
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p).toBeGreaterThanOrEqual(20000);
    for (const p of prices) expect(p).toBeLessThanOrEqual(60000);
    await search.goto(url(`${DEFAULT}?price=20000:`));
    const max = search.slider('Maximum Price');
    await expect(max).toHaveValue((await max.getAttribute('max')) ?? '');
    await expect(search.chip('Min $20,000')).toBeVisible();
    await expect(search.page.getByRole('button', { name: /^Remove Max/ })).toHaveCount(0);
  });

  test('Kilometres: the max handle, its chip and only cars under it; the min handle too', async () => {
    await search.goto(url(`${DEFAULT}?km=:50000`));
    await expect(search.slider('Maximum Kilometres')).toHaveAttribute('aria-valuetext', '50,000 km');
    await expect(search.chip('Max 50,000 km')).toBeVisible();
    const odometers = await search.odometers();
    expect(odometers.length).toBeGreaterThan(0);
    for (const km of odometers) expect(km).toBeLessThanOrEqual(50000);
    await search.goto(url(`${DEFAULT}?km=100000:`));
    await expect(search.slider('Minimum Kilometres')).toHaveAttribute('aria-valuetext', '100,000 km');
    for (const km of await search.odometers()) expect(km).toBeGreaterThanOrEqual(100000);
  });

  test('a slider bound beyond its range is ignored and only logged; the next change writes a URL without it', async () => {
    const logged: string[] = [];
    const onConsole = (m: { text(): string }) => logged.push(m.text());
    search.page.on('console', onConsole);
    await search.goto(url(`${DEFAULT}?price=500000:&km=:900000`));
    const min = search.slider('Minimum Price');
    await expect(min).toHaveValue((await min.getAttribute('min')) ?? '');
    const maxKm = search.slider('Maximum Kilometres');
    await expect(maxKm).toHaveValue((await maxKm.getAttribute('max')) ?? '');
    await expect(search.page.getByRole('button', { name: /^Remove (Min|Max)/ })).toHaveCount(0);
    await expect(search.page.locator('html.fc-search-pending')).toHaveCount(0);
    expect(await search.resultCount()).toBe(defaults.total);
    expect(logged).toContainEqual(
      expect.stringMatching(/^price in the URL: min 500000 is outside the range \d+–\d+; ignored$/),
    );
    expect(logged).toContainEqual(
      expect.stringMatching(/^km in the URL: max 900000 is outside the range \d+–\d+; ignored$/),
    );
    search.page.off('console', onConsole);
    const [make] = defaults.options.get('make') ?? [];
    await search.option('Make', make?.label ?? '').check();
    await expect(search.page).toHaveURL(url(`/search/${slugify(make?.label ?? '')}`));
  });

  const SORT_KEYS: Partial<Record<SortOption, { key: (slug: string) => number | undefined; dir: 1 | -1 }>> = {
    latest: { key: (s) => Date.parse(data.cars.get(s)?.created_at ?? ''), dir: -1 },
    'price-desc': { key: (s) => positive(data.cars.get(s)?.price), dir: -1 },
    'price-asc': { key: (s) => positive(data.cars.get(s)?.price), dir: 1 },
    'km-asc': { key: (s) => data.cars.get(s)?.km, dir: 1 },
    'year-desc': { key: (s) => data.cars.get(s)?.year, dir: -1 },
  };
  for (const option of config.search.sort.options.filter((o) => o !== config.search.sort.default)) {
    test(`sortBy=${option} selects the sort and orders the cards (missing values last)`, async () => {
      await search.goto(url(`${DEFAULT}?sortBy=${option}`));
      await expect(search.sort).toHaveValue(new RegExp(`/sort/${SORT_BY[option]}$`));
      const order = SORT_KEYS[option];
      expect(order, `no ordering check for ${option}`).toBeDefined();
      const keys = (await search.slugs()).map((s) => order?.key(s));
      const known = keys.filter((k): k is number => k !== undefined && !Number.isNaN(k));
      expect(keys.slice(0, known.length)).toEqual(known);
      expect(known).toEqual([...known].sort((a, b) => (a - b) * (order?.dir ?? 1)));
    });
  }

  test('lowest price leaves out cars without a price on this site (price above 0)', async () => {
    await search.goto(url(`${DEFAULT}?sortBy=price-asc`));
    const count = await search.resultCount();
    const priceless = [...data.cars.values()].filter((c) => !positive(c.price)).length;
    expect(priceless).toBeGreaterThan(0);
    expect(count).toBe(defaults.total - priceless);
    const last = Math.ceil(count / config.search.pageSize);
    await search.goto(url(`${DEFAULT}?sortBy=price-asc&page=${last}`));
    expect(await search.pricesOrNull()).not.toContain(null);
  });

  test('page=2 marks page 2 and shows other cars', async () => {
    await search.goto(url(`${DEFAULT}?page=2`));
    await expect(search.pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect(
      search.pager.getByText(`Page 2 of ${Math.ceil(defaults.total / config.search.pageSize)}`, { exact: true }),
    ).toBeVisible();
    const second = await search.slugs();
    expect(second).toHaveLength(config.search.pageSize);
    for (const slug of second) expect(defaults.firstPage).not.toContain(slug);
  });

  test('a query reads into the directory input and narrows the cars', async () => {
    const model = [...(data.modelsByMake.get(defaults.options.get('make')?.[0]?.label ?? '') ?? [])][0] ?? '';
    await search.goto(url(`${DEFAULT}?query=${encodeURIComponent(model)}`));
    await expect(search.input).toHaveValue(model);
    await expect.poll(async () => (await search.titles()).every((t) => t.includes(model))).toBe(true);
  });

  test('the ItemList JSON-LD lists exactly the cars shown, in order', async () => {
    await search.goto(url(DEFAULT));
    const list = (await jsonLdBlocks(search.page)).find((b) => b['@type'] === 'ItemList') as
      | { numberOfItems: number; itemListElement: { '@type': string; position: number; url: string; name: string }[] }
      | undefined;
    expect(list).toBeDefined();
    const shown = await search.slugs();
    expect(
      list?.itemListElement.map((i) => new URL(i.url).pathname.replace(/^\/cars\//, '').replace(/\/$/, '')),
    ).toEqual(shown);
    expect(list?.itemListElement.map((i) => i.position)).toEqual(shown.map((_, i) => i + 1));
    expect(list?.itemListElement.every((i) => i['@type'] === 'ListItem' && i.name.length > 0)).toBe(true);
    expect(list?.numberOfItems).toBe(shown.length);
  });
});

const positive = (n: number | undefined) => (n !== undefined && n > 0 ? n : undefined);

test("a visit with a query string never shows the build's unfiltered cards", async ({ page }) => {
  await pinClock(page, SITE);
  const search = new SearchPage(page);
  const make = (
    await (async () => {
      await search.goto(url(DEFAULT));
      return search.optionLabels('Make');
    })()
  )[0] as string;
  const shown: string[] = [];
  await page.exposeFunction('reportTitles', (titles: string[]) => shown.push(...titles));
  await page.addInitScript(() => {
    // Records every card title the shopper could see, from the first paint on.
    const report = () => {
      const visible = [...document.querySelectorAll('#search-results article:not([data-promo]) h3')].filter(
        (h) => getComputedStyle(h).visibility === 'visible',
      );
      (window as unknown as { reportTitles: (t: string[]) => void }).reportTitles(
        visible.map((h) => h.textContent ?? ''),
      );
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await search.goto(url(`${DEFAULT}?make=${encodeURIComponent(make)}&km=:80000`));
  await expect(search.option('Make', make)).toBeChecked();
  await expect.poll(() => shown.length).toBeGreaterThan(0);
  for (const title of shown) expect(title).toContain(make);
});

test('with scripts off, /search/{make}/{model} shows its first page of cars', async ({ browser }) => {
  const data = searchSiteData(SITE);
  const [make, models] = [...data.modelsByMake].find(([, m]) => m.size > 1) ?? ['', new Set<string>()];
  const model = [...models][0] ?? '';
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url(`/search/${slugify(make)}/${slugify(model)}`));
  const titles = page.locator('#search-results article:not([data-promo]) h3');
  await expect(titles.first()).toBeVisible();
  const all = await titles.allTextContents();
  expect(all.length).toBeGreaterThan(0);
  for (const title of all) expect(title).toContain(`${make} ${model}`);
  await expect(page.getByRole('heading', { level: 1, name: `${make} ${model} for Sale` })).toBeVisible();
  await context.close();
});
