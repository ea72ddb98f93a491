/**
 * Keyboard only, through the search page of the group demo: a filter checkbox, a slider thumb moved
 * with the arrows, the query box, the sort menu, paging and a result link, each reached with Tab and
 * each showing where focus is (an outline or a ring, computed, not "none").
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSiteUrl } from './demo-templates';
import { pinClock, SearchPage } from './pages/search-page';

const SITE = 'southern-cross-motor-group';
const DEFAULT = '/search/new-used-and-demo-cars';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 250 } = {}): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Whether the focused element, or the card it covers, draws a visible focus indicator. */
async function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement)) return false;
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const card = el.closest('li');
    return drawn(el) || (el.closest('article') !== null && card !== null && drawn(card));
  });
}

test('the search page works from the keyboard alone, with focus visible at every stop', async ({ page }) => {
  test.slow(); // one Tab press per stop across the header and the filter column
  await pinClock(page, SITE);
  const search = new SearchPage(page);
  await search.goto(demoSiteUrl(SITE, DEFAULT));
  const params = () => new URL(page.url()).searchParams;

  // A filter checkbox, ticked with Space.
  const [make] = await search.optionLabels('Make');
  const box = search.option('Make', make as string);
  await tabTo(page, box);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/\/search\/[a-z-]+$/);

  // A slider thumb, moved with the arrows.
  const min = search.slider('Minimum Price');
  await tabTo(page, min);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => params().get('price')).toMatch(/^\d+000:$/);

  // The query box.
  await tabTo(page, search.input);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.type(make as string);
  await expect.poll(() => params().get('query')).toBe(make);

  // The sort menu, changed with the arrows.
  await tabTo(page, search.sort);
  expect(await focusShows(page)).toBe(true);
  const sortBefore = await search.sort.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(search.sort).not.toHaveValue(sortBefore);
  await expect.poll(() => params().has('sortBy')).toBe(true);

  // Paging: Enter on Page 2 shows page 2 from the top, with focus at the results.
  const next = search.pageLink(2);
  await tabTo(page, next);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => params().get('page')).toBe('2');
  await expect(search.results).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A result link: the next Tab reaches the first card of page 2, and Enter opens it.
  const firstCard = search.cards.first().getByRole('heading').getByRole('link');
  await tabTo(page, firstCard, { max: 5 });
  expect(await focusShows(page)).toBe(true);
  const href = await firstCard.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
