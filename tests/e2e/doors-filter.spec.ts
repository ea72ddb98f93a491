/**
 * The Doors filter (issue 24's proof that a filter over a field the car already carries is one line in
 * search/fields.ts and one in search/filters.ts): fixture-franchise turns it on; it shows after Seats,
 * its values read from the URL and write to it, with "{n} doors" chips.
 */
import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { SearchPage } from './pages/search-page';

const url = (query = '') => siteUrl('fixture-franchise', `/search/new-used-and-demo-cars${query}`);

test.describe('the Doors filter', () => {
  test('shows after Seats; ticking a value writes ?doors=, shows its chip and only its cars; the URL reads back', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    await search.goto(url());
    const headings = await search.filters.locator('section[data-filter] h3').allTextContents();
    expect(headings.findIndex((h) => /^Doors/.test(h))).toBe(headings.findIndex((h) => /^Seats/.test(h)) + 1);
    await search.expand('Doors');
    const options = await search.options('Doors');
    expect(options.map((o) => o.label)).toEqual([...options.map((o) => o.label)].sort((a, b) => Number(a) - Number(b)));
    const total = await search.resultCount();
    const pick = options.find((o) => o.count < total);
    expect(pick, 'a doors value that narrows the results').toBeDefined();
    const { label, count } = pick!;
    await search.option('Doors', label).check();
    await expect(page).toHaveURL(new RegExp(`[?&]doors=${label}(&|$)`));
    await expect(search.chip(`${label} doors`)).toBeVisible();
    await expect.poll(() => search.resultCount()).toBe(count);
    await search.goto(url(`?doors=${label}`));
    await expect(search.option('Doors', label)).toBeChecked();
    await expect.poll(() => search.resultCount()).toBe(count);
  });
});
