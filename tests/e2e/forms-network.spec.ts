/**
 * Nothing a shopper sends is lost, and a failure says so (issues 4 and 8; spec 02 §4, §8): the
 * outbox keeps a lead through an outage or a server failure and sends it once, a refused lead
 * shows the server's words or the spec's fallback sentence, and a form without JavaScript posts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteUrl, gotoVehicle } from './helpers';
import { fillContact, leadIdOf, leadsWhere, uniqueEmail } from './forms-helpers';

const OFFLINE = "You're offline. We've saved your enquiry and will send it as soon as you're back online.";
const BACK_ONLINE = 'You are back online and your enquiry has been sent. Thank you!';

/** Fills and sends the group fixture's multi-step vehicle enquiry; returns the form. */
async function submitVehicleEnquiry(page: Page, emailTag: string) {
  await gotoVehicle(page, siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009'));
  const form = page.locator('#vehicle-enquiry');
  await fillContact(page, uniqueEmail(emailTag), form);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Comments').fill('Is it available?');
  await form.getByRole('button', { name: 'Submit' }).click();
  return form;
}

test.describe('the outbox', () => {
  test('a submission made offline is sent once when the connection returns', async ({ page, context }) => {
    const email = uniqueEmail('offline');
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await fillContact(page, email, form);
    await form.getByLabel('Postcode').fill('4000');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.locator('[data-notice]')).toHaveText(OFFLINE);
    expect(leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`)).toHaveLength(0);
    await context.setOffline(false);
    await expect(form.locator('[data-notice]')).toHaveText(BACK_ONLINE);
    await expect.poll(() => leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`).length).toBe(1);
    // A reload flushes the outbox again: still one lead.
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('forecourt:lead-outbox'))).toBe('[]');
    expect(leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`)).toHaveLength(1);
  });

  test('a lead answered 503 is kept, retried with the same key and stored once', async ({ page }) => {
    const email = uniqueEmail('retry-503');
    const keys: string[] = [];
    let failed = false;
    // The retry is held until the queued notice has been seen, so a slow machine cannot skip past it.
    let releaseRetry = () => {};
    const queuedSeen = new Promise<void>((resolve) => (releaseRetry = resolve));
    await page.route('**/api/leads', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (failed) {
        await queuedSeen;
        return route.continue();
      }
      failed = true;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Service unavailable' } }),
      });
    });
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await fillContact(page, email, form);
    await form.getByLabel('Postcode').fill('4000');
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.locator('[data-notice]')).toHaveText(
      "We couldn't send your enquiry just now. We've saved it and will keep trying, so there's no need to send it again.",
    );
    await expect(form.locator('[data-alert]')).toBeHidden();
    releaseRetry();
    // The outbox retries after 2 s with the same key.
    await expect(form.locator('[data-notice]')).toHaveText(
      'Your enquiry has been sent. Our team will be in touch shortly.',
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`).length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('forecourt:lead-outbox'))).toBe('[]');
  });

  test('a validation answer (4xx) shows on the form and is not queued', async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { message: 'Please enter your name.', fields: [{ path: 'name', message: 'Please enter your name.' }] },
        }),
      }),
    );
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await fillContact(page, uniqueEmail('refused'), form);
    await form.getByLabel('Postcode').fill('4000');
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.locator('[data-alert]')).toHaveText('Please enter your name.');
    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('[data-notice]')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('forecourt:lead-outbox'))).toBe('[]');
  });

  test('a lead queued offline on one page is sent from a later page without forms', async ({ page, context }) => {
    const email = uniqueEmail('other-page');
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await fillContact(page, email, form);
    await form.getByLabel('Postcode').fill('4000');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.locator('[data-notice]')).toHaveText(OFFLINE);
    // The shopper leaves before the connection returns; the next page they open has no form.
    await page.close();
    await context.setOffline(false);
    expect(leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`)).toHaveLength(0);
    const next = await context.newPage();
    const flushScript = next.waitForRequest(/\/_astro\/outbox-flush-[^/]+\.js$/);
    await next.goto(siteUrl('fixture-franchise', '/about-us/'));
    await expect(next.locator('[data-lead-form]')).toHaveCount(0);
    await flushScript;
    await expect.poll(() => leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`).length).toBe(1);
    await expect.poll(() => next.evaluate(() => localStorage.getItem('forecourt:lead-outbox'))).toBe('[]');
  });

  test('a page loads no outbox script while nothing is queued', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(siteUrl('fixture-franchise', '/about-us/'));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('outbox-flush'))).toEqual([]);
  });

  test('without JavaScript the enquiry form posts (nothing in the URL), stores the lead and lands on /success', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('nojs');
    await page.goto(siteUrl('fixture-franchise', '/contact-us/'));
    const form = page.locator('#contact-form, form[action="/api/leads/form"]').first();
    await expect(form).toHaveAttribute('method', 'post');
    // Invalid first: a readable page names each problem.
    await form.getByLabel('First Name').fill('Ann');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Please fix the following errors:' })).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.goBack();
    await fillContact(page, email, form);
    const comments = form.getByLabel('Comments');
    if (await comments.count()) await comments.fill('Sent without JavaScript');
    const location = form.getByLabel('Location');
    if ((await location.count()) && (await location.locator('option').count()) > 1)
      await location.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/success\/$/);
    expect(page.url()).not.toContain('example.com');
    const leads = leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'general', event_id: 22 });
    expect(leads[0]?.payload).toMatchObject({
      name: 'Ann',
      phone: '+61412345678',
      source: 'Website',
      url: siteUrl('fixture-franchise', '/contact-us/'),
    });
    await context.close();
  });

  test('without JavaScript a multi-step vehicle enquiry shows every step and posts the car with it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('nojs-car');
    await page.goto(siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009'));
    const form = page.locator('#vehicle-enquiry');
    await fillContact(page, email, form);
    await form.getByLabel('Comments').fill('Still available?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/success\/$/);
    const [lead] = leadsWhere('fixture-group', 'payload LIKE ?', `%${email}%`);
    expect(lead).toMatchObject({ kind: 'enquiry', car_id: '2009', event_id: 15 });
    expect(lead?.payload).toMatchObject({ message: 'Still available?', car_type: 'used' });
    await context.close();
  });
});

test.describe('the connection drops during a submission', () => {
  test('the server stored it but the answer never came: resent on reconnect, stored once', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('cut');
    const keys: string[] = [];
    let cut = false;
    await page.route('**/api/leads', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (cut) return route.continue();
      cut = true;
      // The request reaches the server and is stored; then the line drops before the answer arrives.
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await fillContact(page, email, form);
    await form.getByLabel('Postcode').fill('4000');
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.locator('[data-notice]')).toHaveText(OFFLINE);
    // Already stored by the first request, which the shopper never heard back from.
    expect(leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`)).toHaveLength(1);
    await context.setOffline(false);
    await expect(form.locator('[data-notice]')).toHaveText(BACK_ONLINE);
    // Resent at least once (a backoff retry may also have been tried while offline), always with the first key.
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('forecourt:lead-outbox'))).toBe('[]');
  });
});

test.describe('failure messages (spec 02 §8)', () => {
  const bare = (status: number) => ({ status, contentType: 'text/plain', body: '' });

  test("a general form refused without a message says 'An error occurred when submitting this form'", async ({
    page,
  }) => {
    await page.route('**/api/leads', (route) => route.fulfill(bare(400)));
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await fillContact(page, uniqueEmail('bare-400'), form);
    await form.getByLabel('Postcode').fill('4000');
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.getByRole('alert')).toHaveText('An error occurred when submitting this form');
    await expect(form.getByRole('button', { name: 'Value My Car' })).toBeEnabled();
  });

  test('a server failure (500) is kept and retried; a retry refused for good shows the fallback sentence', async ({
    page,
  }) => {
    let calls = 0;
    // The retry is held until the queued notice has been seen, so a slow machine cannot skip past it.
    let releaseRetry = () => {};
    const queuedSeen = new Promise<void>((resolve) => (releaseRetry = resolve));
    await page.route('**/api/leads', async (route) => {
      if (++calls === 1) return route.fulfill(bare(500));
      await queuedSeen;
      return route.fulfill(bare(400));
    });
    await page.goto(siteUrl('fixture-franchise', '/contact-us/'));
    const form = page.locator('#contact-form');
    await fillContact(page, uniqueEmail('bare-500'), form);
    await form.getByLabel('Comments').fill('Hello');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.locator('[data-notice]')).toHaveText(
      "We couldn't send your enquiry just now. We've saved it and will keep trying, so there's no need to send it again.",
    );
    releaseRetry();
    // The outbox retries after 2 s; that answer is a refusal without words.
    await expect(form.getByRole('alert')).toHaveText('An error occurred when submitting this form');
    await expect(form.locator('[data-notice]')).toBeHidden();
    expect(calls).toBe(2);
  });

  test("the lead flow (multi-step enquiry) refused without a message says 'An unexpected error occured'", async ({
    page,
  }) => {
    await page.route('**/api/leads', (route) => route.fulfill(bare(422)));
    const form = await submitVehicleEnquiry(page, 'bare-lead');
    await expect(form.getByRole('alert')).toHaveText('An unexpected error occured');
  });

  test("the server's own message wins over the fallback", async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'That time has just been booked. Please choose another time.' } }),
      }),
    );
    const form = await submitVehicleEnquiry(page, 'own-words');
    await expect(form.getByRole('alert')).toHaveText('That time has just been booked. Please choose another time.');
  });

  test("a valuation step refused without a message says 'An unexpected error occured' and stays on its panel", async ({
    page,
  }) => {
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const wizard = page.locator('[data-valuation-wizard]');
    await wizard.getByRole('button', { name: '50,000 kms' }).click();
    await wizard.getByRole('textbox', { name: 'Rego', exact: true }).fill('XYZ789');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await fillContact(page, uniqueEmail('wizard-fail'), wizard.locator('form').first());
    await leadIdOf(page, () => wizard.getByRole('button', { name: 'Value My Car' }).click());
    await page.route('**/api/leads', (route) => route.fulfill(bare(400)));
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByRole('alert')).toHaveText('An unexpected error occured');
    await expect(wizard.getByRole('heading', { name: 'Condition' })).toBeVisible();
  });
});
