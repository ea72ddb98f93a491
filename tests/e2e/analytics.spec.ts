/**
 * Analytics on a fixture site with GA4, Meta Pixel and GTM (tests/fixtures/sites/fixture-franchise):
 * their scripts are served by the test (route-fulfilled stand-ins that read the queues the way
 * gtag.js and fbevents.js do), so nothing leaves localhost. Spec 01 §7: events by numeric id and a
 * view-content pixel event; failures are only warned. Issue 2: trackers load after the page is interactive.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { freshPhone, signIn } from './accounts-helpers';
import { valuationProviderAnswers } from './forms-helpers';

const SITE = 'fixture-franchise';
const USED_CAR = { id: '1008', path: '/cars/2021-toyota-hilux-sr-1008' };

/** gtag.js stand-in: like the real one it takes commands only from `arguments` objects on dataLayer. */
const GTAG = `(() => {
  const run = { name: 'gtag', readyState: document.readyState, loaded: performance.getEntriesByType('navigation')[0].loadEventEnd > 0 };
  window.__trackerRuns = [...(window.__trackerRuns || []), run];
  const seen = (window.__ga = []);
  const take = (entry) => { if (Object.prototype.toString.call(entry) === '[object Arguments]') seen.push(JSON.parse(JSON.stringify([...entry]))); };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(take);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(take); return push(...entries); };
})();`;

/** fbevents.js stand-in: replays the stub's queue, then takes later calls through callMethod. */
const PIXEL = `(() => {
  const run = { name: 'pixel', readyState: document.readyState, loaded: performance.getEntriesByType('navigation')[0].loadEventEnd > 0 };
  window.__trackerRuns = [...(window.__trackerRuns || []), run];
  const seen = (window.__pixel = []);
  const take = (args) => seen.push(JSON.parse(JSON.stringify([...args])));
  window.fbq.queue.forEach(take);
  window.fbq.callMethod = function () { take(arguments); };
})();`;

type Recorded = unknown[];
declare global {
  interface Window {
    __ga?: Recorded[];
    __pixel?: Recorded[];
    __trackerRuns?: { name: string; readyState: string; loaded: boolean }[];
  }
}

/** Serves the GA4 and Pixel stand-ins and fails GTM; records when each tracker was asked for. */
async function serveTrackers(page: Page) {
  const requested: { url: string; at: number }[] = [];
  let loadedAt = Number.POSITIVE_INFINITY;
  page.on('load', () => (loadedAt = Math.min(loadedAt, Date.now())));
  await page.route('**/_trackers/*', async (route) => {
    requested.push({ url: route.request().url(), at: Date.now() });
    const name = new URL(route.request().url()).pathname;
    if (name.endsWith('/gtag.js')) return route.fulfill({ contentType: 'text/javascript', body: GTAG });
    if (name.endsWith('/fbevents.js')) return route.fulfill({ contentType: 'text/javascript', body: PIXEL });
    return route.fulfill({ status: 503, body: 'tag server down' });
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { requested, loadedAt: () => loadedAt, warnings, errors };
}

const ga = (page: Page) => page.evaluate(() => window.__ga ?? []);
const pixel = (page: Page) => page.evaluate(() => window.__pixel ?? []);
const trackersRan = (page: Page) => page.evaluate(() => (window.__trackerRuns ?? []).length);

test.describe('analytics', () => {
  test('trackers load after the page has loaded; a failing one is only warned and the page still works', async ({
    page,
  }) => {
    const trackers = await serveTrackers(page);
    await page.goto(siteUrl(SITE, '/'));
    await expect.poll(() => trackersRan(page)).toBe(2);
    const runs = await page.evaluate(() => window.__trackerRuns!);
    expect(runs).toEqual([
      expect.objectContaining({ readyState: 'complete', loaded: true }),
      expect.objectContaining({ readyState: 'complete', loaded: true }),
    ]);
    expect(trackers.requested.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/_trackers/fbevents.js',
      '/_trackers/gtag.js',
      '/_trackers/gtm.js',
    ]);
    for (const request of trackers.requested) expect(request.at).toBeGreaterThanOrEqual(trackers.loadedAt());
    await expect
      .poll(() => trackers.warnings)
      .toContainEqual(
        expect.stringMatching(/^\[analytics\] google-tag-manager did not load from .*\/_trackers\/gtm\.js$/),
      );
    expect(trackers.errors).toEqual([]);
    // GA4 took its setup from arguments objects; the Pixel its init and page view.
    expect((await ga(page)).map((c) => c[0])).toEqual(['js', 'config']);
    expect(await pixel(page)).toEqual([
      ['init', '100200300'],
      ['track', 'PageView'],
    ]);
    // The page still works: a menu opens.
    const service = page.getByRole('button', { name: 'Service' });
    await service.click();
    await expect(service).toHaveAttribute('aria-expanded', 'true');
  });

  test('a used vehicle page sends event 4 and the view-content event to GA4, Meta Pixel and GTM', async ({ page }) => {
    await serveTrackers(page);
    await page.goto(siteUrl(SITE, USED_CAR.path));
    await expect.poll(() => trackersRan(page)).toBe(2);
    await expect
      .poll(() => ga(page))
      .toContainEqual(['event', 'forecourt_event', { car_id: USED_CAR.id, event_id: 4 }]);
    expect(await ga(page)).toContainEqual([
      'event',
      'view_item',
      expect.objectContaining({
        currency: 'AUD',
        value: 24990,
        items: [expect.objectContaining({ item_id: USED_CAR.id, price: 24990 })],
      }),
    ]);
    const calls = await pixel(page);
    expect(calls).toContainEqual(['trackCustom', 'ForecourtEvent', { car_id: USED_CAR.id, event_id: 4 }]);
    expect(calls).toContainEqual([
      'track',
      'ViewContent',
      expect.objectContaining({ content_ids: [USED_CAR.id], content_type: 'vehicle', value: 24990, currency: 'AUD' }),
    ]);
    const messages = await page.evaluate(() =>
      window.dataLayer!.filter((e) => Object.prototype.toString.call(e) === '[object Object]' && e.event !== 'gtm.js'),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        { event: 'forecourt_event', event_id: 4, car_id: USED_CAR.id },
        expect.objectContaining({ event: 'view_content', content_ids: [USED_CAR.id] }),
      ]),
    );
  });

  test('the search page sends event 49 once', async ({ page }) => {
    await serveTrackers(page);
    await page.goto(siteUrl(SITE, '/search/new-used-and-demo-cars'));
    await expect.poll(() => trackersRan(page)).toBe(2);
    await expect
      .poll(async () => (await ga(page)).filter((c) => c[1] === 'forecourt_event'))
      .toEqual([['event', 'forecourt_event', { event_id: 49 }]]);
    expect((await pixel(page)).filter((c) => c[0] === 'trackCustom')).toEqual([
      ['trackCustom', 'ForecourtEvent', { event_id: 49 }],
    ]);
  });

  test('saving a car to the watchlist sends event 39', async ({ page }) => {
    await signIn(page, SITE, freshPhone(), USED_CAR.path);
    await serveTrackers(page);
    await page.reload();
    await expect.poll(() => trackersRan(page)).toBe(2);
    await page.getByRole('button', { name: 'Save to watchlist' }).click();
    await expect
      .poll(() => ga(page))
      .toContainEqual(['event', 'forecourt_event', { car_id: USED_CAR.id, event_id: 39 }]);
    expect(await pixel(page)).toContainEqual(['trackCustom', 'ForecourtEvent', { car_id: USED_CAR.id, event_id: 39 }]);
  });

  test('accepting the valuation offer sends event 18', async ({ page }) => {
    await serveTrackers(page);
    await valuationProviderAnswers(page);
    await page.goto(siteUrl(SITE, '/trade-in/'));
    const wizard = page.locator('[data-valuation-wizard]');
    await wizard.getByRole('button', { name: '80,000 kms' }).click();
    await wizard.getByLabel('Rego State').selectOption('qld');
    await wizard.getByRole('textbox', { name: 'Rego', exact: true }).fill('ANL18');
    await wizard.getByRole('button', { name: 'Next' }).click();
    const contact = wizard.locator('form').first();
    await contact.getByLabel('First Name').fill('Ann');
    await contact.getByLabel('Email').fill(`analytics-${Date.now()}@example.com`);
    await contact.getByLabel('Mobile Number').fill('0412 345 678');
    await wizard.getByRole('button', { name: 'Value My Car' }).click();
    await wizard.getByText('No', { exact: true }).first().click();
    await wizard.getByText('2+').click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Accept Offer' }).click();
    await expect(wizard.getByRole('heading', { name: 'Offer accepted' })).toBeVisible();
    await expect
      .poll(() => ga(page))
      .toContainEqual(['event', 'forecourt_event', { lead_id: expect.any(String), event_id: 18 }]);
    expect(await pixel(page)).toContainEqual([
      'trackCustom',
      'ForecourtEvent',
      { lead_id: expect.any(String), event_id: 18 },
    ]);
  });
});
