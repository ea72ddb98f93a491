/**
 * The search page's states (spec 01 §2.2, §4.1, §8): loading and error keep the previous cars and
 * filters, the empty states with their exact wording (also a built route without cars), 3 or 4
 * columns with 2 or fewer results centred, and the scroll-to-top once per page change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoDist, demoSiteUrl } from './demo-templates';
import { expectNoAxeViolations } from './helpers';
import { pinClock, SearchPage, searchSiteData } from './pages/search-page';
import { isAvailable } from '../../src/domain/car';
import { slugify } from '../../src/paths';

const GROUP = 'southern-cross-motor-group';
const PRESTIGE = 'prestige-pre-owned';
const DEFAULT = '/search/new-used-and-demo-cars';
const INDEX = '**/search-index.*.json';
const ERROR_TEXT = 'Search is unavailable right now; showing the previous results.';

async function open(page: Page, site: typeof GROUP | typeof PRESTIGE, path: string): Promise<SearchPage> {
  await pinClock(page, site);
  const search = new SearchPage(page);
  await search.goto(demoSiteUrl(site, path));
  return search;
}

test('while a search loads, the previous cars and filters stay, marked busy', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(INDEX, async (route) => {
    await held;
    await route.continue();
  });
  const search = await open(page, GROUP, DEFAULT);
  const cars = await search.slugs();
  await search.expand('Colour');
  const colours = await search.options('Colour');
  const [make] = await search.optionLabels('Make');
  await search.option('Make', make as string).check();
  await expect(search.results.locator('[aria-busy="true"]')).toHaveCount(1);
  expect(await search.slugs()).toEqual(cars);
  expect(await search.options('Colour')).toEqual(colours);
  release();
  await expect(search.results.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(async () => (await search.titles()).every((t) => t.includes(make as string))).toBe(true);
});

test('when a search fails, the previous cars stay and every widget says what is really applied; the failure is announced; the next search recovers', async ({
  page,
}) => {
  let fail = true;
  await page.route(INDEX, (route) => (fail ? route.abort() : route.continue()));
  const search = await open(page, GROUP, DEFAULT);
  const cars = await search.slugs();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await search.expand('Colour');
  const colours = await search.options('Colour');
  const notice = page.getByRole('status').filter({ hasText: ERROR_TEXT });
  await expect(notice).toHaveCount(0);
  const [make] = await search.optionLabels('Make');
  // A click, not check(): the tick the failed search could not apply does not stay.
  await search.option('Make', make as string).click();
  await expect(notice).toBeVisible();
  expect(await search.slugs()).toEqual(cars);
  expect(await search.options('Colour')).toEqual(colours);
  // The make that failed is not shown as applied: no tick, no chip, the heading, trail and URL unchanged.
  await expect(search.option('Make', make as string)).not.toBeChecked();
  await expect(search.chip(make as string)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading as string);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).not.toContainText(make as string);
  await expect(page).toHaveURL(demoSiteUrl(GROUP, DEFAULT));
  await expect(notice).toBeVisible();
  fail = false;
  await search.option('Colour', colours[0]?.label as string).check();
  await expect(notice).toHaveCount(0);
  await expect(search.chip(colours[0]?.label as string)).toBeVisible();
  await expect.poll(() => search.resultCount()).toBe(colours[0]?.count);
});

test('no results on the search variant: its wording, and Clear Filters clears the search and stays on it (keeping the sort)', async ({
  page,
}) => {
  const search = await open(page, GROUP, `${DEFAULT}?query=zzqxxjv&sortBy=price-asc`);
  await expect(search.input).toHaveValue('zzqxxjv');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(
    page.getByText(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(search.cards).toHaveCount(0);
  const clear = page.getByRole('link', { name: 'Clear Filters' });
  await expect(clear).toHaveAttribute('href', DEFAULT);
  await clear.click();
  await expect(page).toHaveURL(demoSiteUrl(GROUP, `${DEFAULT}?sortBy=price-asc`));
  await expect(search.input).toHaveValue('');
  await expect(search.cards.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toHaveCount(0);
});

test('a route without cars shows the empty state in its built HTML and after hydration; Clear Filters opens the whole stock there', async ({
  page,
}) => {
  const html = readFileSync(join(demoDist(PRESTIGE), 'search/new-cars/index.html'), 'utf8');
  expect(html).toMatch(/<h2[^>]*>No Results Available<\/h2>/);
  expect(html).toContain('There are currently no offers that meet your search conditions.');
  // Without scripts, the link is the unfiltered search (never another page such as /special-offers).
  expect(html).toMatch(/<a href="\/search\/new-used-and-demo-cars"[^>]*>Clear Filters<\/a>/);
  expect(html).not.toContain('<article');
  const search = await open(page, PRESTIGE, '/search/new-cars');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(page.getByText('0 cars found', { exact: true })).toBeVisible();
  await expect(search.cards).toHaveCount(0);
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(demoSiteUrl(PRESTIGE, DEFAULT));
  await expect(search.cards.first()).toBeVisible();
});

/** Left edges and rows of the grid's cells, and the grid's own box. */
async function gridBoxes(search: SearchPage) {
  const list = search.results.getByRole('list').first();
  const box = (await list.boundingBox()) as { x: number; width: number };
  const cells = await list
    .locator(':scope > li')
    .evaluateAll((lis) =>
      lis
        .map((li) => li.getBoundingClientRect())
        .map((r) => ({ left: r.left, right: r.right, top: Math.round(r.top) })),
    );
  return { box, cells };
}

test('3 cards a row on the group, 4 on prestige-pre-owned, at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 }); // the column rule is for large screens
  for (const [site, path, columns] of [
    [GROUP, DEFAULT, 3],
    [PRESTIGE, '/search/used-cars', 4],
  ] as const) {
    const search = await open(page, site, path);
    const { cells } = await gridBoxes(search);
    expect(
      cells.filter((c) => c.top === cells[0]?.top),
      site,
    ).toHaveLength(columns);
  }
});

test('two or fewer results are centred; three or more start at the left', async ({ page }) => {
  const data = searchSiteData(GROUP);
  // Make, model and colour narrow the stock to a few cars; a group with a sold car is left out (sold runs collapse).
  const groups = new Map<string, { make: string; model: string; colour: string; n: number; sold: boolean }>();
  for (const car of data.cars.values()) {
    if (!car.make || !car.model || !car.colour) continue;
    const key = [car.make, car.model, car.colour].join('|');
    const entry = groups.get(key) ?? { make: car.make, model: car.model, colour: car.colour, n: 0, sold: false };
    groups.set(key, { ...entry, n: entry.n + 1, sold: entry.sold || !isAvailable(car) });
  }
  for (const n of [1, 2, 3]) {
    const pick = [...groups.values()].find((g) => g.n === n && !g.sold && slugify(g.model));
    expect(pick, `a make, model and colour with ${n} cars`).toBeDefined();
    const { make, model, colour } = pick as { make: string; model: string; colour: string };
    const search = await open(
      page,
      GROUP,
      `/search/${slugify(make)}/${slugify(model)}?colour=${encodeURIComponent(colour)}`,
    );
    await expect(search.cards).toHaveCount(n);
    const { box, cells } = await gridBoxes(search);
    const left = Math.min(...cells.map((c) => c.left));
    const right = Math.max(...cells.map((c) => c.right));
    if (n <= 2) expect(Math.abs((left + right) / 2 - (box.x + box.width / 2)), `${n} centred`).toBeLessThan(2);
    else expect(Math.abs(left - box.x), `${n} from the left`).toBeLessThan(2);
  }
});

test('a page change resets the window scroll once', async ({ page }) => {
  const search = await open(page, GROUP, DEFAULT);
  await search.pageLink(2).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await search.pageLink(2).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Once: later results (a sort) leave the scroll where the shopper put it.
  await search.pager.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  const first = (await search.slugs())[0];
  // Changed where it is, without scrolling it into view as a click would.
  await search.sort.evaluate((select: HTMLSelectElement) => {
    select.value = [...select.options].find((o) => o.text === 'Highest Price')?.value ?? '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect.poll(async () => (await search.slugs())[0]).not.toBe(first);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('no axe violations, filters closed and open @phone', async ({ page }) => {
  test.slow(); // axe over a full grid and every filter list
  await open(page, GROUP, DEFAULT);
  await expectNoAxeViolations(page);
  const show = page.getByRole('button', { name: 'Show Filters' });
  if (await show.isVisible()) {
    await show.click();
    await expect(
      page.getByRole('button', { name: /^Show Me \d[\d,]* (cars?|caravans?|motorcycles?|trucks?|vehicles?)$/ }),
    ).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(page.getByRole('button', { name: 'Show Filters' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('zero layout shift while the results of a URL with filters load', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const search = await open(page, GROUP, `${DEFAULT}?sortBy=price-desc&body=SUV`);
  await expect.poll(async () => (await search.prices())[0]).toBeGreaterThan(0);
  await expect(page.locator('html.fc-search-pending')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
});

test('a search seen in this tab is answered from the recent-results cache after a reload, without loading the index', async ({
  page,
}) => {
  const search = await open(page, GROUP, `${DEFAULT}?body=Ute&sortBy=price-desc`);
  await expect(page.locator('html.fc-search-pending')).toHaveCount(0);
  const cars = await search.slugs();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/search-index\.[0-9a-f]+\.json/.test(r.url())) fetched.push(r.url());
  });
  await page.reload();
  await search.hydrated();
  await expect(page.locator('html.fc-search-pending')).toHaveCount(0);
  expect(await search.slugs()).toEqual(cars);
  await expect(search.option('Body Type', 'Ute')).toBeChecked();
  expect(fetched).toEqual([]);
});

/**
 * A built route's HTML holds its first page, so loading it runs no search: hydration registers the
 * widgets in one go and the filter sections hydrate later (hydrate-later.tsx) without a widget
 * arriving late, which would start one. The search backend's code is fetched in idle time; the
 * index is not.
 */
test('a built route runs no search on load: the index is not fetched once the page is idle', async ({ page }) => {
  const data = searchSiteData(GROUP);
  const [make, models] = [...data.modelsByMake].find(([, m]) => m.size > 0) ?? [];
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/search-index\.[0-9a-f]+\.json/.test(r.url())) fetched.push(r.url());
  });
  const search = new SearchPage(page);
  for (const path of [DEFAULT, `/search/${slugify(make ?? '')}/${slugify([...(models ?? [])][0] ?? '')}`]) {
    await search.goto(demoSiteUrl(GROUP, path));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island')).toHaveCount(1);
    expect(fetched, path).toEqual([]);
  }
});
