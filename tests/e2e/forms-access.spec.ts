/**
 * Every form with the keyboard alone, axe on every step and panel, and the submitting state
 * (issue 8; spec 02 §4: the button shows a spinner and is disabled while a form is sent).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, siteUrl, gotoVehicle } from './helpers';
import { leadsWhere, nextWeekday, submitToSuccess, uniqueEmail, valuationProviderAnswers } from './forms-helpers';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Types the contact fields from First Name on, by keyboard (First Name, Last Name, Email, Mobile Number). */
async function typeContact(page: Page, form: Locator, email: string): Promise<void> {
  await tabTo(page, form.getByLabel('First Name'));
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('0412345678');
}

test.describe('keyboard alone', () => {
  test('the multi-step enquiry: Next, Back, Next, then Submit', async ({ page }) => {
    const email = uniqueEmail('keys-enquiry');
    // Arriving by the page's Enquire Now link (#enquiry) puts the keyboard at the forms.
    await gotoVehicle(page, siteUrl('fixture-group', '/cars/2024-toyota-hilux-gr-sport-2009#enquiry'));
    const form = page.locator('#vehicle-enquiry');
    await typeContact(page, form, email);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: 'Your enquiry' })).toBeFocused();
    await tabTo(page, form.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await tabTo(page, form.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await tabTo(page, form.getByLabel('Comments'));
    await page.keyboard.type('Can I see it on Saturday?');
    await page.keyboard.press('Tab');
    // Preferred Contact Method: arrow keys change a closed select.
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Preferred Contact Method')).toHaveValue('Email');
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await Promise.all([page.waitForURL(/\/success\/?$/), page.keyboard.press('Enter')]);
    const [lead] = leadsWhere('fixture-group', 'payload LIKE ?', `%${email}%`);
    expect(lead).toMatchObject({ kind: 'enquiry', car_id: '2009', event_id: 15 });
    expect(lead?.payload).toMatchObject({
      PreferredContactMethod: 'Email',
      message: 'Can I see it on Saturday?',
      last_name: 'Lee',
    });
  });

  test('the vehicle page test drive: the tab by arrow key, then the date and time', async ({ page }) => {
    const email = uniqueEmail('keys-td');
    await gotoVehicle(page, siteUrl('fixture-franchise', '/cars/2026-toyota-hilux-sr5-1001/#enquiry'));
    await tabTo(page, page.getByRole('tab', { name: 'Enquire Now' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Book a Test Drive' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Book a Test Drive' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Book a Test Drive' });
    await expect(form).toBeVisible();
    await typeContact(page, form, email);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: 'Your test drive' })).toBeFocused();
    await tabTo(page, form.getByLabel('Preferred Date'));
    const [year, month, day] = nextWeekday(2).split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(form.getByLabel('Preferred Date')).toHaveValue(`${year}-${month}-${day}`);
    const time = form.getByLabel('Preferred Time');
    await tabTo(page, time);
    await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(time).not.toHaveValue('');
    const chosen = await time.inputValue();
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await Promise.all([page.waitForURL(/\/success\/?$/), page.keyboard.press('Enter')]);
    const [lead] = leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`);
    expect(lead).toMatchObject({ kind: 'test_drive', car_id: '1001', event_id: 17 });
    expect(Date.parse(String(lead?.payload.appointment))).toBe(Date.parse(chosen));
  });

  test('the valuation wizard: a kms quick pick, the rego, details, condition chips, the offer', async ({ page }) => {
    const email = uniqueEmail('keys-valuation');
    await valuationProviderAnswers(page);
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const wizard = page.locator('[data-valuation-wizard]');
    await tabTo(page, wizard.getByRole('button', { name: '80,000 kms' }));
    await page.keyboard.press('Enter');
    const kms = wizard.getByRole('textbox', { name: 'Kilometres', exact: true });
    await expect(kms).toHaveValue('80,000');
    await expect(kms).toBeFocused();
    await expect(wizard.getByRole('button', { name: '80,000 kms' })).toHaveAttribute('aria-pressed', 'true');
    // Typing another figure releases the pick.
    await page.keyboard.type('5');
    await expect(wizard.getByRole('button', { name: '80,000 kms' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Backspace');
    await tabTo(page, wizard.getByRole('textbox', { name: 'Rego', exact: true }));
    await page.keyboard.type('KEY123');
    await page.keyboard.press('Enter');
    await expect(wizard.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await tabTo(page, wizard.getByLabel('First Name'));
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('0412345678');
    await page.keyboard.press('Enter');
    await expect(wizard.getByRole('heading', { name: 'Condition' })).toBeFocused();
    // Radio chips: Tab enters a group, arrows choose within it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(wizard.getByRole('radio', { name: 'No' }).first()).toBeChecked();
    await tabTo(page, wizard.getByRole('radio', { name: 'Excellent' }));
    await page.keyboard.press('ArrowRight');
    await expect(wizard.getByRole('radio', { name: 'Good' })).toBeChecked();
    await tabTo(page, wizard.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(wizard.getByRole('heading', { name: 'Your offer' })).toBeFocused();
    await tabTo(page, wizard.getByRole('button', { name: 'Accept Offer' }));
    await page.keyboard.press('Enter');
    await expect(wizard.getByRole('heading', { name: 'Offer accepted' })).toBeFocused();
    const [lead] = leadsWhere('fixture-franchise', "kind = 'valuation' AND payload LIKE ?", `%${email}%`);
    expect(lead?.payload).toMatchObject({ kms: 80000, rego: 'KEY123' });
    await expect
      .poll(() => leadsWhere('fixture-franchise', 'parent_lead_id = ?', lead?.id ?? '').map((l) => l.kind))
      .toEqual(['valuation_adjustments', 'valuation_rego_lookup', 'valuation_offer_accepted']);
    expect(leadsWhere('fixture-franchise', 'parent_lead_id = ?', lead?.id ?? '')[0]?.payload.adjustmentAnswers).toEqual(
      { accident: 'No', condition: 'Good' },
    );
  });

  test('the contact form', async ({ page }) => {
    const email = uniqueEmail('keys-contact');
    await page.goto(siteUrl('fixture-franchise', '/contact-us/'));
    const form = page.locator('#contact-form');
    await typeContact(page, form, email);
    await tabTo(page, form.getByLabel('Comments'));
    await page.keyboard.type('Opening hours on public holidays?');
    await tabTo(page, form.getByRole('checkbox', { name: 'Keep me up to date with news and offers' }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await Promise.all([page.waitForURL(/\/success\/?$/), page.keyboard.press('Enter')]);
    const [lead] = leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`);
    expect(lead).toMatchObject({ kind: 'general', event_id: 22 });
    expect(lead?.payload).toMatchObject({ opt_in: true, category: 'General Enquiry' });
  });

  test('the finance form', async ({ page }) => {
    const email = uniqueEmail('keys-finance');
    await page.goto(siteUrl('fixture-franchise', '/finance-enquiry/'));
    const form = page.locator('#finance-form');
    await typeContact(page, form, email);
    await tabTo(page, form.getByLabel('Amount to borrow ($)'));
    await page.keyboard.type('32000');
    await tabTo(page, form.getByLabel('Loan term'));
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Loan term')).toHaveValue('6');
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await Promise.all([page.waitForURL(/\/success\/?$/), page.keyboard.press('Enter')]);
    const [lead] = leadsWhere('fixture-franchise', 'payload LIKE ?', `%${email}%`);
    expect(lead).toMatchObject({ kind: 'finance', event_id: 9 });
    expect(lead?.payload).toMatchObject({ purchase_price: 32000, term_years: 6 });
  });
});

test.describe('the submitting state', () => {
  test('the button shows a spinner, reads Submitting… and is disabled until the answer', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leads', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const form = page.locator('#trade-in-form');
    await form.getByLabel('First Name').fill('Ann');
    await form.getByLabel('Email').fill(uniqueEmail('busy'));
    await form.getByLabel('Mobile Number').fill('0412 345 678');
    await form.getByLabel('Postcode').fill('4000');
    await form.getByRole('button', { name: 'Value My Car' }).click();
    const button = form.getByRole('button', { name: 'Submitting…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.locator('[data-spinner]')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText('Submitting…');
    release();
    await expect(page).toHaveURL(/\/success\/?$/);
  });
});

test.describe('axe', () => {
  for (const path of [
    '/finance-enquiry/',
    '/trade-in/',
    '/sell-my-car/',
    '/book-test-drive/',
    '/cars/trade-in/?car_id=1001',
    '/contact-us/',
    '/success/',
  ]) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(siteUrl('fixture-franchise', path));
      await expectNoAxeViolations(page);
    });
  }

  test('no violations with errors showing', async ({ page }) => {
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    await page.locator('#trade-in-form').getByRole('button', { name: 'Value My Car' }).click();
    await page.locator('[data-valuation-wizard]').getByRole('button', { name: 'Next' }).click();
    await expectNoAxeViolations(page);
  });

  test('the second steps of the enquiry and the test drive, on the vehicle page', async ({ page }) => {
    // Two axe runs over a whole vehicle page: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await gotoVehicle(page, siteUrl('fixture-franchise', '/cars/2026-toyota-hilux-sr5-1001/'));
    const enquiry = page.locator('#vehicle-enquiry');
    await enquiry.getByLabel('First Name').fill('Ann');
    await enquiry.getByLabel('Email').fill('ann@example.com');
    await enquiry.getByLabel('Mobile Number').fill('0412 345 678');
    await enquiry.getByRole('button', { name: 'Next' }).click();
    await enquiry.getByRole('button', { name: 'Submit' }).click();
    await expect(enquiry.getByLabel('Comments')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Book a Test Drive' }).click();
    const drive = page.locator('#test-drive');
    await drive.getByLabel('First Name').fill('Ann');
    await drive.getByLabel('Email').fill('ann@example.com');
    await drive.getByLabel('Mobile Number').fill('0412 345 678');
    await drive.getByRole('button', { name: 'Next' }).click();
    await expect(drive.getByRole('heading', { name: 'Your test drive' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('every valuation wizard panel, and /success with its record', async ({ page }) => {
    // Five axe runs and six page states: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await valuationProviderAnswers(page);
    await page.goto(siteUrl('fixture-franchise', '/trade-in/'));
    const wizard = page.locator('[data-valuation-wizard]');
    await wizard.getByRole('button', { name: '20,000 kms', exact: true }).click();
    await wizard.getByRole('textbox', { name: 'Rego', exact: true }).fill('AXE111');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await expectNoAxeViolations(page);
    await wizard.getByLabel('First Name').fill('Ann');
    await wizard.getByLabel('Email').fill(uniqueEmail('axe'));
    await wizard.getByLabel('Mobile Number').fill('0412 345 678');
    await wizard.getByRole('button', { name: 'Value My Car' }).click();
    await expect(wizard.getByRole('heading', { name: 'Condition' })).toBeFocused();
    await expectNoAxeViolations(page);
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByRole('heading', { name: 'Your offer' })).toBeFocused();
    await expectNoAxeViolations(page);
    await wizard.getByRole('button', { name: 'Accept Offer' }).click();
    await expect(wizard.getByRole('heading', { name: 'Offer accepted' })).toBeFocused();
    await expectNoAxeViolations(page);

    const form = page.locator('#trade-in-form');
    await form.getByLabel('First Name').fill('Ann');
    await form.getByLabel('Email').fill(uniqueEmail('axe-success'));
    await form.getByLabel('Mobile Number').fill('0412 345 678');
    await form.getByLabel('Postcode').fill('4000');
    await submitToSuccess(page, () => form.getByRole('button', { name: 'Value My Car' }).click());
    await expect(page.getByRole('heading', { name: 'What you sent' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
