/**
 * Lead forms end to end (issue 8; spec 02 §4, §5, §8, §9): each form is filled in a fixture site,
 * and the lead is read back from the fixture server's own SQLite database (scripts/serve.ts
 * --fresh-data keeps it in a temporary folder named forecourt-<site>-*).
 */
import { readdirSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { siteSqliteFile } from '../../src/api/storage/open-storage';
import { expectNoAxeViolations, siteUrl } from './helpers';

interface LeadRow {
  id: string;
  kind: string;
  parent_lead_id: string | null;
  car_id: string | null;
  event_id: number | null;
  payload: Record<string, unknown>;
}

/** The fixture servers' databases, newest first (an older run's folder may still exist). */
function databases(site: string): string[] {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith(`forecourt-${site}-`))
    .map((name) => siteSqliteFile(site, join(tmpdir(), name)))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

/** Leads matching a SQL condition, across the site's fixture databases. */
function leadsWhere(site: string, where: string, ...params: string[]): LeadRow[] {
  return databases(site).flatMap((file) => {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const rows = db.prepare(`SELECT id, kind, parent_lead_id, car_id, event_id, payload FROM leads WHERE ${where} ORDER BY created_at`).all(...params) as unknown as Array<Omit<LeadRow, 'payload'> & { payload: string }>;
      return rows.map((row) => ({ ...row, event_id: row.event_id === null ? null : Number(row.event_id), payload: JSON.parse(row.payload) as Record<string, unknown> }));
    } finally {
      db.close();
    }
  });
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Submits a form that ends on /success and returns the lead_id the page shows as the reference. */
async function submitToSuccess(page: Page, submit: () => Promise<void>): Promise<string> {
  await submit();
  await expect(page).toHaveURL(/\/success\/?$/);
  const reference = page.locator('[data-reference]');
  await expect(reference).not.toBeEmpty();
  return (await reference.textContent()) ?? '';
}

/** Submits a form that stays on the page and returns the lead_id of the API's answer. */
async function leadIdOf(page: Page, submit: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'), submit()]);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { lead_id: string }).lead_id;
}

async function fillContact(page: Page, email: string, form = page.locator('form').first()) {
  await form.getByLabel('First Name').fill('Ann');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile Number').fill('0412 345 678');
}

/** A weekday at least two days after today, as the date input takes it. */
function nextWeekday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.describe('test drive', () => {
  test('a Test Drive Only car books a slot, fires event 17 and lands on /success', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/book-test-drive/?car_id=1007'));
    await expect(page.locator('[data-about-title]')).toHaveText(/Toyota bZ4X/);
    await fillContact(page, uniqueEmail('td'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Your test drive' })).toBeFocused();
    await page.getByLabel('Preferred Date').fill(nextWeekday());
    const time = page.getByLabel('Preferred Time');
    await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
    await time.selectOption({ index: 1 });
    const leadId = await submitToSuccess(page, () => page.getByRole('button', { name: 'Submit' }).click());
    await expect(page.getByText('Test drive request')).toBeVisible();
    await expect(page.getByText(leadId)).toBeVisible();
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'test_drive', car_id: '1007', event_id: 17 });
    expect(lead?.payload).toMatchObject({ category: 'Test Drive', source: 'Website', car_type: 'demo', tag: 'Test Drive Only', location_id: '101' });
    expect(String(lead?.payload.appointment)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('a used car fires event 48; the details step checks its own fields first', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/book-test-drive/?car_id=2009'));
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByText('Please fix the following errors:');
    await expect(summary).toBeVisible();
    await expect(page.locator('[data-summary]')).toBeFocused();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await fillContact(page, uniqueEmail('td-used'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(summary).toBeHidden();
    const leadId = await submitToSuccess(page, () => page.getByRole('button', { name: 'Submit' }).click());
    const [lead] = leadsWhere('fixture-group', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'test_drive', car_id: '2009', event_id: 48 });
  });
});

test.describe('trade-in', () => {
  test('every validation message shows at its field and in the summary; postcode takes 4 characters', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/cars/trade-in/?car_id=1001'));
    const form = page.locator('#trade-in-form');
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.locator('[data-summary]')).toBeFocused();
    const messages = {
      'First Name': 'Please enter your name.',
      Email: 'Please enter a valid email address.',
      'Mobile Number': 'Please enter a valid Australian phone number, like 0412 345 678.',
      Postcode: 'Invalid postcode. Please enter a 4-digit number.',
    };
    for (const [label, message] of Object.entries(messages)) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(form.locator('[data-summary-list]').getByText(message)).toBeVisible();
    }
    await form.getByLabel('Postcode').fill('40001');
    await expect(form.getByLabel('Postcode')).toHaveValue('4000');
    await form.getByLabel('Postcode').fill('40a');
    await fillContact(page, uniqueEmail('trade'), form);
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.getByLabel('Postcode')).toHaveAccessibleDescription(/Invalid postcode\. Please enter a 4-digit number\./);
    await form.getByLabel('Postcode').fill('4000');
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Value My Car' }).click());
    await expect(page.getByRole('link', { name: 'Back to the vehicle' })).toHaveAttribute('href', /\/cars\//);
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'trade_in', car_id: '1001', event_id: null });
    expect(lead?.payload).toMatchObject({ category: 'Trade-In', subcategory: 'Trade-In Against A Vehicle', postcode: '4000' });
    // Saved details come back on the next form.
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    await expect(page.locator('#trade-in-form').getByLabel('First Name')).toHaveValue('Ann');
    await expect(page.locator('#trade-in-form').getByLabel('Mobile Number')).toHaveValue('0412 345 678');
  });

  test('the valuation wizard: lead, adjustment answers, rego lookup, then offer accepted', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const wizard = page.locator('fc-valuation-wizard');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Please enter the kilometres on the odometer.').first()).toBeVisible();
    await expect(wizard.getByText('Please enter a rego.').first()).toBeVisible();
    await wizard.getByRole('button', { name: '80,000 kms' }).click();
    await expect(wizard.getByRole('textbox', { name: 'Kilometres', exact: true })).toHaveValue('80,000');
    await wizard.getByLabel('Rego State').selectOption('nsw');
    await wizard.getByRole('textbox', { name: 'Rego', exact: true }).fill('abc123');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await fillContact(page, uniqueEmail('valuation'), wizard.locator('form').first());
    const leadId = await leadIdOf(page, () => wizard.getByRole('button', { name: 'Value My Car' }).click());
    await expect(wizard.getByRole('heading', { name: 'Condition' })).toBeFocused();
    await wizard.getByText('No', { exact: true }).first().click();
    await wizard.getByText('2+').click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByText(/ABC123 \(NSW\), 80,000 kms/)).toBeVisible();
    await wizard.getByRole('button', { name: 'Accept Offer' }).click();
    await expect(wizard.getByRole('heading', { name: 'Offer accepted' })).toBeVisible();
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'valuation', event_id: null });
    expect(lead?.payload).toMatchObject({ kms: 80000, rego: 'ABC123', regoState: 'nsw', category: 'Valuation' });
    await expect.poll(() => leadsWhere('fixture-franchise', 'parent_lead_id = ?', leadId).map((l) => l.kind)).toEqual([
      'valuation_adjustments',
      'valuation_rego_lookup',
      'valuation_offer_accepted',
    ]);
    const steps = leadsWhere('fixture-franchise', 'parent_lead_id = ?', leadId);
    expect(steps[0]?.payload.adjustmentAnswers).toMatchObject({ accident: 'No', keys: '2+' });
    expect(steps[2]?.payload).toMatchObject({ subcategory: '3. Offer Accepted', offer_accepted: true, form_completed: true });
  });

  test('a submission made offline is sent once when the connection returns', async ({ page, context }) => {
    const email = uniqueEmail('offline');
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await fillContact(page, email, form);
    await form.getByLabel('Postcode').fill('4000');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.locator('[data-notice]')).toHaveText("You're offline. We've saved your enquiry and will send it as soon as you're back online.");
    expect(leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`)).toHaveLength(0);
    await context.setOffline(false);
    await expect(form.locator('[data-notice]')).toHaveText('You are back online and your enquiry has been sent. Thank you!');
    await expect.poll(() => leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`).length).toBe(1);
    // A reload flushes the outbox again: still one lead.
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('forecourt:lead-outbox'))).toBe('[]');
    expect(leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`)).toHaveLength(1);
  });

  test('the trade-in form works with the keyboard alone', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/trade-in/'));
    const first = page.locator('#trade-in-form').getByLabel('First Name');
    for (let i = 0; i < 80 && !(await first.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#trade-in-form [data-summary]')).toBeFocused();
    await first.focus();
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('0412345678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2000');
    await Promise.all([page.waitForURL(/\/success\/?$/), page.keyboard.press('Enter')]);
    await expect(page.getByText('Trade-in request')).toBeVisible();
  });

  test('the FAQ accordions open with the keyboard', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const question = page.getByText('Do I have to buy a car from you?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('No. You can sell your car to us outright')).toBeVisible();
  });
});

test.describe('vehicle page forms', () => {
  test('the multi-step enquiry about a used car: details, then the enquiry; event 15 and the car stored', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009'));
    const form = page.locator('#vehicle-enquiry');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Please fix the following errors:')).toBeVisible();
    await fillContact(page, uniqueEmail('enquiry'), form);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Your enquiry' })).toBeFocused();
    await expect(form.getByLabel('Preferred Contact Method')).toHaveValue('Phone');
    await expect(form.getByLabel('Is Your Car Currently Under Finance?').locator('option').first()).toHaveText('Please Select An Option...');
    await expect(form.getByLabel('Do You Have A Trade-In?').locator('option').first()).toHaveText('Do You Have A Trade-In?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByLabel('Comments')).toHaveAccessibleDescription(/Please enter your comments\./);
    await form.getByLabel('Comments').fill('Is it still available?');
    await form.getByLabel('Preferred Contact Method').selectOption('SMS');
    await form.getByLabel('Do You Have A Trade-In?').selectOption('Yes');
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    await expect(page.getByText('Vehicle enquiry')).toBeVisible();
    await expect(page.locator('[data-rows]')).toContainText('Toyota HiLux');
    const [lead] = leadsWhere('fixture-group', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'enquiry', car_id: '2009', event_id: 15 });
    expect(lead?.payload).toMatchObject({ category: 'Vehicle Enquiry', car_type: 'used', PreferredContactMethod: 'SMS', has_trade_in: 'Yes', message: 'Is it still available?', car_dealership_id: expect.any(String) });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:enquiry-car') ?? '{}').id)).toBe('2009');
  });

  test('a sold car offers Find Me Something Similar', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/cars/2024-hyundai-i30-i30-2004'));
    const form = page.locator('#find-similar');
    await expect(form.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible();
    await fillContact(page, uniqueEmail('similar'), form);
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    const [lead] = leadsWhere('fixture-group', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'find_similar', car_id: '2004', event_id: 15 });
    expect(lead?.payload).toMatchObject({ subcategory: 'Find Me Something Similar', vehicle_status: 'sold' });
  });

  test('request photos sends the hidden default text; event 14 for a new car', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/cars/2026-toyota-hilux-sr5-1001'));
    const form = page.locator('#request-photos');
    await fillContact(page, uniqueEmail('photos'), form);
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'request_photos', car_id: '1001', event_id: 14 });
    expect(lead?.payload).toMatchObject({ request_text: 'Please send photos for this car', car_type: 'new' });
  });
});

test.describe('finance enquiry', () => {
  test('the per-car finance link fills the form; the lead is a finance enquiry about the car (event 9)', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/finance-enquiry/?vehiclePriceBudget=45990&car_id=1020&car_type=used#finance-form'));
    const form = page.locator('#finance-form');
    await expect(form.getByText('2024 Toyota Kluger GXL Hybrid', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Amount to borrow ($)')).toHaveValue('45990');
    await expect(form.getByLabel('Loan term')).toHaveValue('5');
    await fillContact(page, uniqueEmail('finance'), form);
    await form.getByLabel('Deposit or trade-in ($)').fill('5,000');
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    await expect(page.getByText('Finance enquiry', { exact: true })).toBeVisible();
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'finance', car_id: '1020', event_id: 9 });
    expect(lead?.payload).toMatchObject({ category: 'Finance', subcategory: 'Finance Enquiry', purchase_price: 45990, deposit: 5000, term_years: 5, car_type: 'used' });
  });

  for (const [path, heading] of [['/finance-pre-approval/', 'Get Pre-Approved'], ['/apply-for-finance/', 'Apply for Finance'], ['/personalised/finance/?car_id=1001', 'Your Personalised Finance Quote']]) {
    test(`${path} shows the finance form under its own heading`, async ({ page }) => {
      await page.goto(siteUrl('fixture-franchise', path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('#finance-form').getByRole('button', { name: 'Submit' })).toBeVisible();
    });
  }
});

test.describe('accessibility', () => {
  for (const path of ['/finance-enquiry/', '/trade-in/', '/sell-my-car/', '/book-test-drive/', '/cars/trade-in/?car_id=1001', '/success/']) {
    test(`no axe violations on ${path}`, async ({ page }) => {
      await page.goto(siteUrl('fixture-franchise', path));
      await expectNoAxeViolations(page);
    });
  }

  test('no axe violations with errors showing', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    await page.locator('#trade-in-form').getByRole('button', { name: 'Value My Car' }).click();
    await page.locator('fc-valuation-wizard').getByRole('button', { name: 'Next' }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe('nothing a shopper sends is lost (issues 4 and 8)', () => {
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
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Service unavailable' } }) });
    });
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await fillContact(page, email, form);
    await form.getByLabel('Postcode').fill('4000');
    await form.getByRole('button', { name: 'Value My Car' }).click();
    await expect(form.locator('[data-notice]')).toHaveText("We couldn't send your enquiry just now. We've saved it and will keep trying, so there's no need to send it again.");
    await expect(form.locator('[data-alert]')).toBeHidden();
    releaseRetry();
    // The outbox retries after 2 s with the same key.
    await expect(form.locator('[data-notice]')).toHaveText('Your enquiry has been sent. Our team will be in touch shortly.');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`).length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('forecourt:lead-outbox'))).toBe('[]');
  });

  test('a validation answer (4xx) shows on the form and is not queued', async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Please enter your name.', fields: [{ path: 'name', message: 'Please enter your name.' }] } }) }),
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
    await expect(form.locator('[data-notice]')).toHaveText("You're offline. We've saved your enquiry and will send it as soon as you're back online.");
    // The shopper leaves before the connection returns; the next page they open has no form.
    await page.close();
    await context.setOffline(false);
    expect(leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`)).toHaveLength(0);
    const next = await context.newPage();
    const flushScript = next.waitForRequest(/\/_astro\/outbox-flush-[^/]+\.js$/);
    await next.goto(siteUrl('fixture-franchise', '/about-us/'));
    await expect(next.locator('fc-lead-form')).toHaveCount(0);
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

  test('without JavaScript the enquiry form posts (nothing in the URL), stores the lead and lands on /success', async ({ browser }) => {
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
    if ((await location.count()) && (await location.locator('option').count()) > 1) await location.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/success\/$/);
    expect(page.url()).not.toContain('example.com');
    const leads = leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'general', event_id: 22 });
    expect(leads[0]?.payload).toMatchObject({ name: 'Ann', phone: '+61412345678', source: 'Website', url: siteUrl('fixture-franchise', '/contact-us/') });
    await context.close();
  });

  test('without JavaScript a multi-step vehicle enquiry shows every step and posts the car with it', async ({ browser }) => {
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
