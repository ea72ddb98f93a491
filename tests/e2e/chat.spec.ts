import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickCar, vehicleSiteUrl } from './pages/vehicle-page';
import { gotoVehicle } from './helpers';

// fixture-group has a chat token and no script URL (tests/fixtures/README.md).
const SITE = 'fixture-group';
const base = vehicleSiteUrl(SITE);
const car = () => pickCar(SITE, 'available car', (c) => c.status === 'in_stock' && !c.reserved && (c.price ?? 0) > 10);
const PROVIDER_SCRIPT = 'https://chat.fixture.test/widget.js';

/** Every request that leaves the site's own origin. */
function outsideRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== new URL(base).origin && !r.url().startsWith('data:')) urls.push(r.url());
  });
  return urls;
}

/** Records each `forecourt:open-chat` on window.__chatRequests. */
async function recordChatRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __chatRequests: unknown[] };
    w.__chatRequests = [];
    document.addEventListener('forecourt:open-chat', (e) => w.__chatRequests.push((e as CustomEvent).detail));
  });
}
const chatRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { __chatRequests: unknown[] }).__chatRequests);

test.describe('Instant Message', () => {
  test('a chat token shows the button; pressing it asks for the chat and loads nothing from outside', async ({
    page,
  }) => {
    const outside = outsideRequests(page);
    await recordChatRequests(page);
    await gotoVehicle(page, `${base}/cars/${car().slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-vehicle-ready', 'true');
    const button = page.getByRole('button', { name: 'Instant Message' }).first();
    await button.click();
    await expect
      .poll(() => chatRequests(page))
      .toEqual([{ provider: 'fixture-chat', token: 'pub-fixture-chat', carId: car().id, carType: car().car_type }]);
    await expect(page.locator('html')).toHaveAttribute('data-chat-bubble', 'opened');
    await expect(page.locator(`script[src="${PROVIDER_SCRIPT}"]`)).toHaveCount(0);
    expect(outside).toEqual([]);
  });

  test.describe('with a provider script put on the button by the test', () => {
    // fixture-group names no script URL, so its Content Security Policy (rightly) names no chat
    // origin; these tests give the button one at run time, which that policy would block. The
    // policy a configured scriptUrl gets is tested in scripts/build/security-headers.test.ts.
    test.use({ bypassCSP: true });

    test('with a provider script: busy until it loads, loaded once, then the chat opens', async ({ page }) => {
      let served = 0;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      // The provider stand-in: counts its loads and "opens" on the request event.
      await page.route(PROVIDER_SCRIPT, async (route) => {
        served++;
        await held;
        await route.fulfill({
          contentType: 'text/javascript',
          body: `window.__chatLoads = (window.__chatLoads || 0) + 1;
  document.addEventListener('forecourt:open-chat', (e) => { document.body.dataset.chatOpen = e.detail.token; });`,
        });
      });
      await gotoVehicle(page, `${base}/cars/${car().slug}`);
      await expect(page.locator('html')).toHaveAttribute('data-vehicle-ready', 'true');
      const button = page.getByRole('button', { name: 'Instant Message' }).first();
      await button.evaluate((b, src) => (b.dataset.script = src), PROVIDER_SCRIPT);
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await button.click({ force: true });
      release();
      await expect(page.locator('body')).toHaveAttribute('data-chat-open', 'pub-fixture-chat');
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
      await button.click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads)).toBe(1);
      expect(served).toBe(1);
      await expect(page.locator(`script[src="${PROVIDER_SCRIPT}"]`)).toHaveCount(1);
    });

    test('a provider script that cannot load sends the shopper to the enquiry instead', async ({ page }) => {
      await page.route(PROVIDER_SCRIPT, (route) => route.abort());
      await gotoVehicle(page, `${base}/cars/${car().slug}`);
      await expect(page.locator('html')).toHaveAttribute('data-vehicle-ready', 'true');
      const button = page.getByRole('button', { name: 'Instant Message' }).first();
      await button.evaluate((b, src) => (b.dataset.script = src), PROVIDER_SCRIPT);
      const fallback = await button.getAttribute('data-fallback');
      expect(fallback).toBeTruthy();
      const expected = new URL(fallback!, page.url()).href;
      expect(expected).not.toBe(page.url());
      await button.click();
      await expect(page).toHaveURL(expected);
    });
  });
});
