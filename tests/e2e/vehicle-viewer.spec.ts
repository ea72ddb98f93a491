import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickCar, vehicleSiteUrl, VehiclePage } from './pages/vehicle-page';

const base = vehicleSiteUrl('fixture-franchise');

/**
 * Resolves once the page has run the tasks queued before it: React schedules a render through a
 * MessageChannel, so two message round trips come after any render that runFor's timers asked for.
 */
async function renderSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

test.describe('vehicle media viewer', () => {
  test('the first picture is real HTML with its size and high fetch priority, and the first 2 images are preloaded', async ({
    page,
  }) => {
    const car = pickCar(
      'fixture-franchise',
      'car with more than 3 photos and no spin',
      (c) => c.images.length > 3 && c.spin_images.length === 0,
    );
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${base}/cars/${car.slug}`);
    const first = page.locator('[data-viewer] img[data-main]');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '800');
    const preloads = page.locator('link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(2);
    // The first is the largest paint: fetched first, ahead of the second, the logo and the font.
    await expect(preloads.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(preloads.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
    await expect(preloads.first()).toHaveAttribute('href', (await first.getAttribute('src'))!);
    // No font preload here: it shared the picture's bandwidth (the font still comes, through a metric-matched fallback).
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });

  test('spins one frame per 20 px of drag and one per arrow key', async ({ page }) => {
    const car = pickCar('fixture-franchise', 'car with a 360 spin', (c) => c.spin_images.length >= 8);
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    await vehicle.stage.focus();
    await page.keyboard.press('ArrowRight');
    const start = await vehicle.spinFrame();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => vehicle.spinFrame()).toBe((start + 1) % car.spin_images.length);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => vehicle.spinFrame()).toBe((start - 1 + car.spin_images.length) % car.spin_images.length);
    const before = await vehicle.spinFrame();
    await vehicle.drag(100);
    await expect.poll(() => vehicle.spinFrame()).toBe((before + 5) % car.spin_images.length);
  });

  test('auto-rotates once every frame has loaded', async ({ page }) => {
    const car = pickCar('fixture-franchise', 'car with a 360 spin', (c) => c.spin_images.length >= 8);
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    await expect(vehicle.viewer.locator('[data-panel="spinner"][data-ready="true"]')).toHaveCount(1);
    const first = await vehicle.spinFrame();
    await expect.poll(() => vehicle.spinFrame()).not.toBe(first);
  });

  test('does not auto-rotate under reduced motion (the same clock turns it otherwise)', async ({ page }) => {
    const car = pickCar('fixture-franchise', 'car with a 360 spin', (c) => c.spin_images.length >= 8);
    const vehicle = new VehiclePage(page);
    const ready = vehicle.viewer.locator('[data-panel="spinner"][data-ready="true"]');
    await page.clock.install();
    await vehicle.goto(base, car);
    await expect(ready).toHaveCount(1);
    const start = await vehicle.spinFrame();
    await page.clock.runFor(2000);
    // React renders the frames the clock moved in a task of its own, after runFor returns.
    await expect.poll(() => vehicle.spinFrame(), { message: 'it turns when motion is allowed' }).not.toBe(start);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await vehicle.goto(base, car);
    await expect(ready).toHaveCount(1);
    const still = await vehicle.spinFrame();
    await page.clock.runFor(2000);
    await renderSettled(page);
    expect(await vehicle.spinFrame()).toBe(still);
    // The shopper can still turn it.
    await vehicle.stage.focus();
    await page.keyboard.press('ArrowRight');
    expect(await vehicle.spinFrame()).toBe((still + 1) % car.spin_images.length);
  });

  test('walkaround: the video loads only when its mode opens, plays there, and pauses when the shopper leaves it', async ({
    page,
  }) => {
    const car = pickCar('fixture-franchise', 'car with a walkaround video', (c) => Boolean(c.walkaround_video_url));
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const video = vehicle.viewer.locator('[data-panel="walkaround"] video');
    const mode = vehicle.viewer.getByRole('button', { name: 'Walkaround' });
    await expect(video).toBeHidden();
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(mode).toHaveAttribute('aria-pressed', 'false');
    await mode.click();
    await expect(mode).toHaveAttribute('aria-pressed', 'true');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('src', car.walkaround_video_url!);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await vehicle.viewer.getByRole('button', { name: 'Gallery' }).click();
    await expect(video).toBeHidden();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('gallery: next/previous buttons, fullscreen with arrow keys, and leaving the gallery resets it', async ({
    page,
  }) => {
    const car = pickCar('fixture-franchise', 'car with more than 3 photos', (c) => c.images.length > 3);
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const gallery = vehicle.viewer.getByRole('button', { name: 'Gallery' });
    if (await gallery.isVisible()) await gallery.click();
    await vehicle.viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(vehicle.galleryIndex()).toHaveText('2');
    await vehicle.viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(vehicle.galleryIndex()).toHaveText('1');

    await vehicle.viewer.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(vehicle.viewer).toHaveAttribute('data-fullscreen', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(vehicle.galleryIndex()).toHaveText('3');
    await page.keyboard.press('ArrowLeft');
    await expect(vehicle.galleryIndex()).toHaveText('2');
    await vehicle.viewer.getByRole('button', { name: 'Exit Fullscreen' }).click();
    await expect(vehicle.viewer).toHaveAttribute('data-fullscreen', 'false');

    const other = vehicle.viewer.getByRole('button', { name: /^(Spin|Walkaround|Interior)$/ }).first();
    if (await other.count()) {
      await other.click();
      await vehicle.viewer.getByRole('button', { name: 'Gallery' }).click();
      await expect(vehicle.galleryIndex()).toHaveText('1');
    }
  });

  test('thumbnails show only for an in-stock car with more than 3 images', async ({ page }) => {
    const many = pickCar(
      'fixture-franchise',
      'in-stock car with more than 3 photos',
      (c) => c.status === 'in_stock' && c.images.length > 3,
    );
    const few = pickCar(
      'fixture-franchise',
      'car with 3 photos or fewer',
      (c) => c.images.length > 0 && c.images.length <= 3,
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, many);
    await expect(page.getByRole('list', { name: 'Gallery' })).toBeVisible();
    await vehicle.page.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(vehicle.galleryIndex()).toHaveText('3');
    await vehicle.goto(base, few);
    await expect(page.getByRole('list', { name: 'Gallery' })).toHaveCount(0);
  });
});

test('the interior view loads its panorama only when opened and shows its hotspots', async ({ page }) => {
  const car = pickCar(
    'fixture-franchise',
    'car with an interior panorama and interior hotspots',
    (c) => Boolean(c.spin_interior_image) && c.hotspots.some((h) => h.kind === 'interior'),
  );
  const vehicle = new VehiclePage(page);
  await vehicle.goto(base, car);
  const pano = vehicle.viewer.locator('[data-pano-img]');
  await expect(pano).not.toHaveAttribute('src', /.+/);
  await vehicle.viewer.getByRole('button', { name: 'Interior' }).click();
  await expect(pano).toHaveAttribute('src', /.+/);
  const spot = vehicle.viewer.locator('[data-panel="interior"] [data-hotspot] button').first();
  await spot.click();
  await expect(spot).toHaveAttribute('aria-expanded', 'true');
  await expect(vehicle.viewer.locator('[data-panel="interior"] [role="tooltip"]:visible')).toHaveCount(1);
});
