/**
 * "Write" specs on the group demo: widgets → URL for every filter of the site's filter table, both
 * handles of both sliders, every sort, paging and the query; the debounces measured on Playwright's
 * clock (typing 300 ms, a handle 400 ms, anything else at once); back/forward over several steps.
 * The list filters share one page, which each test leaves as it found it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSiteUrl } from './demo-templates';
import { pinClock, SearchPage, searchSiteData, siteConfig, urlState, type SearchSiteData } from './pages/search-page';
import type { ListFilterSpec } from '../../src/site/filter-table';
import { slugify } from '../../src/paths';

const SITE = 'southern-cross-motor-group';
const DEFAULT = '/search/new-used-and-demo-cars';
const url = (path: string) => demoSiteUrl(SITE, path);
const { config, table } = siteConfig(SITE);
const listFilters = table.filter((f): f is ListFilterSpec => f.kind === 'list');
const urlValueOf = (spec: ListFilterSpec, label: string) =>
  Object.entries(spec.valueLabels ?? {}).find(([, l]) => l === label)?.[0] ?? label;
const params = (page: Page) => new URL(page.url()).searchParams;

test.describe('the widgets write the URL', () => {
  test.describe.configure({ mode: 'default' });
  let shared: Page;
  let search: SearchPage;
  let data: SearchSiteData;
  let total: number;

  test.beforeAll(async ({ browser }, info) => {
    data = searchSiteData(SITE);
    shared = await browser.newPage({ viewport: info.project.use.viewport ?? null });
    await pinClock(shared, SITE);
    search = new SearchPage(shared);
    await search.goto(url(DEFAULT));
    total = await search.resultCount();
  });
  test.afterAll(() => shared.close());

  for (const spec of listFilters) {
    test(`${spec.label}: ticking a value writes ${spec.field} and unticking removes it`, async () => {
      await search.expand(spec.label);
      const listed = await search.options(spec.label);
      const pick = listed.find((o) => o.count < total) ?? listed[0];
      expect(pick, `${spec.label} lists no values`).toBeDefined();
      const { label, count } = pick as { label: string; count: number };
      await search.option(spec.label, label).check();
      await expect.poll(() => urlState(shared, data).refinements).toEqual({ [spec.field]: [urlValueOf(spec, label)] });
      await expect.poll(() => search.resultCount()).toBe(count);
      await search.option(spec.label, label).uncheck();
      await expect(shared).toHaveURL(url(DEFAULT));
      await expect.poll(() => search.resultCount()).toBe(total);
    });
  }

  test('Make and Select models: each ticked make lists its own models; the path follows make and model', async () => {
    const [a, b] = await search.optionLabels('Make');
    await search.option('Make', a as string).check();
    await expect(shared).toHaveURL(url(`/search/${slugify(a as string)}`));
    await search.option('Make', b as string).check();
    await expect.poll(() => params(shared).getAll('make').sort()).toEqual([a, b].sort());
    expect(new URL(shared.url()).pathname).toBe(DEFAULT);
    for (const make of [a, b] as string[]) {
      await search
        .group('Make')
        .getByRole('button', { name: `Select models (${make})` })
        .click();
      const list = search.group('Make').getByRole('list', { name: `Model (${make})` });
      const models = await list
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((x) => (x.getAttribute('aria-label') ?? '').replace(/ \(\d+\)$/, '')));
      expect(models.length, `models of ${make}`).toBeGreaterThan(0);
      for (const model of models)
        expect([...(data.modelsByMake.get(make) ?? [])], `${model} listed under ${make}`).toContain(model);
    }
    await search.option('Make', b as string).uncheck();
    const list = search.group('Make').getByRole('list', { name: `Model (${a})` });
    const model = (await list.getByRole('checkbox').first().getAttribute('aria-label'))?.replace(
      / \(\d+\)$/,
      '',
    ) as string;
    await list.getByRole('checkbox').first().check();
    await expect(shared).toHaveURL(url(`/search/${slugify(a as string)}/${slugify(model)}`));
    await expect(search.chip(model)).toBeVisible();
    await search.chip(model).click();
    await search.option('Make', a as string).uncheck();
    await expect(shared).toHaveURL(url(DEFAULT));
  });

  for (const [label, field] of [
    ['Price', 'price'],
    ['Kilometres', 'km'],
  ] as const) {
    test(`${label}: the min and max handles write ${field}=min:max, rounded to 1000, and leave it at the bounds`, async () => {
      const min = search.slider(`Minimum ${label}`);
      const max = search.slider(`Maximum ${label}`);
      await min.focus();
      await min.press('ArrowRight');
      await min.press('ArrowRight');
      await expect.poll(() => params(shared).get(field)).toMatch(/^\d+000:$/);
      await max.focus();
      await max.press('ArrowLeft');
      await expect.poll(() => params(shared).get(field)).toMatch(/^\d+000:\d+000$/);
      const [low, high] = (params(shared).get(field) ?? '').split(':').map(Number) as [number, number];
      expect(low).toBeLessThan(high);
      await expect(
        search.chip(
          `Min ${field === 'price' ? `$${low.toLocaleString('en-AU')}` : `${low.toLocaleString('en-AU')} km`}`,
        ),
      ).toBeVisible();
      await min.press('Home');
      await max.press('End');
      await expect(shared).toHaveURL(url(DEFAULT));
    });
  }

  for (const option of config.search.sort.options) {
    test(`sorting by ${option} writes sortBy (left out for the default)`, async () => {
      const label = await search.sort.locator('option').nth(config.search.sort.options.indexOf(option)).textContent();
      await search.sort.selectOption({ label: label ?? '' });
      if (option === config.search.sort.default) await expect(shared).toHaveURL(url(DEFAULT));
      else await expect.poll(() => params(shared).get('sortBy')).toBe(option);
      await search.sort.selectOption({ index: config.search.sort.options.indexOf(config.search.sort.default) });
      await expect(shared).toHaveURL(url(DEFAULT));
    });
  }

  test('paging writes page; a filter change then removes it', async () => {
    const first = await search.slugs();
    await search.pageLink(2).click();
    await expect.poll(() => params(shared).get('page')).toBe('2');
    await expect.poll(async () => (await search.slugs())[0]).not.toBe(first[0]);
    await search.expand('Colour');
    const [colour] = await search.optionLabels('Colour');
    await search.option('Colour', colour as string).check();
    await expect.poll(() => params(shared).get('colour')).toBe(colour);
    expect(params(shared).has('page')).toBe(false);
    await search.option('Colour', colour as string).uncheck();
    await expect(shared).toHaveURL(url(DEFAULT));
  });

  test('typing writes query; the directory input clears back to the default URL', async () => {
    await search.input.fill('hybrid');
    await expect.poll(() => params(shared).get('query')).toBe('hybrid');
    await expect.poll(async () => (await search.titles()).length).toBeGreaterThan(0);
    await search.input.fill('');
    await expect(shared).toHaveURL(url(DEFAULT));
  });

  test('a quote or a leading hyphen typed by a shopper reaches the search as Typesense reads it', async () => {
    const cardTitles = async () => ((await search.cards.count()) ? search.titles() : []);
    await search.input.fill('toyota -prado');
    await expect.poll(() => params(shared).get('query')).toBe('toyota -prado');
    await expect
      .poll(async () => {
        const titles = await cardTitles();
        return titles.length > 0 && titles.every((t) => t.includes('Toyota') && !t.includes('Prado'));
      })
      .toBe(true);
    await search.input.fill('"atto 3"');
    await expect.poll(() => params(shared).get('query')).toBe('"atto 3"');
    await expect
      .poll(async () => {
        const titles = await cardTitles();
        return titles.length > 0 && titles.every((t) => t.includes('Atto 3'));
      })
      .toBe(true);
    // The same words out of order are no phrase: the empty state, not an error.
    await search.input.fill('"3 atto"');
    await expect(shared.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
    await expect(search.input).toHaveValue('"3 atto"');
    await search.input.fill('');
    await expect(shared).toHaveURL(url(DEFAULT));
  });

  test('Clear Filters removes every refinement, the query and the ranges', async () => {
    const [make] = await search.optionLabels('Make');
    await search.goto(
      url(`${DEFAULT}?make=${encodeURIComponent(make as string)}&km=:50000&query=auto&colour=Glacier%20White`),
    );
    await search.filters.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(shared).toHaveURL(url(DEFAULT));
    await expect(search.option('Make', make as string)).not.toBeChecked();
    await expect(search.input).toHaveValue('');
  });

  test('back and forward step through several changes and restore each', async () => {
    await search.goto(url(DEFAULT));
    const [make] = await search.optionLabels('Make');
    const [body] = await search.optionLabels('Body Type');
    const steps: { act: () => Promise<void>; check: () => Promise<void> }[] = [
      {
        act: () => search.option('Make', make as string).check(),
        check: () => expect(search.option('Make', make as string)).toBeChecked(),
      },
      {
        act: () => search.option('Body Type', body as string).check(),
        check: () => expect(search.option('Body Type', body as string)).toBeChecked(),
      },
      {
        act: async () => void (await search.sort.selectOption({ label: 'Highest Price' })),
        check: () => expect(search.sort).toHaveValue(/price:desc$/),
      },
      {
        act: () => search.pageLink(2).click(),
        check: () => expect(search.pageLink(2)).toHaveAttribute('aria-current', 'page'),
      },
    ];
    const urls = [shared.url()];
    for (const step of steps) {
      const before = shared.url();
      await step.act();
      await expect(shared).not.toHaveURL(before);
      await step.check();
      urls.push(shared.url());
    }
    for (let i = steps.length - 1; i >= 0; i--) {
      await shared.goBack();
      await expect(shared).toHaveURL(urls[i] as string);
      if (i > 0) await steps[i - 1]?.check();
    }
    await expect(search.option('Make', make as string)).not.toBeChecked();
    await expect(search.sort).toHaveValue(/^[^/]+$/);
    for (let i = 1; i <= steps.length; i++) {
      await shared.goForward();
      await expect(shared).toHaveURL(urls[i] as string);
      await steps[i - 1]?.check();
    }
    const prices = await search.prices();
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    for (const title of await search.titles()) expect(title).toContain(make as string);
  });
});

test.describe('debounces on the clock (spec 01 §4.1)', () => {
  /** Pauses the page's clock: from here on only runFor moves time. */
  async function pause(page: Page): Promise<void> {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  }

  test('typing reaches the URL 300 ms after the last key, not before, and clears the page', async ({ page }) => {
    await pinClock(page, SITE);
    const search = new SearchPage(page);
    await search.goto(url(`${DEFAULT}?page=2`));
    await pause(page);
    await search.input.pressSequentially('hy');
    await page.clock.runFor(200);
    await search.input.pressSequentially('b');
    await page.clock.runFor(299);
    expect(params(page).has('query')).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => params(page).get('query')).toBe('hyb');
    expect(params(page).has('page')).toBe(false);
  });

  test('a range handle refines at once and reaches the URL 400 ms later, not before', async ({ page }) => {
    await pinClock(page, SITE);
    const search = new SearchPage(page);
    await search.goto(url(DEFAULT));
    const max = search.slider('Maximum Price');
    const before = await max.getAttribute('aria-valuetext');
    await pause(page);
    await max.focus();
    await max.press('ArrowLeft');
    // The state at once: the handle shows its new value before any URL write.
    await expect(max).not.toHaveAttribute('aria-valuetext', before ?? '');
    await page.clock.runFor(399);
    expect(params(page).has('price')).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => params(page).get('price')).toMatch(/^:\d+000$/);
  });

  test('a ticked box reaches the URL at once', async ({ page }) => {
    await pinClock(page, SITE);
    const search = new SearchPage(page);
    await search.goto(url(DEFAULT));
    await search.expand('Colour');
    const [colour] = await search.optionLabels('Colour');
    await pause(page);
    await search.option('Colour', colour as string).check();
    await expect.poll(() => params(page).get('colour')).toBe(colour);
  });
});

/**
 * The filter options hydrate after the rest of the island, a section per task (hydrate-later.tsx);
 * a press before its section's turn must hydrate it first. The page presses a box of the last open
 * section as the island's hydration ends (when Astro drops its `ssr` mark), before that section has
 * had its turn, as a shopper's tap on a slow phone would.
 */
test('a box pressed before its filter section has hydrated is applied', async ({ page }) => {
  await page.addInitScript(() => {
    const press = () => {
      const sections = [...document.querySelectorAll('#search-filters section[data-filter]')];
      const open = sections.filter((s) => s.querySelector('div[id]:not([hidden]) input[type=checkbox]'));
      const section = open[open.length - 1];
      const box = section?.querySelector<HTMLInputElement>('div[id]:not([hidden]) input[type=checkbox]');
      if (!section || !box) return;
      // As a browser delivers a tap: the press, then the click in a task of its own.
      box.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      setTimeout(() => {
        box.click();
        document.documentElement.dataset.pressed = `${section.getAttribute('data-filter')}|${box.getAttribute('aria-label')}`;
      }, 0);
    };
    new MutationObserver((records, observer) => {
      if (
        records.some(
          (r) => r.target instanceof Element && r.target.localName === 'astro-island' && !r.target.hasAttribute('ssr'),
        )
      ) {
        observer.disconnect();
        press();
      }
    }).observe(document, { subtree: true, attributeFilter: ['ssr'] });
  });
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  await expect(page.locator('html[data-pressed]')).toHaveCount(1);
  const [id, name] = ((await page.locator('html').getAttribute('data-pressed')) ?? '').split('|');
  const spec = listFilters.find((f) => f.id === id);
  expect(spec, 'the last open section is a list filter').toBeDefined();
  const label = /^(.*) \(\d+\)$/.exec(name ?? '')?.[1] ?? '';
  // Read once: the site's search data (config and cars) does not change between polls.
  const siteData = searchSiteData(SITE);
  await expect.poll(() => urlState(page, siteData).refinements).toEqual({ [spec!.field]: [urlValueOf(spec!, label)] });
  await expect(search.option(spec!.label, label)).toBeChecked();
});

test('the phone drawer closes with Show Me {count} {cars} and jumps to the results @phone-only', async ({ page }) => {
  await pinClock(page, SITE);
  const search = new SearchPage(page);
  await search.goto(url(DEFAULT));
  await page.getByRole('button', { name: 'Show Filters' }).click();
  const showMe = page.getByRole('button', {
    name: /^Show Me \d[\d,]* (cars?|caravans?|motorcycles?|trucks?|vehicles?)$/,
  });
  await expect(showMe).toBeVisible();
  const [make] = await search.optionLabels('Make');
  await search.option('Make', make as string).check();
  await expect(page).toHaveURL(url(`/search/${slugify(make as string)}`));
  const count = await search.resultCount();
  await expect(showMe).toHaveText(
    new RegExp(`^Show Me ${count.toLocaleString('en-AU')} (cars?|motorcycles?|trucks?|vehicles?)$`),
  );
  await showMe.click();
  await expect(showMe).toBeHidden();
  await expect(search.results).toBeInViewport();
});
