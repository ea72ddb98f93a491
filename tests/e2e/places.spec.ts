/**
 * Locations, hours, offers and brands in the browser (issue 10): the Our Locations carousel, hours
 * tabs and the holiday dialog, the dealer locator by postcode, offer View more / View less, the
 * brands page, JSON-LD, the 20 KB script budget and axe on each page type.
 */
import { brotliCompressSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, jsonLdBlocks, siteUrl } from './helpers';

/** Brotli bytes of the JavaScript the page runs on first view: script responses plus inline module scripts (Astro inlines small ones). */
async function scriptBytes(page: Page, url: string): Promise<number> {
  let total = 0;
  const sizes: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') sizes.push(res.body().then((b) => void (total += brotliCompressSync(b).length)).catch(() => undefined));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(sizes);
  const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src && !/json/.test(s.type)).map((s) => s.text));
  return total + inline.reduce((n, text) => n + brotliCompressSync(text).length, 0);
}

test.describe('Our Locations carousel', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('shows the Swipe hint above 3 cards; previous/next are disabled at the ends; arrow keys scroll', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/contact-us/'));
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await expect(carousel.getByRole('heading', { name: 'Our Locations' })).toBeVisible();
    await expect(carousel.getByText('Swipe', { exact: true })).toBeVisible();
    const prev = carousel.getByRole('button', { name: 'Previous locations' });
    const next = carousel.getByRole('button', { name: 'Next locations' });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    // Next may turn disabled while a smooth scroll settles, so each click is tried, not awaited forever.
    await expect(async () => {
      if (await next.isEnabled()) await next.click({ timeout: 1_000 }).catch(() => undefined);
      await expect(next).toBeDisabled({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(prev).toBeEnabled();

    const track = carousel.getByRole('list', { name: 'Our Locations' });
    await track.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await expect(prev).toBeDisabled();
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect(prev).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(8);
  });

  test('is a grid with no Swipe hint and no controls for 2 locations', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/contact-us/'));
    await expect(page.getByRole('heading', { name: 'Our Locations' })).toBeVisible();
    await expect(page.getByText('Swipe', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next locations' })).toHaveCount(0);
  });
});

test.describe('location page', () => {
  test('hours are grouped Mon-Fri with Sales and Service tabs', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/contact-us/fixture-toyota-sales/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Toyota Sales' })).toBeVisible();
    const sales = page.getByRole('tab', { name: 'Sales' });
    const service = page.getByRole('tab', { name: 'Service' });
    await expect(sales).toHaveAttribute('aria-selected', 'true');
    const salesPanel = page.getByRole('tabpanel', { name: 'Sales' });
    await expect(salesPanel.getByText('Mon-Fri')).toBeVisible();
    await expect(salesPanel.getByText('Sunday')).toBeVisible();
    await service.click();
    await expect(service).toHaveAttribute('aria-selected', 'true');
    const servicePanel = page.getByRole('tabpanel', { name: 'Service' });
    await expect(servicePanel).toBeVisible();
    await expect(servicePanel.getByText('7:00 am – 5:00 pm').first()).toBeVisible();
    await expect(salesPanel).toBeHidden();
    await service.press('ArrowLeft');
    await expect(sales).toBeFocused();
    await expect(salesPanel).toBeVisible();
  });

  test('the holiday hours dialog lists the coming holidays of the flat shape', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/contact-us/fixture-toyota-sales/'));
    const hero = page.getByRole('region', { name: 'Fixture Toyota Sales' });
    await hero.getByRole('button', { name: 'Holiday Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Holiday Hours' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Thu 24 Dec 2026')).toBeVisible();
    await expect(dialog.getByText('8:00 am – 1:00 pm')).toBeVisible();
    await expect(dialog.getByText('Christmas Day')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(hero.getByRole('button', { name: 'Holiday Hours' })).toBeFocused();
  });

  test('the holiday hours dialog reads the nested shape (hours.begin/end, location.id)', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/contact-us/fixture-toyota-service/'));
    await page.getByRole('region', { name: 'Fixture Toyota Service' }).getByRole('button', { name: 'Holiday Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Holiday Hours' });
    await expect(dialog.getByText('Sun 27 Dec 2026')).toBeVisible();
    await expect(dialog.getByText('9:00 am – 12:00 pm')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('carries an AutoDealer with opening hours and the info buttons', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/contact-us/fixture-toyota-sales/'));
    const dealer = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'AutoDealer');
    expect(dealer?.name).toBe('Fixture Toyota Sales');
    expect((dealer?.openingHoursSpecification as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect(dealer?.specialOpeningHoursSpecification).toBeTruthy();
    const hero = page.getByRole('region', { name: 'Fixture Toyota Sales' });
    await expect(hero.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact-us?location=101#contact-form');
    await expect(hero.getByRole('link', { name: 'Get Directions', exact: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Book a Service' })).toBeVisible();
  });
});

test.describe('dealer locator', () => {
  test('orders locations by distance from a postcode and rejects unknown ones', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/dealer-locator/'));
    const input = page.getByLabel('Your postcode');
    const results = page.locator('#locator-results > li');
    await input.fill('3550');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByRole('status')).toHaveText('Nearest to 3550');
    await expect(results.first()).toContainText('Fixture South Bikes Trucks Vans');
    await expect(results.first()).toContainText('0.0 km away');

    await input.fill('4000');
    await input.press('Enter');
    // Brisbane → Newcastle about 620 km, Townsville about 1,110 km, Bendigo about 1,320 km.
    await expect(results.first()).toContainText('Fixture Harbour Hyundai BYD MG');
    await expect(results.nth(1)).toContainText('Fixture North');
    await expect(results.last()).toContainText('Fixture South Bikes Trucks Vans');

    await input.fill('99x9');
    await input.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Invalid postcode');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('offers', () => {
  test('descriptions over 200 characters toggle View more / View less; excluded offers are hidden', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/special-offers/'));
    await expect(page.getByRole('heading', { name: 'Offer excluded from this website' })).toHaveCount(0);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'HiLux SR5 fixture finance offer' }) });
    const more = card.getByRole('button', { name: 'View more' }).first();
    await expect(card.getByText(/no deposit for approved applicants only\.$/)).toBeHidden();
    await expect(card.getByText(/…$/).first()).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = card.getByRole('button', { name: 'View less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText(/no deposit for approved applicants only\.$/)).toBeVisible();
    await less.click();
    await expect(card.getByRole('button', { name: 'View more' })).toHaveCount(2);
    await expect(card.getByRole('link', { name: /^Enquire Now/ })).toHaveAttribute('href', '/contact-us?offer=f-1#contact-form');
  });

  test('the single offer page has Explore {model} and the enquire action', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/offers/f-1/'));
    await expect(page.getByRole('heading', { level: 1, name: 'HiLux SR5 fixture finance offer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore HiLux' })).toHaveAttribute('href', /^\/search\/toyota/);
    await expect(page.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
  });
});

test.describe('brands page', () => {
  test('lists each brand group with 4 to 6 tiles a row; skipPage entries have no link', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/brands/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
    for (const group of ['Car Brands', 'Motorcycle Brands', 'Truck Brands']) await expect(page.getByRole('heading', { name: group })).toBeVisible();
    const columns = await page.locator('[data-brand-grid]').first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBeGreaterThanOrEqual(4);
    expect(columns).toBeLessThanOrEqual(6);
    await page.getByRole('link', { name: /^Toyota/ }).first().click();
    await expect(page).toHaveURL(/\/brands\/toyota\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota' })).toBeVisible();
    await expect(page.getByText('Toyota at Fixture North Motors, Townsville.')).toBeVisible();
  });
});

test.describe('budgets and accessibility', () => {
  const pages = [
    ['fixture-franchise', '/contact-us/'],
    ['fixture-franchise', '/contact-us/fixture-toyota-sales/'],
    ['fixture-group', '/contact-us/'],
    ['fixture-group', '/dealer-locator/'],
    ['fixture-franchise', '/special-offers/'],
    ['fixture-franchise', '/offers/f-1/'],
    ['fixture-group', '/brands/'],
    ['fixture-group', '/dealerships/'],
  ] as const;
  for (const [site, path] of pages) {
    test(`${site} ${path}: no axe violations and at most 20 KB of JavaScript`, async ({ page }) => {
      const bytes = await scriptBytes(page, siteUrl(site, path));
      expect(bytes).toBeLessThanOrEqual(20 * 1024);
      await expectNoAxeViolations(page);
    });
  }
});
