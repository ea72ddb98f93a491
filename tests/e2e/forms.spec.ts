/**
 * Lead forms end to end on the fixture sites (issue 8; spec 02 §4, §5, §8, §9): each form is
 * filled in, and the lead is read back from the fixture server's own database. Failures and the
 * network are in forms-network.spec.ts, site rules in forms-rules.spec.ts, keyboard and axe in
 * forms-access.spec.ts, the demo sites in demo-sites-forms.spec.ts.
 */
import { expect, test } from './fixtures';
import { siteUrl, gotoVehicle } from './helpers';
import {
  fillContact,
  leadIdOf,
  leadsWhere,
  nextWeekday,
  submitToSuccess,
  uniqueEmail,
  valuationProviderAnswers,
} from './forms-helpers';

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
    expect(lead?.payload).toMatchObject({
      category: 'Test Drive',
      source: 'Website',
      car_type: 'demo',
      tag: 'Test Drive Only',
      location_id: '101',
    });
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
  test('every validation message shows at its field and in the summary; postcode takes 4 characters', async ({
    page,
  }) => {
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
    await expect(form.getByLabel('Postcode')).toHaveAccessibleDescription(
      /Invalid postcode\. Please enter a 4-digit number\./,
    );
    await form.getByLabel('Postcode').fill('4000');
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Value My Car' }).click());
    await expect(page.getByRole('link', { name: 'Back to the vehicle' })).toHaveAttribute('href', /\/cars\//);
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'trade_in', car_id: '1001', event_id: null });
    expect(lead?.payload).toMatchObject({
      category: 'Trade-In',
      subcategory: 'Trade-In Against A Vehicle',
      postcode: '4000',
    });
    // Saved details come back on the next form.
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    await expect(page.locator('#trade-in-form').getByLabel('First Name')).toHaveValue('Ann');
    await expect(page.locator('#trade-in-form').getByLabel('Mobile Number')).toHaveValue('0412 345 678');
  });

  test('the valuation wizard: lead, adjustment answers, rego lookup, then offer accepted', async ({ page }) => {
    // An offer to accept needs a valuation provider's range (issue 21); the fixture runs without one.
    await valuationProviderAnswers(page);
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const wizard = page.locator('[data-valuation-wizard]');
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
    await expect
      .poll(() => leadsWhere('fixture-franchise', 'parent_lead_id = ?', leadId).map((l) => l.kind))
      .toEqual(['valuation_adjustments', 'valuation_rego_lookup', 'valuation_offer_accepted']);
    const steps = leadsWhere('fixture-franchise', 'parent_lead_id = ?', leadId);
    expect(steps[0]?.payload.adjustmentAnswers).toMatchObject({ accident: 'No', keys: '2+' });
    expect(steps[2]?.payload).toMatchObject({
      subcategory: '3. Offer Accepted',
      offer_accepted: true,
      form_completed: true,
    });
  });

  test('the trade-in form works with the keyboard alone', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/trade-in/'));
    const first = page.locator('#trade-in-form').getByLabel('First Name');
    for (let i = 0; i < 80 && !(await first.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
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
  test('the multi-step enquiry about a used car: details, then the enquiry; event 15 and the car stored', async ({
    page,
  }) => {
    await gotoVehicle(page, siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009'));
    const form = page.locator('#vehicle-enquiry');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Please fix the following errors:')).toBeVisible();
    await fillContact(page, uniqueEmail('enquiry'), form);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Your enquiry' })).toBeFocused();
    await expect(form.getByLabel('Preferred Contact Method')).toHaveValue('Phone');
    await expect(form.getByLabel('Is Your Car Currently Under Finance?').locator('option').first()).toHaveText(
      'Please Select An Option...',
    );
    await expect(form.getByLabel('Do You Have A Trade-In?').locator('option').first()).toHaveText(
      'Do You Have A Trade-In?',
    );
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
    expect(lead?.payload).toMatchObject({
      category: 'Vehicle Enquiry',
      car_type: 'used',
      PreferredContactMethod: 'SMS',
      has_trade_in: 'Yes',
      message: 'Is it still available?',
      car_dealership_id: expect.any(String),
    });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:enquiry-car') ?? '{}').id)).toBe(
      '2009',
    );
  });

  test('a sold car offers Find Me Something Similar', async ({ page }) => {
    await gotoVehicle(page, siteUrl('fixture-group', '/cars/2024-hyundai-i30-i30-2004'));
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

test.describe('the vehicle page test drive (spec 01 §5.5)', () => {
  test("the date's first day is today where the dealer takes test drives, worked out in the browser, not at build", async ({
    page,
    request,
  }) => {
    const url = siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009');
    // The built page holds no day: a car page built yesterday is the same page today.
    const html = await (await request.get(url)).text();
    expect(html).not.toMatch(/id="[^"]*appointment_date"[^>]*\smin=/);
    // 15:00 UTC on 3 March is 01:00 on the 4th in Brisbane and 02:00 in Sydney and Melbourne, the
    // group's sales locations: the first day is the 4th wherever the shopper's browser is (here UTC).
    await page.clock.setFixedTime(new Date('2027-03-03T15:00:00Z'));
    await page.goto(`${url}#test-drive`);
    const date = page.getByRole('form', { name: 'Book a Test Drive' }).getByLabel('Preferred Date');
    await expect(date).toHaveAttribute('min', '2027-03-04');
    // 14:30 UTC: 00:30 on the 4th in Brisbane, 01:30 in Sydney; 13:30 UTC is 23:30 on the 3rd in
    // Brisbane but 00:30 on the 4th in Sydney: a Brisbane shopper may still book their today.
    await page.clock.setFixedTime(new Date('2027-03-03T13:30:00Z'));
    await page.reload();
    await expect(date).toHaveAttribute('min', '2027-03-03');
  });

  test('a tab beside the enquiry books a used car: location from the car, optional date and time, event 48', async ({
    page,
  }) => {
    await page.goto(siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009'));
    const tabs = page.getByRole('tablist', { name: 'Enquire or book a test drive' });
    await expect(tabs.getByRole('tab', { name: 'Enquire Now' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Book a Test Drive' });
    await expect(form).toBeHidden();
    await tabs.getByRole('tab', { name: 'Book a Test Drive' }).click();
    await expect(form).toBeVisible();
    await expect(page.getByRole('form', { name: 'Enquire Now' })).toBeHidden();
    await fillContact(page, uniqueEmail('vp-td'), form);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Your test drive' })).toBeFocused();
    // The car's own location answers where: no location question.
    await expect(form.getByLabel('Location')).toHaveCount(0);
    await expect(form.getByLabel('Preferred Date (optional)')).toBeVisible();
    await form.getByLabel('Preferred Date').fill(nextWeekday());
    const time = form.getByLabel('Preferred Time');
    await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
    await time.selectOption({ index: 1 });
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    const [lead] = leadsWhere('fixture-group', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'test_drive', car_id: '2009', event_id: 48 });
    expect(lead?.payload).toMatchObject({ category: 'Test Drive', car_type: 'used' });
    expect(String(lead?.payload.appointment)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('a Test Drive Only car offers Find Me Something Similar and the test drive; sent without a time it is event 17', async ({
    page,
  }) => {
    await page.goto(siteUrl('fixture-franchise', '/cars/2023-toyota-bz4x-awd-1007/'));
    const tabs = page.getByRole('tablist', { name: 'Enquire or book a test drive' });
    await expect(tabs.getByRole('tab')).toHaveText(['Find Me Something Similar', 'Book a Test Drive']);
    await tabs.getByRole('tab', { name: 'Book a Test Drive' }).click();
    const form = page.getByRole('form', { name: 'Book a Test Drive' });
    await fillContact(page, uniqueEmail('vp-tdo'), form);
    await form.getByRole('button', { name: 'Next' }).click();
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    const [lead] = leadsWhere('fixture-franchise', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'test_drive', car_id: '1007', event_id: 17 });
    expect(lead?.payload).not.toHaveProperty('appointment');
  });

  test('the sidebar and sticky links to #enquiry, and a link to #test-drive, open their tab', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/cars/2026-toyota-hilux-sr5-1001/#test-drive'));
    await expect(page.getByRole('form', { name: 'Book a Test Drive' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Book a Test Drive' })).toBeInViewport();
    await page.locator('aside').getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page.getByRole('form', { name: 'Enquire Now' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Enquire Now' })).toHaveAttribute('aria-selected', 'true');
  });

  test('without JavaScript both forms show, each under its own heading, and no tabs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009'));
    await expect(page.getByRole('tablist', { name: 'Enquire or book a test drive' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Enquire Now' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book a Test Drive' })).toBeVisible();
    await expect(page.locator('#test-drive').getByRole('button', { name: 'Submit' })).toBeVisible();
    await context.close();
  });
});

test.describe('finance enquiry', () => {
  test('the per-car finance link fills the form; the lead is a finance enquiry about the car (event 9)', async ({
    page,
  }) => {
    await page.goto(
      siteUrl('fixture-franchise', '/finance-enquiry/?vehiclePriceBudget=45990&car_id=1020&car_type=used#finance-form'),
    );
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
    expect(lead?.payload).toMatchObject({
      category: 'Finance',
      subcategory: 'Finance Enquiry',
      purchase_price: 45990,
      deposit: 5000,
      term_years: 5,
      car_type: 'used',
    });
  });

  for (const [path, heading] of [
    ['/finance-pre-approval/', 'Get Pre-Approved'],
    ['/apply-for-finance/', 'Apply for Finance'],
    ['/personalised/finance/?car_id=1001', 'Your Personalised Finance Quote'],
  ]) {
    test(`${path} shows the finance form under its own heading`, async ({ page }) => {
      await page.goto(siteUrl('fixture-franchise', path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('#finance-form').getByRole('button', { name: 'Submit' })).toBeVisible();
    });
  }
});
