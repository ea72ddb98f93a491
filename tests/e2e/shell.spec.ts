import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, jsonLdBlocks, siteUrl } from './helpers';

test.describe('site shell', () => {
  test('home page shows the dealer, its menu, featured stock and valid structured data', async ({ page }) => {
    const response = await page.goto(siteUrl('fixture-franchise'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured stock' })).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
    const dealers = (await jsonLdBlocks(page)).filter((d) => d['@type'] === 'AutoDealer');
    expect(dealers.length).toBeGreaterThan(0);
    for (const dealer of dealers) {
      expect(dealer['@context']).toBe('https://schema.org');
      expect(dealer.name).toBeTruthy();
      expect(dealer.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'AU' });
    }
  });

  test('a header dropdown opens on click and closes with Escape, returning focus', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise'));
    const button = page.getByRole('button', { name: 'Service' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Roadside Assistance' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the quick search opens the search page with the chosen filters @phone', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise'));
    await page.getByLabel('Car Type').selectOption('used');
    await page.getByRole('button', { name: /^Search \d+ vehicles$/ }).click();
    // The form lands on the default search with ?car_type=used; the island then names it by its own route.
    await expect(page).toHaveURL(/\/search\/(used-cars|new-used-and-demo-cars\?.*car_type=used)/);
  });

  test('the phone menu opens as a drawer and closes with its button @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('fixture-franchise'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#mobile-menu');
    await expect(drawer).toBeVisible();
    await drawer.getByText('Service', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Warranty' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the announcement bar can be dismissed and stays dismissed', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise'));
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  });

  test('general pages come from the dealer content with breadcrumbs from Home', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/about-us'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const list = (await jsonLdBlocks(page)).find((d) => d['@type'] === 'BreadcrumbList');
    expect(list).toBeTruthy();
  });

  test('an unknown page answers 404 with a way back to stock', async ({ page }) => {
    const response = await page.goto(siteUrl('fixture-franchise', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Search Stock' }).last()).toBeVisible();
  });

  test('robots.txt points to the sitemap index, which lists the pages and leaves out utility pages', async ({ request }) => {
    const robots = await (await request.get(siteUrl('fixture-franchise', '/robots.txt'))).text();
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap-index\.xml$/);
    const index = await (await request.get(siteUrl('fixture-franchise', '/sitemap-index.xml'))).text();
    const first = /<loc>[^<]*\/(sitemap-0\.xml)<\/loc>/.exec(index)?.[1];
    expect(first).toBe('sitemap-0.xml');
    const sitemap = await (await request.get(siteUrl('fixture-franchise', '/sitemap-0.xml'))).text();
    expect(sitemap).toContain('/about-us/</loc>');
    expect(sitemap).not.toContain('/404');
  });

  for (const [name, width] of [['phone', 390], ['desktop', 1440]] as const) {
    for (const path of ['/', '/about-us', '/no-such-page']) {
      test(`no axe violations on ${path} at ${name} width`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(siteUrl('fixture-franchise', path));
        await expectNoAxeViolations(page);
      });
    }
  }
});
