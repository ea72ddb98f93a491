/**
 * Group routing in the forms (issue 20) on the group fixture (tests/fixtures/sites/fixture-group):
 * a chosen dealership offers only its own locations, an offer offers only the dealerships selling
 * its make, /success shows the phone of the location that holds the car (or the one chosen), and
 * /book-test-drive without a car asks which vehicle. What the API stored is read back.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillContact, leadsWhere, submitToSuccess, uniqueEmail } from './forms-helpers';
import { siteUrl } from './helpers';

/** The option labels of a select, placeholder first. */
const optionsOf = (select: Locator) => select.locator('option').allTextContents();

test.describe('group routing', () => {
  // Each of these fills a form and follows it to /success: on a loaded machine that can pass 30 s.
  test.slow();

  test('a chosen dealership offers only its own locations, and the lead goes there', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/contact-us/'));
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel('Preferred Dealership') })
      .first();
    const dealership = form.getByLabel('Preferred Dealership');
    const location = form.getByLabel(/^Location/);
    await fillContact(page, uniqueEmail('group-routing'), form);
    await expect
      .poll(() => optionsOf(location))
      .toEqual([
        'Choose a location',
        'Fixture North Toyota Mazda',
        'Fixture Harbour Hyundai BYD MG',
        'Fixture South Bikes Trucks Vans',
      ]);
    await dealership.selectOption({ label: 'Fixture Harbour Auto' });
    await expect.poll(() => optionsOf(location)).toEqual(['Choose a location', 'Fixture Harbour Hyundai BYD MG']);
    await location.selectOption({ label: 'Fixture Harbour Hyundai BYD MG' });
    await dealership.selectOption({ label: 'Fixture North Motors' });
    // The location chosen for Harbour is not North's: it goes, and North's own is offered.
    await expect.poll(() => optionsOf(location)).toEqual(['Choose a location', 'Fixture North Toyota Mazda']);
    await expect(location).not.toHaveValue('211');
    await location.selectOption({ label: 'Fixture North Toyota Mazda' });
    await form.getByLabel('Comments').fill('Routing check');
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: /submit|send/i }).click());
    const [lead] = leadsWhere('fixture-group', 'id = ?', leadId);
    expect(lead?.payload).toMatchObject({ dealership_slug: 'fixture-north-motors', location_id: '201' });
    // /success offers the chosen location's number.
    await expect(page.locator('[data-success-phone]')).toHaveText('Fixture North Toyota Mazda on 07 4000 2000');
  });

  test('the API refuses a location of another dealership, in plain words', async ({ request }) => {
    const res = await request.post(siteUrl('fixture-group', '/api/leads'), {
      headers: { Origin: new URL(siteUrl('fixture-group')).origin },
      data: {
        kind: 'general',
        name: 'Al',
        email: uniqueEmail('group-wrong'),
        phone: '0412 345 678',
        message: 'Hi',
        dealership_slug: 'fixture-north-motors',
        location_id: '211',
      },
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "That location is not part of the dealership you chose. Please choose one of that dealership's locations, or another dealership.",
    );
  });

  test("an offer's enquiry offers only the dealerships that sell its make", async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/contact-us/?offer=g-1'));
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel('Preferred Dealership') })
      .first();
    await form.getByLabel('First Name').click();
    await expect(form.getByText(/Offer:/)).toBeVisible();
    // BYD is sold at Harbour only.
    await expect
      .poll(() => optionsOf(form.getByLabel('Preferred Dealership')))
      .toEqual(['Choose a dealership', 'Fixture Harbour Auto']);
  });

  test('/success shows the phone of the location that holds the car', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/book-test-drive/?car_id=2006'));
    await fillContact(page, uniqueEmail('group-success-phone'));
    await page.getByRole('button', { name: 'Next' }).click();
    // About a car: no "which vehicle" question, its own location answers "where".
    await expect(page.getByText('Which vehicle would you like to drive?')).toBeHidden();
    const leadId = await submitToSuccess(page, () => page.getByRole('button', { name: 'Submit' }).click());
    expect(leadsWhere('fixture-group', 'id = ?', leadId)[0]?.payload).toMatchObject({
      car_id: '2006',
      location_id: '211',
    });
    await expect(page.locator('[data-success-phone]')).toHaveText('Fixture Harbour Hyundai BYD MG on 02 4000 3000');
    await expect(page.locator('[data-success-phone]')).toHaveAttribute('href', 'tel:0240003000');
  });

  test('/book-test-drive without a car asks which vehicle, and the lead carries it', async ({ page }) => {
    await page.goto(siteUrl('fixture-group', '/book-test-drive/'));
    await fillContact(page, uniqueEmail('group-which-vehicle'));
    await page.getByRole('button', { name: 'Next' }).click();
    const question = page.getByRole('group', { name: 'Which vehicle would you like to drive?' });
    await expect(question).toBeVisible();
    const make = question.getByLabel('Make');
    expect(await optionsOf(make)).toEqual(expect.arrayContaining(['Choose a make', 'BYD', 'Toyota']));
    await make.selectOption('BYD');
    await question.getByLabel('Model').fill('Sealion 6');
    const leadId = await submitToSuccess(page, () => page.getByRole('button', { name: 'Submit' }).click());
    const [lead] = leadsWhere('fixture-group', 'id = ?', leadId);
    expect(lead).toMatchObject({ kind: 'test_drive', car_id: null });
    expect(lead?.payload).toMatchObject({ 'Vehicle Make': 'BYD', 'Vehicle Model': 'Sealion 6' });
  });
});
