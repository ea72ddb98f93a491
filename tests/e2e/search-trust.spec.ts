/**
 * Issue 21 (shopper trust) on the search page: heading, trail, title, chips and ticks describe one
 * state (removing the route's own chip changes the route and heading together); filters that cannot
 * narrow are hidden and short lists offer Show more; caravans and motorcycles are called what they are.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSiteUrl, type DemoSite } from './demo-templates';
import { pinClock, SearchPage, searchSiteData } from './pages/search-page';
import { slugify } from '../../src/paths';

const GROUP = 'southern-cross-motor-group';
const PRESTIGE = 'prestige-pre-owned';
const HARBOUR = 'harbour-toyota';
const OUTBACK = 'outback-caravans-and-motorcycles';
const DEFAULT = '/search/new-used-and-demo-cars';

async function open(page: Page, site: DemoSite, path: string): Promise<SearchPage> {
  await pinClock(page, site);
  const search = new SearchPage(page);
  await search.goto(demoSiteUrl(site, path));
  return search;
}

// The trail's links and its current page, without the separators.
const trail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a, [aria-current="page"]');

test('removing the route’s own make chip changes the URL, heading, trail, title and ticks together', async ({
  page,
}) => {
  const data = searchSiteData(GROUP);
  const make = [...data.modelsByMake.keys()].sort()[0] as string;
  const key = slugify(make);
  const search = await open(page, GROUP, `/search/${key}`);
  const makeTitle = await page.getByRole('heading', { level: 1 }).textContent();
  expect(makeTitle).toMatch(new RegExp(`^${make} \\w+ for Sale$`));
  await expect(trail(page)).toHaveText(['Home', 'Search', makeTitle as string]);
  await expect(page).toHaveTitle(new RegExp(`^${makeTitle} \\|`));
  await expect(search.option('Make', make)).toBeChecked();
  await search.chip(make).click();
  await expect(page).toHaveURL(demoSiteUrl(GROUP, DEFAULT));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(makeTitle as string);
  const defaultTitle = (await heading.textContent()) as string;
  expect(defaultTitle).toMatch(/^New, Used and Demo \w+ for Sale$/);
  await expect(trail(page)).toHaveText(['Home', defaultTitle]);
  await expect(page).toHaveTitle(new RegExp(`^${defaultTitle} \\|`));
  await expect(search.chip(make)).toHaveCount(0);
  await expect(search.option('Make', make)).not.toBeChecked();
  // And back: Back restores the make's route, heading and trail.
  await page.goBack();
  await expect(heading).toHaveText(makeTitle as string);
  await expect(trail(page)).toHaveText(['Home', 'Search', makeTitle as string]);
});

test('a model route’s trail runs through its make, and follows when the model chip is removed', async ({ page }) => {
  const data = searchSiteData(GROUP);
  const make = [...data.modelsByMake.keys()].sort()[0] as string;
  const model = [...(data.modelsByMake.get(make) ?? [])].sort()[0] as string;
  const search = await open(page, GROUP, `/search/${slugify(make)}/${slugify(model)}`);
  await expect(trail(page)).toHaveText(['Home', 'Search', make, `${make} ${model} for Sale`]);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: make })).toHaveAttribute(
    'href',
    `/search/${slugify(make)}`,
  );
  await search.chip(model).click();
  await expect(page).toHaveURL(demoSiteUrl(GROUP, `/search/${slugify(make)}`));
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) as string;
  expect(heading.startsWith(make)).toBe(true);
  await expect(trail(page)).toHaveText(['Home', 'Search', heading]);
});

test('a single location and a single dealership are not offered as filters; Body Type shows 4 then Show more', async ({
  page,
}) => {
  // Prestige: one dealership, two locations.
  const prestige = await open(page, PRESTIGE, DEFAULT);
  await expect(prestige.group('Location')).toBeVisible();
  await expect(prestige.group('Dealership')).toBeHidden();
  // Harbour Toyota: one location, one dealership, one make (kept: ticking it opens its models).
  const search = await open(page, HARBOUR, DEFAULT);
  await expect(search.group('Make')).toBeVisible();
  await expect(search.group('Location')).toBeHidden();
  await expect(search.group('Dealership')).toBeHidden();
  await search.expand('Body Type');
  const body = search.group('Body Type');
  await expect(body.getByRole('checkbox')).toHaveCount(4);
  await body.getByRole('button', { name: 'Show more (Body Type)' }).click();
  const all = await search.options('Body Type');
  expect(all.length).toBeGreaterThan(4);
  expect(all).toEqual([...all].sort((a, b) => b.count - a.count || b.label.localeCompare(a.label)));
  // A body type past the first four can be ticked.
  const last = all.at(-1) as { label: string; count: number };
  await search.option('Body Type', last.label).check();
  await expect.poll(() => search.resultCount()).toBe(last.count);
});

test('caravans and motorcycles are counted as what they are; their chip shows a label', async ({ page }) => {
  const search = await open(page, OUTBACK, DEFAULT);
  await expect(search.count).toHaveText(/^\d+ vehicles found$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, Used and Demo Vehicles for Sale');
  await search.goto(demoSiteUrl(OUTBACK, '/search/caravan-cars'));
  await expect(search.count).toHaveText(/^\d+ caravans found$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caravans for Sale');
  await expect(search.chip('Caravans')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove caravan', exact: true })).toHaveCount(0);
  await search.goto(demoSiteUrl(OUTBACK, '/search/motorcycle-cars'));
  await expect(search.count).toHaveText(/^\d+ motorcycles? found$/);
  // Removing the route's chip: all stock again, counted as vehicles.
  await search.chip('Motorcycles').click();
  await expect(page).toHaveURL(demoSiteUrl(OUTBACK, DEFAULT));
  await expect(search.count).toHaveText(/^\d+ vehicles found$/);
});

test('a stock number, VIN or rego typed into the search box finds that car or nothing, never a near one (issue 21 point 7)', async ({
  page,
}) => {
  const data = searchSiteData(GROUP);
  const cars = [...data.cars.values()];
  const car = cars.find((c) => c.stocknum && c.vin && c.regplate) as (typeof cars)[number];
  const search = await open(page, GROUP, DEFAULT);
  for (const identifier of [car.stocknum, car.vin, car.regplate] as string[]) {
    await search.input.fill(identifier);
    await expect.poll(() => search.slugs()).toEqual([car.slug]);
  }
  // One character off: a VIN and a stock number that no car has find nothing, not the car one typo away.
  const off = (text: string) => `${text.slice(0, -1)}${text.endsWith('9') ? '8' : '9'}`;
  for (const near of [off(car.vin as string), off(car.stocknum as string)]) {
    if (cars.some((c) => [c.vin, c.stocknum].includes(near))) continue;
    await search.input.fill(near);
    await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  }
});
