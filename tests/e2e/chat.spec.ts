import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickCar, vehicleSiteUrl } from './pages/vehicle-page';
import { gotoVehicle } from './helpers';

// fixture-group has a chat token and no script URL (tests/fixtures/README.md).
const SITE = 'fixture-group';
const base = vehicleSiteUrl(SITE);
const car = () => pickCar(SITE, 'available car', (c) => c.status === 'in_stock' && !c.reserved && (c.price ?? 0) > 10);
/** fixture-forms's chat script (features.chat.scriptUrl). */
const SCRIPT_SITE = 'fixture-forms';
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

  test.describe('with a provider script in the config', () => {
    // fixture-forms names the script (features.chat.scriptUrl), so its Content Security Policy names
    // the chat origin: the script loads under the site's real policy, and the CSP fixture fails the
    // test on any violation.
    const formsBase = vehicleSiteUrl(SCRIPT_SITE);
    const formsCar = () =>
      pickCar(SCRIPT_SITE, 'available car', (c) => c.status === 'in_stock' && !c.reserved && (c.price ?? 0) > 10);

    test('the page is served with a policy that lets the provider script in', async ({ page }) => {
      const response = await page.goto(`${formsBase}/cars/${formsCar().slug}`);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src [^;]*https:\/\/chat\.fixture\.test/);
      await expect(page.getByRole('button', { name: 'Instant Message' }).first()).toHaveAttribute(
        'data-script',
        PROVIDER_SCRIPT,
      );
    });

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
      await gotoVehicle(page, `${formsBase}/cars/${formsCar().slug}`);
      await expect(page.locator('html')).toHaveAttribute('data-vehicle-ready', 'true');
      const button = page.getByRole('button', { name: 'Instant Message' }).first();
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await button.click({ force: true });
      release();
      await expect(page.locator('body')).toHaveAttribute('data-chat-open', 'pub-forms-chat');
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
      await button.click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads)).toBe(1);
      expect(served).toBe(1);
      await expect(page.locator(`script[src="${PROVIDER_SCRIPT}"]`)).toHaveCount(1);
    });

    test('a provider script that cannot load sends the shopper to the enquiry instead', async ({ page }) => {
      await page.route(PROVIDER_SCRIPT, (route) => route.abort());
      await gotoVehicle(page, `${formsBase}/cars/${formsCar().slug}`);
      await expect(page.locator('html')).toHaveAttribute('data-vehicle-ready', 'true');
      const button = page.getByRole('button', { name: 'Instant Message' }).first();
      const fallback = await button.getAttribute('data-fallback');
      expect(fallback).toBeTruthy();
      const expected = new URL(fallback!, page.url()).href;
      expect(expected).not.toBe(page.url());
      await button.click();
      await expect(page).toHaveURL(expected);
    });
  });
});
