/**
 * "Read" specs (Algolia's initial-state-from-route style): a URL sets the widgets and the results,
 * with no flash of the wrong cars; the first page is in the built HTML and shows without scripts.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, siteUrl } from './helpers';
import { SearchPage } from './pages/search-page';
import { slugify } from '../../src/paths';

const SITE = 'fixture-group';
const DEFAULT = '/search/new-used-and-demo-cars';
const url = (path: string) => siteUrl(SITE, path);

/** The first make listed on the default search page. */
async function firstMake(search: SearchPage): Promise<string> {
  const [make] = await search.optionLabels('Make');
  if (!make) throw new Error('the fixture site lists no makes');
  return make;
}

test('a make and a price ceiling in the query string tick the make, show the chip and only those cars', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const make = await firstMake(search);
  await search.goto(url(`${DEFAULT}?make=${encodeURIComponent(make)}&price=:60000`));
  await expect(search.option('Make', make)).toBeChecked();
  await expect(page.getByRole('button', { name: `Remove ${make}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Max $60,000' })).toBeVisible();
  await expect(search.slider('Maximum Price')).toHaveAttribute('aria-valuetext', '$60,000');
  for (const title of await search.titles()) expect(title).toContain(make);
  for (const price of await search.prices()) expect(price).toBeLessThanOrEqual(60000);
});

test('a visit with a query string never shows the build\'s unfiltered cards', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const make = await firstMake(search);
  const shown: string[] = [];
  await page.exposeFunction('reportTitles', (titles: string[]) => shown.push(...titles));
  await page.addInitScript(() => {
    // Records every card title the shopper could see, from the first paint on.
    const report = () => {
      const visible = [...document.querySelectorAll('#search-results article:not([data-promo]) h3')].filter((h) => getComputedStyle(h).visibility === 'visible');
      (window as unknown as { reportTitles: (t: string[]) => void }).reportTitles(visible.map((h) => h.textContent ?? ''));
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await search.goto(url(`${DEFAULT}?make=${encodeURIComponent(make)}`));
  await expect(search.option('Make', make)).toBeChecked();
  await expect.poll(() => shown.length).toBeGreaterThan(0);
  for (const title of shown) expect(title).toContain(make);
});

test('/search/{make}/{model} reads the path as make and model', async ({ page }) => {
  const pair = builtMakeModel();
  test.skip(!pair, 'fixture site not built');
  const [makeSlug, modelSlug] = pair as readonly [string, string];
  const search = new SearchPage(page);
  await search.goto(url(`/search/${makeSlug}/${modelSlug}`));
  await expect(search.group('Make').getByRole('checkbox', { checked: true })).toHaveCount(2);
  for (const t of await search.titles()) expect(slugify(t)).toContain(modelSlug);
});

test('sortBy and page are read from the URL', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(`${DEFAULT}?sortBy=price-asc&page=2`));
  await expect(search.sort).toHaveValue(/price:asc/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const prices = await search.prices();
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('a query reads into the directory input and an impossible one shows the empty state', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(`${DEFAULT}?query=zzqxxjv`));
  await expect(search.input).toHaveValue('zzqxxjv');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(page.getByText('There are currently no offers that meet your search conditions.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/special-offers');
});

/** A make/model route of the built fixture site, as [makeSlug, modelSlug]. */
function builtMakeModel(): readonly [string, string] | undefined {
  const dir = join(process.cwd(), 'dist', SITE, 'search');
  if (!existsSync(dir)) return undefined;
  for (const make of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const model = readdirSync(join(dir, make.name), { withFileTypes: true }).find((d) => d.isDirectory());
    if (model) return [make.name, model.name];
  }
  return undefined;
}

test('the built HTML of /search/{make}/{model} holds its first page', () => {
  const pair = builtMakeModel();
  test.skip(!pair, 'fixture site not built');
  const [makeSlug, modelSlug] = pair as readonly [string, string];
  const html = readFileSync(join(process.cwd(), 'dist', SITE, 'search', makeSlug, modelSlug, 'index.html'), 'utf8');
  const cards = [...html.matchAll(/<h3[^>]*><a href="\/cars\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1] ?? '');
  expect(cards.length).toBeGreaterThan(0);
  for (const title of cards) expect(slugify(title)).toContain(modelSlug);
  expect(html).toContain('"@type":"ItemList"');
});

test('with scripts off the first page of results shows', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url(DEFAULT));
  const cards = page.locator('#search-results article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await context.close();
});

test('back and forward restore the refinements', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const make = await firstMake(search);
  await search.option('Make', make).check();
  await expect(page).toHaveURL(new RegExp(`/search/${slugify(make)}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${DEFAULT}$`));
  await expect(search.option('Make', make)).not.toBeChecked();
  await page.goForward();
  await expect(search.option('Make', make)).toBeChecked();
  for (const t of await search.titles()) expect(t).toContain(make);
});

test('the search page has no axe violations, filters closed and open @phone', async ({ page }) => {
  test.slow(); // axe over a full grid and every filter list
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  await expectNoAxeViolations(page);
  const open = page.getByRole('button', { name: 'Show Filters' });
  if (await open.isVisible()) {
    await open.click();
    await expect(page.getByRole('button', { name: /^Show Me \d[\d,]* cars?$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('zero layout shift while the results load', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const search = new SearchPage(page);
  await search.goto(url(`${DEFAULT}?sortBy=price-desc`));
  await expect(search.cards.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
});
