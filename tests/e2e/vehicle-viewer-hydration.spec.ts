/**
 * The media viewer island (issue 19): it hydrates late (client:late="idle"), so an input made
 * before then is held and replayed once its code is in — a drag and an arrow key on the spin, a
 * swipe on the gallery (mouse and touch), a press on a thumbnail. Each test holds the island's code
 * back until after the input, checks the input has not acted yet, then lets the code through.
 * Every media mode's page hydrates without a mismatch, and the spin's frames wait for the island.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Car } from '../../src/domain/car';
import { pickCar, vehicleSiteUrl, VehiclePage } from './pages/vehicle-page';

const base = vehicleSiteUrl('fixture-franchise');

/** Holds the viewer island's code back: `asked` waits until the page has asked for it, `release` lets it through. */
async function holdViewerCode(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_astro/VehicleMediaViewer.*.js', (route) =>
    released ? route.continue() : void held.push(route),
  );
  return {
    asked: () => expect.poll(() => held.length, { message: 'the input started hydration' }).toBeGreaterThan(0),
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Opens a car's page without waiting for its scripts (the island's code is held). */
async function open(page: Page, car: Pick<Car, 'slug'>): Promise<VehiclePage> {
  const vehicle = new VehiclePage(page);
  await page.goto(`${base}/cars/${car.slug}`, { waitUntil: 'domcontentloaded' });
  await expect(vehicle.stage).toBeVisible();
  return vehicle;
}

const spinCar = () => pickCar('fixture-franchise', 'car with a 360 spin', (c) => c.spin_images.length >= 8);
const galleryCar = () =>
  pickCar('fixture-franchise', 'car with photos and no spin', (c) => c.images.length > 1 && c.spin_images.length === 0);

test('the spin fetches its other frames only once the viewer has hydrated, never alongside the first picture', async ({
  page,
}) => {
  const car = spinCar();
  const frames = new Set<string>();
  page.on('request', (request) => {
    if (car.spin_images.some((url) => request.url().endsWith(url))) frames.add(request.url());
  });
  const code = await holdViewerCode(page);
  await page.goto(`${base}/cars/${car.slug}`);
  await code.asked();
  expect(
    [...frames].map((url) => new URL(url).pathname),
    'before hydration: the opening frame only',
  ).toEqual([car.spin_images[0]]);
  await code.release();
  await expect.poll(() => frames.size).toBe(car.spin_images.length);
});

test.describe('media viewer: input before hydration', () => {
  test('a drag on the spin turns it once the viewer has hydrated', async ({ page }) => {
    const code = await holdViewerCode(page);
    const vehicle = await open(page, spinCar());
    await vehicle.drag(100);
    await code.asked();
    expect(await vehicle.spinFrame(), 'not turned while the code is held').toBe(0);
    await code.release();
    await expect(vehicle.viewer).toHaveAttribute('data-ready', 'true');
    await expect.poll(() => vehicle.spinFrame()).toBe(5);
  });

  test('arrow keys on the spin stage turn it once the viewer has hydrated', async ({ page }) => {
    const code = await holdViewerCode(page);
    const vehicle = await open(page, spinCar());
    await vehicle.stage.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await code.asked();
    expect(await vehicle.spinFrame()).toBe(0);
    await code.release();
    await expect(vehicle.viewer).toHaveAttribute('data-ready', 'true');
    await expect.poll(() => vehicle.spinFrame()).toBe(2);
  });

  test('a swipe on the gallery shows the next photo once the viewer has hydrated', async ({ page }) => {
    const code = await holdViewerCode(page);
    const vehicle = await open(page, galleryCar());
    const box = (await vehicle.stage.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2 + 80, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, y, { steps: 8 });
    await page.mouse.up();
    await code.asked();
    await expect(vehicle.galleryIndex()).toHaveText('1');
    await code.release();
    await expect(vehicle.viewer).toHaveAttribute('data-ready', 'true');
    await expect(vehicle.galleryIndex()).toHaveText('2');
    await expect(vehicle.viewer.locator('img[data-main]')).toHaveAttribute('alt', /photo 2 of/);
  });

  test('a touch swipe to the right on the gallery shows the previous (last) photo once hydrated @phone-only', async ({
    page,
  }) => {
    const car = galleryCar();
    const code = await holdViewerCode(page);
    const vehicle = await open(page, car);
    const box = (await vehicle.stage.boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', Math.round(box.x + 60));
    for (let x = 90; x <= 300; x += 30) await touch('touchMove', Math.round(box.x + x));
    await touch('touchEnd', 0);
    await code.asked();
    await expect(vehicle.galleryIndex()).toHaveText('1');
    await code.release();
    await expect(vehicle.viewer).toHaveAttribute('data-ready', 'true');
    await expect(vehicle.galleryIndex()).toHaveText(String(car.images.length));
  });

  test('a thumbnail pressed on the spin opens the gallery at that photo once the viewer has hydrated', async ({
    page,
  }) => {
    const car = pickCar(
      'fixture-franchise',
      'in-stock car with a spin and more than 3 photos',
      (c) => c.status === 'in_stock' && c.spin_images.length > 0 && c.images.length > 3,
    );
    const code = await holdViewerCode(page);
    const vehicle = await open(page, car);
    await page.getByRole('button', { name: 'Show photo 3' }).click();
    await code.asked();
    await expect(vehicle.viewer).toHaveAttribute('data-mode', 'spinner');
    await code.release();
    await expect(vehicle.viewer).toHaveAttribute('data-mode', 'gallery');
    await expect(vehicle.galleryIndex()).toHaveText('3');
    await expect(page.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
  });
});

const MODES: Array<[string, (c: Car) => boolean]> = [
  [
    'gallery only',
    (c) => c.images.length > 1 && c.spin_images.length === 0 && !c.spin_interior_image && !c.walkaround_video_url,
  ],
  ['spin', (c) => c.spin_images.length > 0],
  ['interior', (c) => Boolean(c.spin_interior_image)],
  ['walkaround', (c) => Boolean(c.walkaround_video_url)],
];

test.describe('media viewer: hydration', () => {
  for (const [mode, wanted] of MODES) {
    test(`a car page with ${mode} media hydrates without a mismatch`, async ({ page }) => {
      const car = pickCar('fixture-franchise', `car with ${mode} media`, wanted);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /react|hydrat|did not match/i.test(message.text()))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const vehicle = new VehiclePage(page);
      await page.goto(`${base}/cars/${car.slug}`);
      const built = await vehicle.stage.elementHandle();
      await expect(vehicle.viewer).toHaveAttribute('data-ready', 'true');
      // Hydrated in place: the built stage is still the one on the page (after a mismatch React renders it anew).
      expect(await built!.evaluate((stage) => stage.isConnected)).toBe(true);
      expect(problems).toEqual([]);
    });
  }
});
