/**
 * Every lead form submitted end to end on the demo sites that carry it (issue 8): the lead is read
 * back from each demo server's own database with its kind, category, subcategory, event id and car.
 * Which forms a site carries comes from its config (sites/<slug>/site.yaml); which cars to use is
 * picked from its built stock when the test runs. The demo sites are built and served by
 * playwright.config.ts for runs that name demo-sites (this file's name does) or set FORECOURT_E2E_DEMO=1.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadSiteConfig } from '../../src/config/load';
import { isAvailable, type Car } from '../../src/domain/car';
import { isPurchaseEligible } from '../../src/domain/vehicle-actions';
import { demoSites } from '../../playwright.config';
import { demoCars, demoDist, demoSiteUrl, type DemoSite } from './demo-templates';
import {
  fillContact,
  leadIdOf,
  pressSubmit,
  leadsWhere,
  nextWeekday,
  submitToSuccess,
  uniqueEmail,
  valuationProviderAnswers,
  type LeadRow,
} from './forms-helpers';
import { gotoVehicle } from './helpers';

// A trace snapshots these big pages at every step, which costs more than the tests.
test.use({ trace: 'off' });

const EVENT = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  finance: 9,
  general: 22,
} as const;

/** The site's cars that have a built page. */
function builtCars(site: DemoSite): Car[] {
  return demoCars(site).filter(
    (c) => c.show_on_dealer_website && existsSync(join(demoDist(site), 'cars', c.slug, 'index.html')),
  );
}

/** A built car matching `what`; the test fails (naming what it looked for) when the stock has none. */
function carWhere(site: DemoSite, label: string, what: (car: Car) => boolean): Car {
  const car = builtCars(site).find(what);
  expect(car, `${site} has ${label}`).toBeDefined();
  return car as Car;
}

/** The one stored lead with this id. */
function stored(site: DemoSite, leadId: string): LeadRow {
  const rows = leadsWhere(site, 'id = ?', leadId);
  expect(rows).toHaveLength(1);
  return rows[0] as LeadRow;
}

const enquiryEvent = (car: Car) => (car.car_type === 'used' ? EVENT.usedEnquiry : EVENT.newEnquiry);
const isTestDriveOnly = (car: Car) => car.tag?.toLowerCase() === 'test drive only';

/** Opens a vehicle page of a demo site once its scripts drive it (helpers.ts, gotoVehicle). */
const openVehicle = (page: Page, site: DemoSite, car: Car) =>
  gotoVehicle(page, demoSiteUrl(site, `/cars/${car.slug}/`));

/** The multi-step enquiry of a vehicle page: details, Next, Comments, Submit. */
async function sendVehicleEnquiry(page: Page, site: DemoSite, car: Car): Promise<string> {
  await openVehicle(page, site, car);
  const form = page.locator('#vehicle-enquiry');
  await fillContact(page, uniqueEmail(`demo-enquiry-${car.car_type}`), form);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Your enquiry' })).toBeFocused();
  await form.getByLabel('Comments').fill(`Is the ${car.model} still available?`);
  return submitToSuccess(page, () => pressSubmit(form));
}

/** Picks the first free time of the `nth` weekday ahead, or leaves "Any time" when the location has none that day. */
async function pickTime(form: Locator, nth: number): Promise<void> {
  await form.getByLabel('Preferred Date').fill(nextWeekday(nth));
  const time = form.getByLabel('Preferred Time');
  const hint = form.locator('[data-slots-hint]');
  await expect
    .poll(
      async () =>
        (await time.locator('option').count()) > 1 || (await hint.textContent())?.startsWith('No appointments'),
    )
    .toBe(true);
  if ((await time.locator('option').count()) > 1) await time.selectOption({ index: 1 });
}

/** The test drive from a vehicle page's second tab. */
async function sendVehicleTestDrive(page: Page, site: DemoSite, car: Car): Promise<string> {
  await openVehicle(page, site, car);
  await page.getByRole('tab', { name: 'Book a Test Drive' }).click();
  const form = page.getByRole('form', { name: 'Book a Test Drive' });
  await fillContact(page, uniqueEmail(`demo-td-${car.car_type}`), form);
  await form.getByRole('button', { name: 'Next' }).click();
  await pickTime(form, 1);
  return submitToSuccess(page, () => pressSubmit(form));
}

/** The short trade-in form (First Name, email, mobile, postcode). */
async function sendTradeIn(page: Page, path: string, site: DemoSite): Promise<string> {
  await page.goto(demoSiteUrl(site, path));
  const form = page.locator('#trade-in-form');
  await fillContact(page, uniqueEmail('demo-trade'), form);
  await form.getByLabel('Postcode').fill('4000');
  return submitToSuccess(page, () => pressSubmit(form, 'Value My Car'));
}

/** The general contact form; a site with several dealerships asks for one. */
async function sendContact(
  page: Page,
  site: DemoSite,
  path: string,
  dealerships: boolean,
): Promise<{ leadId: string; dealership?: string }> {
  await page.goto(demoSiteUrl(site, path));
  const form = page.locator('#contact-form');
  await expect(form.getByLabel('Category')).toHaveValue('General Enquiry');
  const select = form.getByLabel('Preferred Dealership');
  await expect(select).toHaveCount(dealerships ? 1 : 0);
  let dealership: string | undefined;
  if (dealerships) {
    await select.selectOption({ index: 2 });
    dealership = await select.inputValue();
  }
  await fillContact(page, uniqueEmail('demo-contact'), form);
  await form.getByLabel('Comments').fill('What are your opening hours?');
  return { leadId: await submitToSuccess(page, () => pressSubmit(form)), ...(dealership ? { dealership } : {}) };
}

for (const site of Object.keys(demoSites) as DemoSite[]) {
  const config = loadSiteConfig(site);
  const { features } = config;

  test.describe(`forms on demo site ${site}`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('the multi-step vehicle enquiry: 14 for a new car, 15 for a used one', async ({ page }) => {
      const types = [
        ...new Set(
          builtCars(site)
            .filter((c) => isAvailable(c) && !isTestDriveOnly(c) && c.car_type !== 'demo')
            .map((c) => c.car_type),
        ),
      ];
      expect(types.length, `${site} has new or used cars in stock`).toBeGreaterThan(0);
      for (const type of types) {
        const car = carWhere(
          site,
          `an available ${type} car`,
          (c) => isAvailable(c) && c.car_type === type && !isTestDriveOnly(c),
        );
        const lead = stored(site, await sendVehicleEnquiry(page, site, car));
        expect(lead).toMatchObject({ kind: 'enquiry', car_id: car.id, event_id: enquiryEvent(car) });
        expect(lead.payload).toMatchObject({
          category: 'Vehicle Enquiry',
          car_type: car.car_type,
          stock_number: car.stocknum,
        });
      }
    });

    test('Find Me Something Similar on a sold car', async ({ page }) => {
      const car = carWhere(site, 'a sold car', (c) => c.status === 'sold');
      await openVehicle(page, site, car);
      const form = page.locator('#find-similar');
      await fillContact(page, uniqueEmail('demo-similar'), form);
      const lead = stored(site, await submitToSuccess(page, () => pressSubmit(form)));
      expect(lead).toMatchObject({ kind: 'find_similar', car_id: car.id, event_id: enquiryEvent(car) });
      expect(lead.payload).toMatchObject({
        category: 'Vehicle Enquiry',
        subcategory: 'Find Me Something Similar',
        vehicle_status: 'sold',
      });
    });

    test('the general enquiry on /contact-us (General Enquiry, 22) and on /contact', async ({ page }) => {
      const several = config.dealerships.length > 1 && config.forms.preferredDealership === 'shown';
      for (const path of ['/contact-us/', '/contact/']) {
        const { leadId, dealership } = await sendContact(page, site, path, several);
        const lead = stored(site, leadId);
        expect(lead).toMatchObject({ kind: 'general', car_id: null, event_id: EVENT.general });
        expect(lead.payload).toMatchObject({
          category: 'General Enquiry',
          ...(dealership ? { dealership_slug: dealership } : {}),
        });
      }
    });

    test('an offer enquiry (/contact-us?offer=…)', async ({ page }) => {
      await page.goto(demoSiteUrl(site, '/contact-us/'));
      const offers = JSON.parse((await page.locator('script[data-form-offers]').textContent()) ?? '{}') as Record<
        string,
        { fixed: { offer_name: string } }
      >;
      const [offerId, offer] = Object.entries(offers)[0] ?? [];
      expect(offerId, `${site} lists an offer`).toBeDefined();
      await page.goto(demoSiteUrl(site, `/contact-us/?offer=${encodeURIComponent(offerId ?? '')}`));
      const form = page.locator('#contact-form');
      await expect(form.locator('[data-about-title]')).toHaveText(`Offer: ${offer?.fixed.offer_name}`);
      const dealership = form.getByLabel('Preferred Dealership');
      if ((await dealership.count()) > 0) await dealership.selectOption({ index: 1 });
      await fillContact(page, uniqueEmail('demo-offer'), form);
      await form.getByLabel('Comments').fill('Does this offer apply to demo cars?');
      const lead = stored(site, await submitToSuccess(page, () => pressSubmit(form)));
      expect(lead).toMatchObject({ kind: 'offer_enquiry', car_id: null, event_id: EVENT.general });
      expect(lead.payload).toMatchObject({ category: 'Special Offer Enquiry', offer_id: offerId });
    });

    if (config.forms.categories.some((c) => c.eventId === 51)) {
      test('a careers enquiry (51)', async ({ page }) => {
        const careers = config.forms.categories.find((c) => c.eventId === 51)?.name ?? '';
        await page.goto(demoSiteUrl(site, '/contact-us/'));
        const form = page.locator('#contact-form');
        await form.getByLabel('Category').selectOption(careers);
        await fillContact(page, uniqueEmail('demo-careers'), form);
        await form.getByLabel('Comments').fill('I would like to apply.');
        const lead = stored(site, await submitToSuccess(page, () => pressSubmit(form)));
        expect(lead).toMatchObject({ kind: 'general', event_id: 51 });
      });
    }

    if (features.finance) {
      test('the finance enquiry (9)', async ({ page }) => {
        const car = carWhere(site, 'an available car', (c) => isAvailable(c) && (c.price ?? 0) > 10);
        await page.goto(
          demoSiteUrl(site, `/finance-enquiry/?car_id=${car.id}&vehiclePriceBudget=${car.price}#finance-form`),
        );
        const form = page.locator('#finance-form');
        await expect(form.locator('[data-about-title]')).not.toBeEmpty();
        const dealership = form.getByLabel('Preferred Dealership');
        await expect(dealership).toHaveCount(0);
        await fillContact(page, uniqueEmail('demo-finance'), form);
        const lead = stored(site, await submitToSuccess(page, () => pressSubmit(form)));
        expect(lead).toMatchObject({ kind: 'finance', car_id: car.id, event_id: EVENT.finance });
        expect(lead.payload).toMatchObject({
          category: 'Finance',
          subcategory: 'Finance Enquiry',
          purchase_price: car.price,
        });
      });
    }

    if (features.testDrive) {
      test('the vehicle page test drive: 17 for a new car or a Test Drive Only one, 48 for a used one', async ({
        page,
      }) => {
        const candidates: Array<[string, (c: Car) => boolean, number]> = [
          [
            'a new car in stock',
            (c) => c.status === 'in_stock' && c.car_type === 'new' && !isTestDriveOnly(c),
            EVENT.newTestDrive,
          ],
          [
            'a used car in stock',
            (c) => c.status === 'in_stock' && c.car_type === 'used' && !isTestDriveOnly(c),
            EVENT.usedTestDrive,
          ],
          ['a Test Drive Only car in stock', (c) => c.status === 'in_stock' && isTestDriveOnly(c), EVENT.newTestDrive],
        ];
        const present = candidates.filter(([, what]) => builtCars(site).some(what));
        expect(present.length, `${site} has a car to test drive`).toBeGreaterThan(0);
        for (const [label, what, event] of present) {
          const car = carWhere(site, label, what);
          const lead = stored(site, await sendVehicleTestDrive(page, site, car));
          expect(lead).toMatchObject({ kind: 'test_drive', car_id: car.id, event_id: event });
          expect(lead.payload).toMatchObject({ category: 'Test Drive', car_type: car.car_type });
        }
      });

      test('/book-test-drive without a car: the location select', async ({ page }) => {
        await page.goto(demoSiteUrl(site, '/book-test-drive/'));
        const form = page.locator('#test-drive');
        await fillContact(page, uniqueEmail('demo-book'), form);
        await form.getByRole('button', { name: 'Next' }).click();
        const location = form.getByLabel('Location');
        const options = await location.locator('option').count();
        // One location is chosen for the shopper; several are a choice.
        if (options > 2) await location.selectOption({ index: options - 1 });
        const locationId = await location.inputValue();
        expect(locationId).not.toBe('');
        // Another day than the vehicle-page test, which books at the same location in parallel.
        await pickTime(form, 2);
        const lead = stored(site, await submitToSuccess(page, () => pressSubmit(form)));
        expect(lead).toMatchObject({ kind: 'test_drive', car_id: null, event_id: EVENT.newTestDrive });
        expect(lead.payload).toMatchObject({ category: 'Test Drive', location_id: locationId });
      });
    }

    if (features.requestPhotos) {
      test('request photos', async ({ page }) => {
        const car = carWhere(site, 'an available car', (c) => isAvailable(c) && !isTestDriveOnly(c));
        await openVehicle(page, site, car);
        const form = page.locator('#request-photos');
        await fillContact(page, uniqueEmail('demo-photos'), form);
        const lead = stored(site, await submitToSuccess(page, () => pressSubmit(form)));
        expect(lead).toMatchObject({ kind: 'request_photos', car_id: car.id, event_id: enquiryEvent(car) });
        expect(lead.payload).toMatchObject({
          category: 'Request Photos',
          request_text: 'Please send photos for this car',
        });
      });
    }

    if (features.tradeIn) {
      test('the trade-in form on /trade-in, /sell-my-car and /sell-your-car', async ({ page }) => {
        for (const path of ['/trade-in/', '/sell-my-car/', '/sell-your-car/']) {
          const lead = stored(site, await sendTradeIn(page, path, site));
          expect(lead).toMatchObject({ kind: 'trade_in', car_id: null, event_id: null });
          expect(lead.payload).toMatchObject({ category: 'Trade-In', postcode: '4000' });
        }
      });

      test('a trade-in against a car (/cars/trade-in?car_id=)', async ({ page }) => {
        const car = carWhere(site, 'a car eligible for trade-in', (c) => isPurchaseEligible(c));
        const lead = stored(site, await sendTradeIn(page, `/cars/trade-in/?car_id=${car.id}`, site));
        expect(lead).toMatchObject({ kind: 'trade_in', car_id: car.id, event_id: null });
        expect(lead.payload).toMatchObject({ category: 'Trade-In', subcategory: 'Trade-In Against A Vehicle' });
      });

      test("the valuation wizard through '3. Offer Accepted'", async ({ page }) => {
        await valuationProviderAnswers(page);
        await page.goto(demoSiteUrl(site, '/trade-in/'));
        const wizard = page.locator('[data-valuation-wizard]');
        await wizard.getByRole('button', { name: '50,000 kms' }).click();
        await wizard.getByRole('textbox', { name: 'Rego', exact: true }).fill('DEMO12');
        await wizard.getByRole('button', { name: 'Next' }).click();
        await fillContact(page, uniqueEmail('demo-valuation'), wizard.locator('form').first());
        const leadId = await leadIdOf(page, () => pressSubmit(wizard, 'Value My Car'));
        await wizard.getByText('Excellent', { exact: true }).click();
        await wizard.getByRole('button', { name: 'Continue' }).click();
        await wizard.getByRole('button', { name: 'Accept Offer' }).click();
        await expect(wizard.getByRole('heading', { name: 'Offer accepted' })).toBeVisible();
        expect(stored(site, leadId)).toMatchObject({
          kind: 'valuation',
          event_id: null,
          payload: expect.objectContaining({
            category: 'Valuation',
            subcategory: '1. Valuation Started',
            kms: 50000,
            rego: 'DEMO12',
          }),
        });
        await expect
          .poll(() => leadsWhere(site, 'parent_lead_id = ?', leadId).map((l) => l.kind))
          .toEqual(['valuation_adjustments', 'valuation_rego_lookup', 'valuation_offer_accepted']);
        expect(leadsWhere(site, 'parent_lead_id = ?', leadId)[2]?.payload).toMatchObject({
          subcategory: '3. Offer Accepted',
          offer_accepted: true,
          form_completed: true,
        });
      });
    }
  });
}
