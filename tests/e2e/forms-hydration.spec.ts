/**
 * The lead forms as React islands (issue 19): what a shopper does before an island has hydrated is
 * not lost (typed text is kept and sent, a submit is sent once, through the component and the
 * outbox), the forms still post without JavaScript, and no page with a form logs a hydration
 * error. The island's code is held back with page.route until the input has been made.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { fillContact, leadsWhere, nextWeekday, submitToSuccess, uniqueEmail } from './forms-helpers';
import { holdIsland, hydrateEveryIsland, MISSING_FILE, unhydratedIslands } from './islands';

/** Waiting for an island's code on a busy machine: hydration, then what it does, can take a while. */
const HYDRATION = { timeout: 30_000 };

/** The island of a component has hydrated (Astro removes `ssr` then). */
async function hydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`)).toHaveCount(1, HYDRATION);
}

/** Lead API calls: JSON submissions (with their idempotency keys) and no-script form posts. */
function recordLeadCalls(page: Page) {
  const keys: string[] = [];
  const formPosts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (path === '/api/leads') keys.push(request.headers()['idempotency-key'] ?? '');
    if (path === '/api/leads/form') formPosts.push(path);
  });
  return { keys, formPosts };
}

test.describe('input before the island hydrates', () => {
  test('text typed into the trade-in form before it hydrates is kept and sent', async ({ page }) => {
    const held = await holdIsland(page, 'TradeInForm');
    const email = uniqueEmail('typed-early');
    await page.goto(siteUrl('fixture-franchise', '/cars/trade-in/?car_id=1001'));
    await held.requested;
    const form = page.locator('#trade-in-form');
    await fillContact(page, email, form);
    await form.getByLabel('Last Name').fill('Early');
    await form.getByLabel('Postcode').fill('4000');
    held.release();
    await hydrated(page, 'TradeInForm');
    await expect(form.getByLabel('Last Name')).toHaveValue('Early');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Value My Car' }).click());
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'trade_in', car_id: '1001' });
    expect(lead?.payload).toMatchObject({ name: 'Ann', last_name: 'Early', email, postcode: '4000' });
  });

  test('a quick pick pressed before the wizard hydrates does not take the keys from the field typed in since', async ({
    page,
  }) => {
    const held = await holdIsland(page, 'ValuationWizard');
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const wizard = page.locator('[data-valuation-wizard]');
    const kms = wizard.getByRole('textbox', { name: 'Kilometres' });
    const rego = wizard.getByRole('textbox', { name: 'Rego', exact: true });
    // The pick is held until the wizard hydrates; meanwhile the shopper is in the rego field.
    await wizard.getByRole('button', { name: '50,000 kms' }).click();
    await rego.fill('DEMO1');
    await held.requested;
    held.release();
    await expect(kms).toHaveValue('50,000', HYDRATION);
    // The pick's replay focused its field; the shopper's next key still lands where they are typing.
    await page.keyboard.type('2');
    await expect(rego).toHaveValue('DEMO12');
    await expect(kms).toHaveValue('50,000');
  });

  test('a form submitted before it hydrates is sent once, through the component (one lead, one idempotency key)', async ({
    page,
  }) => {
    const calls = recordLeadCalls(page);
    const held = await holdIsland(page, 'FinanceEnquiryForm');
    const email = uniqueEmail('submitted-early');
    await page.goto(siteUrl('fixture-franchise', '/finance-enquiry/'));
    const form = page.locator('#finance-form');
    await fillContact(page, email, form);
    await form.getByLabel('Amount to borrow ($)').fill('30,000');
    await form.getByRole('button', { name: 'Submit' }).click();
    // The form hydrates when reached for (form-hydration.ts): the first field asked for its code.
    await held.requested;
    // Held: nothing has gone yet, and the page has not left for the no-script post.
    expect(calls.keys).toEqual([]);
    held.release();
    await expect(page).toHaveURL(/\/success\/?$/, HYDRATION);
    const leads = leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'finance', event_id: 9 });
    expect(leads[0]?.payload).toMatchObject({ purchase_price: 30000 });
    expect(calls.keys).toHaveLength(1);
    expect(calls.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.formPosts).toEqual([]);
  });

  test('on the vehicle page, a tab pressed before the forms hydrate opens once they do', async ({ page }) => {
    const held = await holdIsland(page, 'VehicleLeadForms');
    // Arriving at the forms (#enquiry): they are in view, so their island's code is asked for at once.
    await page.goto(siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009#enquiry'));
    await held.requested;
    await page.getByRole('tab', { name: 'Book a Test Drive' }).click();
    const form = page.locator('#test-drive');
    held.release();
    await hydrated(page, 'VehicleLeadForms');
    await expect(page.getByRole('tab', { name: 'Book a Test Drive' })).toHaveAttribute(
      'aria-selected',
      'true',
      HYDRATION,
    );
    await expect(form).toBeVisible();
    const enquiry = page.locator('#vehicle-enquiry');
    await expect(enquiry).toBeHidden();
  });

  test("on the vehicle page, an arrow key on the form tabs before they hydrate opens the test drive once they do, and the tabs stay the island's", async ({
    page,
  }) => {
    const held = await holdIsland(page, 'VehicleLeadForms');
    await page.goto(siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009#enquiry'));
    await held.requested;
    // The page's own scripts have run: they once wired every tab list on the page, these tabs included.
    await expect(page.locator('html[data-scripts="loaded"]')).toHaveCount(1, HYDRATION);
    const enquiryTab = page.getByRole('tab', { name: 'Enquire Now' });
    const testDriveTab = page.getByRole('tab', { name: 'Book a Test Drive' });
    await enquiryTab.focus();
    await page.keyboard.press('ArrowRight');
    held.release();
    await hydrated(page, 'VehicleLeadForms');
    await expect(testDriveTab).toHaveAttribute('aria-selected', 'true', HYDRATION);
    await expect(testDriveTab).toBeFocused();
    await expect(page.locator('#test-drive')).toBeVisible();
    await expect(page.locator('#vehicle-enquiry')).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(enquiryTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#vehicle-enquiry')).toBeVisible();
    await expect(page.locator('#test-drive')).toBeHidden();
  });

  test('on the vehicle page, text typed into the enquiry before it hydrates is kept, and Next checks it', async ({
    page,
  }) => {
    const held = await holdIsland(page, 'VehicleLeadForms');
    const email = uniqueEmail('vp-early');
    await page.goto(siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009#enquiry'));
    await held.requested;
    const form = page.locator('#vehicle-enquiry');
    await fillContact(page, email, form);
    await form.getByRole('button', { name: 'Next' }).click();
    held.release();
    await expect(form.getByRole('heading', { name: 'Your enquiry' })).toBeFocused(HYDRATION);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByLabel('Comments').fill('Typed before it woke up');
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    const [lead] = leadsWhere('fixture-group', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'enquiry', car_id: '2009' });
    expect(lead?.payload).toMatchObject({ email, message: 'Typed before it woke up' });
  });

  test('a kilometre quick pick pressed before the valuation wizard hydrates fills the field', async ({ page }) => {
    const held = await holdIsland(page, 'ValuationWizard');
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const wizard = page.locator('[data-valuation-wizard]');
    await wizard.getByRole('button', { name: '80,000 kms' }).click();
    await wizard.getByRole('textbox', { name: 'Rego', exact: true }).fill('ERL123');
    await held.requested;
    held.release();
    await expect(wizard.getByRole('textbox', { name: 'Kilometres', exact: true })).toHaveValue('80,000', HYDRATION);
    await expect(wizard.getByRole('button', { name: '80,000 kms' })).toHaveAttribute('aria-pressed', 'true');
    await expect(wizard.getByRole('textbox', { name: 'Rego', exact: true })).toHaveValue('ERL123');
  });

  test('the test-drive details typed and Next pressed before the form hydrates open the second step', async ({
    page,
  }) => {
    const held = await holdIsland(page, 'VehicleTestDrive');
    await page.goto(siteUrl('fixture-franchise', '/book-test-drive/?car_id=1007'));
    await held.requested;
    const form = page.locator('#test-drive');
    const email = uniqueEmail('td-early');
    await fillContact(page, email, form);
    await form.getByRole('button', { name: 'Next' }).click();
    held.release();
    await expect(form.getByRole('heading', { name: 'Your test drive' })).toBeFocused(HYDRATION);
    await form.getByLabel('Preferred Date').fill(nextWeekday(3));
    const time = form.getByLabel('Preferred Time');
    await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
    await time.selectOption({ index: 1 });
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'test_drive', car_id: '1007' });
    expect(lead?.payload).toMatchObject({ email });
  });

  test('text typed into the contact form before it hydrates is kept', async ({ page }) => {
    const held = await holdIsland(page, 'ContactForm');
    await page.goto(siteUrl('fixture-franchise', '/contact-us/'));
    const form = page.locator('#contact-form');
    await form.getByLabel('Comments').fill('Typed early');
    await held.requested;
    held.release();
    await hydrated(page, 'ContactForm');
    await expect(form.getByLabel('Comments')).toHaveValue('Typed early');
    await form.getByLabel('Comments').press('End');
    await form.getByLabel('Comments').pressSequentially(', and after.');
    await expect(form.getByLabel('Comments')).toHaveValue('Typed early, and after.');
  });
});

test.describe('without JavaScript every form still posts', () => {
  const forms = [
    {
      path: '/trade-in/',
      form: '#trade-in-form',
      button: 'Value My Car',
      kind: 'trade_in',
      extra: { Postcode: '4000' },
    },
    { path: '/book-test-drive/', form: '#test-drive', button: 'Submit', kind: 'test_drive', extra: {} },
    {
      path: '/finance-enquiry/',
      form: '#finance-form',
      button: 'Submit',
      kind: 'finance',
      extra: { 'Amount to borrow ($)': '25000' },
    },
  ] as const;
  for (const { path, form: selector, button, kind, extra } of forms) {
    test(`${path} posts its form and lands on /success`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const email = uniqueEmail(`nojs-${kind}`);
      await page.goto(siteUrl('fixture-franchise', path));
      const form = page.locator(selector);
      await expect(form).toHaveAttribute('method', 'post');
      await fillContact(page, email, form);
      for (const [label, value] of Object.entries(extra)) await form.getByLabel(label).fill(value);
      await form.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(/\/success\/$/);
      const leads = leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ kind });
      await context.close();
    });
  }
});

test.describe('no hydration errors', () => {
  const pages: Array<[site: 'fixture-franchise' | 'fixture-group', path: string]> = [
    ['fixture-franchise', '/contact-us/'],
    ['fixture-franchise', '/contact-us/?car_id=1001'],
    ['fixture-franchise', '/trade-in/'],
    ['fixture-franchise', '/sell-my-car/'],
    ['fixture-franchise', '/cars/trade-in/?car_id=1001'],
    ['fixture-franchise', '/book-test-drive/'],
    ['fixture-franchise', '/finance/'],
    ['fixture-franchise', '/finance-enquiry/'],
    ['fixture-franchise', '/finance-pre-approval/'],
    ['fixture-franchise', '/apply-for-finance/'],
    ['fixture-franchise', '/personalised/finance/?car_id=1001'],
    ['fixture-franchise', '/success/'],
    ['fixture-franchise', '/cars/2026-toyota-hilux-sr5-1001/'],
    ['fixture-group', '/cars/2024-hyundai-i30-i30-2004/'],
  ];
  for (const [site, path] of pages) {
    test(`${path} on ${site}: every island hydrates without an error in the console`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if ((m.type() === 'error' && !MISSING_FILE.test(m.text())) || /hydrat/i.test(m.text()))
          problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(siteUrl(site, path));
      // Islands below the fold hydrate as they come near, a page's own form when reached for.
      await hydrateEveryIsland(page, HYDRATION.timeout);
      expect(await unhydratedIslands(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the finance enquiry modal opens without an error in the console', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' && !MISSING_FILE.test(m.text())) || /hydrat/i.test(m.text()))
        problems.push(`${m.type()}: ${m.text()}`);
    });
    await page.goto(siteUrl('fixture-franchise', '/cars/2026-toyota-hilux-sr5-1001/'));
    const apply = page.locator('aside').getByRole('link', { name: 'Apply for Finance' });
    // The modal's island hydrates when an apply link is reached for.
    await apply.hover();
    await hydrated(page, 'FinanceEnquiryModal');
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Finance Enquiry' });
    await expect(dialog.getByLabel('First Name')).toBeFocused(HYDRATION);
    expect(new URL(page.url()).pathname).toBe('/cars/2026-toyota-hilux-sr5-1001/');
    expect(problems).toEqual([]);
  });
});
