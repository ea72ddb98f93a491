import { expect, test } from './fixtures';
import { isAvailable } from '../../src/domain/car';
import { pickCar, vehicleSiteUrl, VehiclePage } from './pages/vehicle-page';

const base = vehicleSiteUrl('fixture-franchise');
const SOLD = "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!";
const priced = (c: { price?: number }) => (c.price ?? 0) > 10;

test.describe('vehicle sidebar states', () => {
  test('an available car shows its price and the actions', async ({ page }) => {
    const car = pickCar(
      'fixture-franchise',
      'available priced car',
      (c) => c.status === 'in_stock' && !c.reserved && priced(c) && !/test drive only/i.test(c.tag ?? ''),
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    await expect(vehicle.heading).toHaveText([car.year, car.make, car.model].filter(Boolean).join(' '));
    await expect(vehicle.sidebar.locator('[data-print="price"]')).toHaveText(`$${car.price!.toLocaleString('en-AU')}`);
    await expect(vehicle.action('Reserve Car Now')).toBeVisible();
    await expect(vehicle.action('Enquire Now')).toBeVisible();
    await expect(vehicle.action(/Call Now/)).toBeVisible();
    await expect(vehicle.sidebar.getByText('Find Me Something Similar')).toHaveCount(0);
  });

  test('a sold car shows the sold tag, the exact message and Find Me Something Similar instead of price and actions', async ({
    page,
  }) => {
    const car = pickCar('fixture-franchise', 'sold car', (c) => !isAvailable(c));
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    await expect(vehicle.sidebar.getByText('JUST SOLD')).toBeVisible();
    await expect(vehicle.sidebar.getByText('Like this and want something similar?')).toBeVisible();
    await expect(vehicle.sidebar.getByText(SOLD, { exact: true })).toBeVisible();
    await expect(vehicle.action('Find Me Something Similar')).toBeVisible();
    await expect(vehicle.action('Reserve Car Now')).toHaveCount(0);
    await expect(vehicle.action('Enquire Now')).toHaveCount(0);
    await expect(vehicle.sidebar.locator('[data-print="price"]')).toHaveCount(0);
  });

  test('a reserved car shows Reserved and no Reserve Car Now', async ({ page }) => {
    const car = pickCar(
      'fixture-franchise',
      'reserved available car',
      (c) => isAvailable(c) && c.reserved && !/test drive only/i.test(c.tag ?? ''),
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    await expect(vehicle.sidebar.getByText('Reserved', { exact: true })).toBeVisible();
    await expect(vehicle.action('Reserve Car Now')).toHaveCount(0);
    await expect(vehicle.action('Enquire Now')).toBeVisible();
  });

  test('a test-drive-only car shows Find Me Something Similar instead of the actions', async ({ page }) => {
    const car = pickCar(
      'fixture-franchise',
      'Test Drive Only car',
      (c) => isAvailable(c) && /^test drive only$/i.test(c.tag ?? ''),
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    await expect(vehicle.action('Find Me Something Similar')).toBeVisible();
    await expect(vehicle.action('Enquire Now')).toHaveCount(0);
    await expect(vehicle.sidebar.getByText(SOLD)).toHaveCount(0);
  });

  test('a pre-order car without a price shows PREORDER; a car without a price shows the no-price text', async ({
    page,
  }) => {
    const vehicle = new VehiclePage(page);
    const preorder = pickCar(
      'fixture-franchise',
      'pre-order car without a price',
      (c) => isAvailable(c) && c.preorder && !priced(c) && !/test drive only/i.test(c.tag ?? ''),
    );
    await vehicle.goto(base, preorder);
    await expect(vehicle.sidebar.locator('[data-print="price"]')).toHaveText('PREORDER');
    const noPrice = pickCar(
      'fixture-franchise',
      'available car without a price',
      (c) => isAvailable(c) && !c.preorder && !priced(c) && !/test drive only/i.test(c.tag ?? ''),
    );
    await vehicle.goto(base, noPrice);
    await expect(vehicle.sidebar.locator('[data-print="price"]')).toHaveText('Enquire for Price');
    await expect(vehicle.action('Reserve Car Now')).toHaveCount(0);
  });
});

test.describe('phone reveal and share', () => {
  test('the number shows masked on wide screens; the first press reveals it and records the lead event', async ({
    page,
  }) => {
    const car = pickCar(
      'fixture-franchise',
      'available car',
      (c) => c.status === 'in_stock' && !/test drive only/i.test(c.tag ?? ''),
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const call = vehicle.action(/Call Now/);
    const number = call.locator('[data-phone-text]');
    await expect(number).toHaveText(/^\d{2} \d{2}\*+$/);
    const lead = page.waitForRequest((r) => r.url().endsWith('/api/leads/phone-reveal') && r.method() === 'POST');
    await call.click();
    expect((await lead).postDataJSON()).toMatchObject({ car_id: car.id });
    await expect(number).toHaveText(/^0\d \d{4} \d{4}$/);
    await expect(call).toHaveAttribute('href', /^tel:0\d{9}$/);
  });

  test('Call Now in the sticky bars dials and records the phone-reveal lead as the sidebar one does @phone', async ({
    page,
  }) => {
    const car = pickCar(
      'fixture-franchise',
      'available car',
      (c) => c.status === 'in_stock' && !/test drive only/i.test(c.tag ?? ''),
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    await page.evaluate(() => scrollTo(0, 1200));
    // Phones get the bottom bar past 900 px; wider screens the sticky header past 500 px.
    const phone = test.info().project.name === 'phone';
    const bar = page.locator(phone ? '[data-sticky-bar]' : '[data-sticky-header]');
    await expect(bar).toHaveAttribute('data-shown', 'true');
    const call = bar.getByRole('link', { name: 'Call Now' });
    await expect(call).toHaveAttribute('href', /^tel:0\d{9}$/);
    const lead = page.waitForRequest((r) => r.url().endsWith('/api/leads/phone-reveal') && r.method() === 'POST');
    await call.click();
    expect((await lead).postDataJSON()).toMatchObject({
      car_id: car.id,
      dealership_id: car.dealership_id,
      website_id: '100',
    });
  });

  test('the views count comes from view.json and counts up to "1 view" or "N views"', async ({ page }) => {
    const car = pickCar('fixture-franchise', 'available car', (c) => c.status === 'in_stock');
    const vehicle = new VehiclePage(page);
    const views = vehicle.sidebar.getByText(/^[\d,]+ views?$/);
    for (const [count, text] of [
      [1, '1 view'],
      [1234, '1,234 views'],
    ] as const) {
      await page.route('**/view.json?*', (route) =>
        route.fulfill({ json: { views: count, car_fields: { id: car.id } } }),
      );
      await vehicle.goto(base, car);
      await expect(views).toHaveText(text);
      await page.unroute('**/view.json?*');
    }
  });

  test("the month's sales count comes from /sales-count.json; with none to show the box stays unseen in its place", async ({
    page,
  }) => {
    const car = pickCar('fixture-franchise', 'available car', (c) => c.status === 'in_stock');
    const vehicle = new VehiclePage(page);
    const box = vehicle.sidebar.locator('[data-sales-counter]');
    // The built page holds no figure: every car page stays the same when a car sells.
    await page.route('**/sales-count.json', (route) =>
      route.fulfill({ json: { count: 1234, validUntil: '2099-01-01T00:00:00.000Z' } }),
    );
    await vehicle.goto(base, car);
    await expect(box).toBeVisible();
    await expect(box).toContainText(/Sales this Month\s*1,234$/);
    const shown = await box.boundingBox();
    await page.unroute('**/sales-count.json');
    for (const answer of [{ count: 0 }, { count: 9, validUntil: '2020-01-01T00:00:00.000Z' }]) {
      await page.route('**/sales-count.json', (route) => route.fulfill({ json: answer }));
      const answered = page.waitForResponse('**/sales-count.json');
      await vehicle.goto(base, car);
      await answered;
      await expect(box).toBeHidden();
      // Unseen, it keeps its height, so nothing below it moves when a figure does come.
      expect((await box.boundingBox())?.height).toBe(shown?.height);
      await page.unroute('**/sales-count.json');
    }
  });

  test('a count below the fold counts up only once it is scrolled into view, and shows its figure until then @phone-only', async ({
    page,
  }) => {
    const car = pickCar('fixture-franchise', 'available car', (c) => c.status === 'in_stock');
    await page.route('**/view.json?*', (route) => route.fulfill({ json: { views: 1234, car_fields: { id: car.id } } }));
    // Every text the count shows, in order.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { countTexts: string[] }).countTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-count-slot]')?.textContent;
        if (text && text !== seen.at(-1)) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const slot = vehicle.sidebar.locator('[data-count-slot]');
    await expect(slot).toHaveText('1,234 views');
    await expect(slot).not.toBeInViewport();
    // Longer than the views count-up (1 s): out of view, it has not counted.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { countTexts: string[] }).countTexts)).toEqual([
      '1,234 views',
    ]);
    await slot.scrollIntoViewIfNeeded();
    const texts = () => page.evaluate(() => (window as unknown as { countTexts: string[] }).countTexts);
    // In view, it starts from nought and ends on its figure.
    await expect.poll(async () => (await texts()).at(-1) === '1,234 views' && (await texts()).length > 3).toBe(true);
    expect((await texts())[1]).toMatch(/^\d{1,3} views?$/);
  });

  test('without Web Share the link is copied: Copied for 1.5 s and the clipboard toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    const car = pickCar('fixture-franchise', 'available car', (c) => c.status === 'in_stock');
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const share = vehicle.sidebar.getByRole('button', { name: 'Share' });
    await share.click();
    await expect(vehicle.sidebar.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Copied .+ to your clipboard!$/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/cars/${car.slug}`);
    await expect(vehicle.sidebar.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 3000 });
    await expect(page.getByRole('status').filter({ hasText: /to your clipboard!$/ })).toHaveCount(0, { timeout: 4000 });
  });
});

test('Book a Test Drive in the sidebar opens the page’s own test-drive form', async ({ page }) => {
  const car = pickCar(
    'fixture-franchise',
    'available car taking test drives',
    (c) => c.status === 'in_stock' && !c.reserved && priced(c) && !/test drive only/i.test(c.tag ?? ''),
  );
  const vehicle = new VehiclePage(page);
  await vehicle.goto(base, car);
  const link = vehicle.action('Book a Test Drive');
  await expect(link).toHaveAttribute('href', '#test-drive');
  await link.click();
  await expect(page.getByRole('tab', { name: 'Book a Test Drive' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Book a Test Drive' })).toBeVisible();
});
