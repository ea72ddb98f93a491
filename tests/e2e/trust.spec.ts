import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { SearchPage } from './pages/search-page';

/** Shopper trust (issue 21): claims only the dealer made, pages for every linked search, phone slides. */
test.describe('shopper trust', () => {
  test('a used car promises only what the dealer wrote: fixture-franchise writes no claims, so none shows', async ({
    page,
  }) => {
    await page.goto(siteUrl('fixture-franchise', '/cars/2021-toyota-hilux-sr-1008'));
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: 'Dealer Comments' })).toBeVisible();
    for (const tab of ["What's Included", 'Why Buy From Us?', 'Protect Your Car'])
      await expect(main.getByRole('tab', { name: tab })).toHaveCount(0);
    await expect(main).not.toContainText(/money-back|guarantee|year used car warranty|point inspection/i);
    await expect(page.locator('[data-certified]')).toHaveCount(0);
  });

  test('a model the site links to has a page with no such car in stock: similar cars and a register-interest form', async ({
    page,
  }) => {
    const response = await page.goto(siteUrl('fixture-franchise', '/search/toyota/supra'));
    expect(response?.status()).toBe(200);
    const search = new SearchPage(page);
    await search.hydrated();
    // Heading, title, description and chips describe the same state, and none claims a Supra for sale.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Supra: None in Stock');
    await expect(page).toHaveTitle(/^Toyota Supra: None in Stock \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /has no Toyota Supra in stock right now/,
    );
    await expect(page.locator('[data-search-chips] button')).toHaveText([/^Toyota/, /^Supra/]);
    // A search the shopper starts here keeps the model: still none, not every Toyota under a Supra heading.
    await search.sort.selectOption({ index: 1 });
    await expect(page).toHaveURL(/\/search\/toyota\/supra\?sortBy=/);
    await expect(page.getByText('0 cars found')).toBeVisible();
    const similar = page.getByRole('region', { name: 'Similar cars in stock' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Register your interest in Toyota Supra' })).toBeVisible();
    await expect(
      page
        .locator('#register-interest')
        .getByRole('button', { name: /send|submit|enquire/i })
        .first(),
    ).toBeVisible();
    // Removing the route's model leaves the Supra page: heading, title and the none-in-stock part follow.
    await page.getByRole('button', { name: 'Remove Supra' }).click();
    await expect(page).toHaveURL(/\/search\/toyota\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Toyota .* for Sale$/);
    await expect(page).toHaveTitle(/^Toyota .* for Sale \| /);
    await expect(page.getByRole('heading', { name: 'Register your interest in Toyota Supra' })).toBeHidden();
  });

  for (const [width, file] of [
    [390, 'hilux-runout-phone.svg'],
    [1440, 'hilux-runout.svg'],
  ] as const) {
    test(`a home slide with a phone picture shows ${file} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl('fixture-franchise'));
      const first = page
        .getByRole('region', { name: 'Current promotions' })
        .getByRole('img', { name: 'HiLux runout: drive-away deals on 2026 stock' });
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc.split('/').pop()), { timeout: 30_000 })
        .toBe(file);
      const box = await first.boundingBox();
      // Phone pictures are 4:3; wide ones keep the slider's 1920:540.
      expect(Math.round((box!.width / box!.height) * 100) / 100).toBeCloseTo(width === 390 ? 4 / 3 : 1920 / 540, 1);
    });
  }
});
