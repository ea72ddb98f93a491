/**
 * "Write" specs: widgets → URL. Each filter kind, sort and paging; typing reaches the URL after
 * 300 ms and a range handle after 400 ms (checked on Playwright's clock, never by sleeping); any
 * filter change removes the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './helpers';
import { SearchPage } from './pages/search-page';
import { slugify } from '../../src/paths';

const SITE = 'fixture-group';
const DEFAULT = '/search/new-used-and-demo-cars';
const url = (path: string) => siteUrl(SITE, path);
const params = (page: { url(): string }) => new URL(page.url()).searchParams;

test('ticking a make writes its path; a second list filter adds its parameter', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const [make] = await search.optionLabels('Make');
  await search.option('Make', make as string).check();
  await expect(page).toHaveURL(new RegExp(`/search/${slugify(make as string)}$`));
  await expect.poll(async () => (await search.titles()).every((t) => t.includes(make as string))).toBe(true);
  const [colour] = await search.optionLabels('Colour');
  await search.option('Colour', colour as string).check();
  await expect.poll(() => params(page).get('colour')).toBe(colour);
  await search.option('Colour', colour as string).uncheck();
  await expect.poll(() => params(page).has('colour')).toBe(false);
});

test('two makes are two make parameters on the default path', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const [a, b] = await search.optionLabels('Make');
  await search.option('Make', a as string).check();
  await expect(page).toHaveURL(new RegExp(`/search/${slugify(a as string)}$`));
  await search.option('Make', b as string).check();
  await expect.poll(() => params(page).getAll('make').sort()).toEqual([a, b].sort());
  expect(new URL(page.url()).pathname).toBe(DEFAULT);
});

test('car type values come in the order new, demo, used and write car_type', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const labels = await search.optionLabels('Car Type');
  const order = ['New', 'Demo', 'Used'].filter((l) => labels.includes(l));
  expect(labels.filter((l) => order.includes(l))).toEqual(order);
  await search.option('Car Type', 'Used').check();
  await expect(page).toHaveURL(/\/search\/used-cars$/);
});

/** Records, in page time, each input event and each URL write (pushState), so debounces are measured without sleeping. */
async function recordTimings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { urlWrites: { t: number; url: string }[]; inputs: number[] };
    w.urlWrites = [];
    w.inputs = [];
    const push = history.pushState.bind(history);
    history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      w.urlWrites.push({ t: performance.now(), url: String(url) });
      push(data, unused, url);
    };
    document.addEventListener('input', () => w.inputs.push(performance.now()), true);
  });
}

/** Milliseconds from the last input event to the first URL write after it. */
async function inputToUrlDelay(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const w = window as unknown as { urlWrites: { t: number; url: string }[]; inputs: number[] };
    const last = w.inputs[w.inputs.length - 1];
    const write = w.urlWrites.find((x) => last !== undefined && x.t >= last);
    return last === undefined || !write ? undefined : write.t - last;
  });
}

test('a range handle refines at once and reaches the URL after 400 ms', async ({ page }) => {
  await recordTimings(page);
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const max = search.slider('Maximum Price');
  const before = await max.getAttribute('aria-valuetext');
  await max.focus();
  await max.press('ArrowLeft');
  // State at once: the thumb shows the rounded value without waiting for the URL.
  await expect(max).not.toHaveAttribute('aria-valuetext', before ?? '');
  await expect.poll(() => inputToUrlDelay(page)).toBeGreaterThanOrEqual(395);
  expect(await inputToUrlDelay(page)).toBeLessThan(2500);
  expect(params(page).get('price')).toMatch(/^:\d+000$/);
});

test('typing reaches the URL after 300 ms and clears the page', async ({ page }) => {
  await recordTimings(page);
  const search = new SearchPage(page);
  await search.goto(url(`${DEFAULT}?page=2`));
  await search.input.pressSequentially('a');
  await expect.poll(() => inputToUrlDelay(page)).toBeGreaterThanOrEqual(295);
  expect(await inputToUrlDelay(page)).toBeLessThan(2500);
  expect(params(page).get('query')).toBe('a');
  expect(params(page).has('page')).toBe(false);
});

test('a quote or a leading hyphen typed by a shopper reaches the search as Typesense reads it', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const cardTitles = async () => ((await search.cards.count()) ? search.titles() : []);
  await search.input.fill('toyota -prado');
  await expect.poll(() => params(page).get('query')).toBe('toyota -prado');
  await expect.poll(async () => {
    const titles = await cardTitles();
    return titles.length > 0 && titles.every((t) => t.includes('Toyota') && !t.includes('Prado'));
  }).toBe(true);
  await search.input.fill('"atto 3"');
  await expect.poll(() => params(page).get('query')).toBe('"atto 3"');
  await expect.poll(async () => {
    const titles = await cardTitles();
    return titles.length > 0 && titles.every((t) => t.includes('Atto 3'));
  }).toBe(true);
  // The same words out of order are no phrase: the empty state, not an error.
  await search.input.fill('"3 atto"');
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(search.input).toHaveValue('"3 atto"');
});

test('sorting writes sortBy, the default sort is left out', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const lowest = await search.sort.locator('option', { hasText: 'Lowest Price' }).getAttribute('value');
  await search.sort.selectOption(lowest as string);
  await expect.poll(() => params(page).get('sortBy')).toBe('price-asc');
  await expect.poll(async () => {
    const prices = await search.prices();
    return prices.every((p, i) => i === 0 || (prices[i - 1] as number) <= p);
  }).toBe(true);
  const relevant = await search.sort.locator('option', { hasText: 'Most Relevant' }).getAttribute('value');
  await search.sort.selectOption(relevant as string);
  await expect.poll(() => params(page).has('sortBy')).toBe(false);
});

test('paging writes page; a filter change then removes it', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  const first = await search.titles();
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect.poll(() => params(page).get('page')).toBe('2');
  await expect.poll(async () => (await search.titles())[0]).not.toBe(first[0]);
  const [colour] = await search.optionLabels('Colour');
  await search.option('Colour', colour as string).check();
  await expect.poll(() => params(page).get('colour')).toBe(colour);
  expect(params(page).has('page')).toBe(false);
});

test('Clear Filters removes every refinement', async ({ page }) => {
  const search = new SearchPage(page);
  const [make] = await (async () => {
    await search.goto(url(DEFAULT));
    return search.optionLabels('Make');
  })();
  await search.goto(url(`${DEFAULT}?make=${encodeURIComponent(make as string)}&km=:50000`));
  await search.filters.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${DEFAULT}$`));
  await expect(search.option('Make', make as string)).not.toBeChecked();
});

test('the phone drawer closes with Show Me {count} {cars} @phone', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'the drawer is the phone layout');
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  await page.getByRole('button', { name: 'Show Filters' }).click();
  const showMe = page.getByRole('button', { name: /^Show Me \d[\d,]* cars?$/ });
  await expect(showMe).toBeVisible();
  const [make] = await search.optionLabels('Make');
  await search.option('Make', make as string).check();
  const count = await search.resultCount();
  await expect(showMe).toHaveText(new RegExp(`^Show Me ${count} cars?$`));
  await showMe.click();
  await expect(showMe).toBeHidden();
  await expect(search.results).toBeInViewport();
});
