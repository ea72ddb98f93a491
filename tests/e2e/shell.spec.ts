import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
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

  test('the home slider shows the live slides, sized before they load, and moves with its controls', async ({
    page,
  }) => {
    await page.goto(siteUrl('fixture-franchise'));
    const slider = page.getByRole('region', { name: 'Current promotions' });
    const first = slider.getByRole('img', { name: 'HiLux runout: drive-away deals on 2026 stock' });
    await expect(first).toBeVisible();
    // 1920×540 (spec 02 §9): the box is reserved before the picture arrives, and the first slide is the priority image.
    await expect(first).toHaveAttribute('width', '1920');
    await expect(first).toHaveAttribute('height', '540');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(slider.getByRole('img')).toHaveCount(2); // the third slide ended before the fixed clock
    await expect(slider.getByRole('img', { name: 'Expired winter slide' })).toHaveCount(0);
    const second = slider.getByRole('link', { name: 'Service club: book your next service online' });
    await expect(second).not.toBeInViewport();
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(second).toBeInViewport();
    await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(slider.getByRole('link', { name: 'HiLux runout: drive-away deals on 2026 stock' })).toBeInViewport();
    await expect(slider.getByRole('link', { name: 'HiLux runout: drive-away deals on 2026 stock' })).toHaveAttribute(
      'href',
      '/search/toyota/hilux',
    );
  });

  test("the slider's controls hold their row before their script runs, so nothing below them moves @phone", async ({
    page,
    browser,
  }) => {
    const quickSearchTop = async (p: Page) =>
      (await p.getByRole('region', { name: 'Find your next car' }).boundingBox())?.y;
    // The page as it is before its scripts run (they are small enough to be inlined, so a browser without script).
    const before = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const still = await before.newPage();
    await still.goto(siteUrl('fixture-franchise'));
    const controls = still.locator('[data-hero-controls]');
    await expect(controls).toBeHidden();
    expect((await controls.boundingBox())?.height ?? 0, 'the row is laid out, unseen').toBeGreaterThan(0);
    const top = await quickSearchTop(still);
    await before.close();

    await page.goto(siteUrl('fixture-franchise'));
    await expect(page.locator('[data-hero-controls]')).toBeVisible();
    expect(await quickSearchTop(page)).toBe(top);
  });

  test('the feature banner links to the latest offers, service booking and selling your car', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise'));
    const banner = page.getByRole('region', { name: 'Fixture Toyota' });
    await expect(banner.getByRole('link')).toHaveCount(3);
    await expect(banner.getByRole('link', { name: /^Latest Offers/ })).toHaveAttribute('href', '/special-offers');
    await expect(banner.getByRole('link', { name: /^Book Your Service Online/ })).toHaveAttribute('href', '/service');
    await banner.getByRole('link', { name: /^Sell Your Car/ }).click();
    await expect(page).toHaveURL(/\/sell-your-car\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the feature banner books a service on the group's external booking page", async ({ page }) => {
    await page.goto(siteUrl('fixture-group'));
    const banner = page.getByRole('region', { name: 'Fixture Group' });
    await expect(banner.getByRole('link', { name: /^Book Your Service Online/ })).toHaveAttribute(
      'href',
      'https://service.fixture-group.example/book',
    );
    await expect(banner.getByRole('link', { name: /^Latest Offers/ })).toHaveAttribute('href', '/special-offers');
  });

  test('the mega-menu shows brand logos and a link to all of its stock', async ({ page }) => {
    await page.goto(siteUrl('fixture-group'));
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const button = nav.getByRole('button', { name: 'New Cars' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    for (const make of ['Toyota', 'Mazda', 'Hyundai', 'BYD', 'MG']) {
      const link = panel.getByRole('link', { name: make, exact: true });
      await expect(link).toHaveAttribute('href', `/search/${make.toLowerCase()}`);
      const logo = link.locator('img');
      await expect(logo).toHaveAttribute('src', `/brand/makes/${make.toLowerCase()}.svg`);
      await expect(logo).toHaveAttribute('alt', ''); // the make's name is the link text
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect(panel.getByRole('link', { name: 'View all New Cars' })).toHaveAttribute('href', '/search/new-cars');
  });

  test('the footer has the default columns, with Buyer Tools linking to the car types in stock', async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl('fixture-franchise'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Vehicles',
      'Buyer Tools',
      'Servicing and Parts',
      'Fixture Toyota',
    ]);
    const column = (title: string) =>
      footer
        .getByRole('heading', { name: title, exact: true })
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('link');
    await expect(column('Buyer Tools')).toHaveText([
      'New Cars',
      'Demo Cars',
      'Used Cars',
      'Current Offers',
      'Finance Enquiry',
      'Trade-In',
    ]);
    await expect(column('Servicing and Parts')).toHaveText([
      'Book a Service',
      'Genuine Parts and Accessories',
      'Warranty',
      'Roadside Assistance',
    ]);
    await expect(column('Fixture Toyota').last()).toHaveText('Terms And Conditions');
    await expect(column('Vehicles').first()).toHaveAttribute('href', /^\/search\/toyota\/[a-z0-9-]+$/);
    // Each car-type link opens a search with cars in it.
    for (const link of await column('Buyer Tools').all()) {
      const href = (await link.getAttribute('href'))!;
      if (!href.startsWith('/search/')) continue;
      const html = await (await request.get(siteUrl('fixture-franchise', href))).text();
      expect(html, href).toMatch(/<article/);
    }
  });

  test('/cars/ (Our stock) takes shoppers to the main search', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/cars/'));
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

  test('robots.txt points to the sitemap index, which lists the pages and leaves out utility pages', async ({
    request,
  }) => {
    const robots = await (await request.get(siteUrl('fixture-franchise', '/robots.txt'))).text();
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap-index\.xml$/);
    const index = await (await request.get(siteUrl('fixture-franchise', '/sitemap-index.xml'))).text();
    const first = /<loc>[^<]*\/(sitemap-0\.xml)<\/loc>/.exec(index)?.[1];
    expect(first).toBe('sitemap-0.xml');
    const sitemap = await (await request.get(siteUrl('fixture-franchise', '/sitemap-0.xml'))).text();
    expect(sitemap).toContain('/about-us/</loc>');
    expect(sitemap).not.toContain('/404');
    expect(sitemap).not.toMatch(/\/cars\/<\/loc>/);
  });

  for (const [name, width] of [
    ['phone', 390],
    ['desktop', 1440],
  ] as const) {
    for (const path of ['/', '/about-us', '/no-such-page']) {
      test(`no axe violations on ${path} at ${name} width`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(siteUrl('fixture-franchise', path));
        await expectNoAxeViolations(page);
      });
    }
  }
});
